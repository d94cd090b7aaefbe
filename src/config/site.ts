import { env } from './env';

/** Brand, placeholders and every external link, derived once from the validated environment. */
export const site = {
  brand: env.VITE_BRAND,
  token: { symbol: env.VITE_TOKEN_SYMBOL, pathSegment: env.VITE_TOKEN_SYMBOL.toLowerCase(), decimals: 18 },
  contactEmail: env.VITE_CONTACT_EMAIL,
  apiHost: env.VITE_API_HOST,
  links: {
    docs: env.VITE_DOCS_URL,
    whitepaper: env.VITE_WHITEPAPER_URL,
    github: env.VITE_GITHUB_URL,
    x: env.VITE_X_URL,
    telegram: env.VITE_TELEGRAM_URL,
    medium: env.VITE_MEDIUM_URL,
    email: `mailto:${env.VITE_CONTACT_EMAIL}`,
  },
  nameService: { url: env.VITE_NAME_SERVICE_URL, apiKey: env.VITE_NAME_SERVICE_KEY },
  walletConnectProjectId: env.VITE_WALLETCONNECT_PROJECT_ID,
} as const;
