import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

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

/** A fresh account per test, so its roster list is its own. */
export async function signUpFresh(page: Page, baseURL: string | undefined, prefix: string) {
  const client = distinctClient();
  await page.setExtraHTTPHeaders(client);
  const tag = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email: `${prefix}-${tag}@example.test`,
      password: 'roster password 1',
      name: `${prefix}_${tag}`,
      username: `${prefix}_${tag}`,
    },
    headers: { origin: baseURL ?? '', ...client },
  });
  expect(response.ok()).toBe(true);
  return { client, headers: { origin: baseURL ?? '', ...client }, username: `${prefix}_${tag}` };
}

/** A fresh account driven through the API only: a player the test never needs to see. */
export async function signUpApiPlayer(
  requests: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> },
  baseURL: string | undefined,
  prefix: string,
) {
  const headers = { origin: baseURL ?? '', ...distinctClient() };
  const request = await requests.newContext({ baseURL });
  const tag = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  const username = `${prefix}_${tag}`;
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email: `${prefix}-${tag}@example.test`, password: 'roster password 1', name: username, username },
    headers,
  });
  expect(response.ok()).toBe(true);
  return { request, headers, username };
}
