import * as z from 'zod/mini';

/** Empty strings in the environment mean "not set", so defaults apply. */
const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
);
const urlOr = (fallback: string) =>
  z
    .pipe(
      optionalText,
      z.transform((v) => v ?? fallback),
    )
    .check(
      z.refine((v) => /^(https?:\/\/|mailto:|\/)/.test(v), 'must be an absolute http(s) URL or a site path'),
    );
const textOr = (fallback: string) =>
  z.pipe(
    optionalText,
    z.transform((v) => v ?? fallback),
  );

const chainKeys = ['local', 'bsc-testnet', 'bsc'] as const;
export type ChainKey = (typeof chainKeys)[number];

/**
 * Every setting the web app reads, with the product's defaults. Validated once, at build
 * time, by vite.config.ts: an invalid value fails the build, and no schema code ships to the browser.
 */
const envSchema = z.object({
  VITE_BRAND: textOr('DGrid'),
  VITE_TOKEN_SYMBOL: textOr('DGAI').check(
    z.refine((v) => /^[A-Z0-9]{2,11}$/.test(v), 'an upper-case symbol'),
  ),
  VITE_CONTACT_EMAIL: textOr('contact@dgrid.example').check(
    z.refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), 'an email address'),
  ),
  VITE_API_HOST: textOr(''),
  VITE_DOCS_URL: urlOr('https://docs.dgrid.ai/'),
  VITE_WHITEPAPER_URL: urlOr('/dgrid-whitepaper.pdf'),
  VITE_GITHUB_URL: urlOr('https://github.com/dgrid-ai'),
  VITE_X_URL: urlOr('https://x.com/dgrid_ai'),
  VITE_TELEGRAM_URL: urlOr('https://t.me/dgrid_ai'),
  VITE_MEDIUM_URL: urlOr('https://medium.com/@dgrid'),
  VITE_NAME_SERVICE_URL: urlOr('https://names.dgrid.example'),
  VITE_NAME_SERVICE_KEY: textOr(''),
  VITE_WALLETCONNECT_PROJECT_ID: textOr(''),
  VITE_CHAIN: z._default(z.enum(chainKeys), 'local'),
  VITE_RPC_URL: optionalText,
  VITE_MAINNET_RPC_URL: optionalText,
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const result = z.safeParse(envSchema, source);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web app configuration: ${fields}`);
  }
  return result.data;
}
