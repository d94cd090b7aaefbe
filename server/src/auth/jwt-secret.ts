import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IN_MEMORY } from '../db/pglite-database';

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in `<dataDir>/jwt-secret` (mode 600)
 * so sessions survive restarts. With an in-memory data dir the secret lives as long as the process.
 * Never logged. Several server instances sharing one PostgreSQL must set the same JWT_SECRET.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  if (dataDir === IN_MEMORY) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
