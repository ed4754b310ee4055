import path from 'node:path';

/** The demo accounts the development seed creates (apps/server/src/seed/demo-accounts.ts). */
export const demoLogins = {
  player: { email: 'player1@muster.example', password: 'muster-player-demo' },
  player2: { email: 'player2@muster.example', password: 'muster-player-demo' },
  admin: { email: 'admin@muster.example', password: 'muster-admin-demo' },
  superUser: { email: 'super@muster.example', password: 'muster-super-demo' },
} as const;

export function storageStatePath(name: keyof typeof demoLogins): string {
  return path.resolve(import.meta.dirname, '..', '.auth', `${name}.json`);
}

export const signedOut = { cookies: [], origins: [] };

let clientCounter = 0;
/** A distinct client address for a test, sent as X-Forwarded-For (the e2e server trusts it). */
export function distinctClient(): { 'x-forwarded-for': string } {
  clientCounter += 1;
  const octet = (process.pid * 7 + clientCounter * 13) % 250;
  return { 'x-forwarded-for': `198.51.${clientCounter % 250}.${octet + 1}` };
}
