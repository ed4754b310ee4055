import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type FullConfig, request } from '@playwright/test';
import { demoLogins, storageStatePath } from './support/accounts';

/** Signs each demo account in once and saves its cookies, so tests start signed in. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not configured');
  mkdirSync(path.dirname(storageStatePath('player')), { recursive: true });
  for (const [name, login] of Object.entries(demoLogins)) {
    const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const response = await context.post('/api/auth/sign-in/email', { data: login });
    if (!response.ok())
      throw new Error(
        `Demo sign-in failed for ${login.email}: ${response.status()} ${await response.text()}`,
      );
    await context.storageState({ path: storageStatePath(name as keyof typeof demoLogins) });
    await context.dispose();
  }
}
