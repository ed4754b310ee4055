import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';

/**
 * The secret that signs session cookies. Production must set AUTH_SECRET (shared by every server);
 * elsewhere one is generated once into the data directory so sessions survive restarts.
 */
export async function resolveAuthSecret(
  config: Pick<AppConfig, 'authSecret' | 'env' | 'dataDir'>,
): Promise<string> {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'production') throw new Error('AUTH_SECRET must be set (32+ characters) in production.');
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  await fs.mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
