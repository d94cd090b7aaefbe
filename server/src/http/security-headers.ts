import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { ServerConfig } from '../env';

/** Headers on every response. */
const common = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** API responses: nothing to render, nothing to cache (tokens and balances). */
export const apiHeaders: Readonly<Record<string, string>> = {
  ...common,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

/**
 * The web app's Content-Security-Policy: scripts only from this origin (plus the hashes of any inline scripts
 * in the built HTML), network only to this origin, the configured RPC and CSP_CONNECT_SRC, never framed.
 * Inline styles are allowed: React sets style attributes and the prerendered HTML carries some.
 */
function webContentSecurityPolicy(config: ServerConfig, scriptHashes: readonly string[] = []): string {
  const connect = new Set(["'self'", new URL(config.chain.rpcUrl).origin, ...config.cspConnectSrc]);
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (config.publicOrigin.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function webHeaders(
  config: ServerConfig,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  return {
    ...common,
    'Content-Security-Policy': webContentSecurityPolicy(config, scriptHashes),
    // Wallet pop-ups (e.g. Coinbase) need their opener; nothing else may share our browsing context group.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(config.publicOrigin.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** `sha256-...` of every inline <script> in an HTML document, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return hashes;
}

const apiHeaderEntries = Object.entries(apiHeaders);

/** Responses built with their headers complete (complete-response.ts): the API's below and the request id. */
const complete = new WeakSet<Response>();

export const markComplete = (res: Response) => complete.add(res);

/** Whether `res` was built with every header already: the request log and security headers then skip it. */
export const hasItsHeaders = (res: Response) => complete.has(res);

/** Sets its headers on every response but one built with them already (complete-response.ts). */
export function securityHeaders(web: Record<string, string>) {
  const webEntries = Object.entries(web);
  return createMiddleware(async (c, next) => {
    await next();
    if (hasItsHeaders(c.res)) return;
    const entries = c.req.path.startsWith('/api/') ? apiHeaderEntries : webEntries;
    const { headers } = c.res;
    for (const [name, value] of entries) headers.set(name, value);
  });
}
