import { expect, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/test-support/totp';
import { distinctClient, signedOut } from './support/accounts';

test.use({ storageState: signedOut });

test('turn on two-factor sign-in, then sign in with a code from the app', async ({ page, baseURL }) => {
  // page.request does not carry the page's extra headers, so API calls pass the client address too.
  test.setTimeout(90_000); // may wait up to 15 s for a fresh TOTP step
  const client = distinctClient();
  await page.setExtraHTTPHeaders(client);
  const tag = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  const email = `totp-${tag}@example.test`;
  const origin = { origin: baseURL ?? '', ...client };
  const password = 'two factor password';
  const created = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: `totp_${tag}`, username: `totp_${tag}` },
    headers: origin,
  });
  expect(created.ok()).toBe(true);

  await page.goto('/settings');
  await page.getByLabel('Your password').fill('wrong password');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That password is not right.' })).toBeVisible();
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).not.toHaveCount(0);
  const uri = `otpauth://totp/Muster?secret=${await page.getByTestId('totp-secret').innerText()}`;
  // Enrol with the previous step's code so the current one is still unused for sign-in. The server
  // accepts one step either side, so start early in a step: a code computed just before a boundary
  // and checked just after it would be two steps old.
  await startOfFreshTotpStep();
  await page.getByLabel('Code from the app').fill(totpCode(uri, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Two-factor sign-in is on.' })).toBeVisible();

  await page.request.post('/api/auth/sign-out', { data: {}, headers: origin });
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Check' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app.');
  await page.getByLabel('Authentication code').fill(totpCode(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
});

async function startOfFreshTotpStep(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 15_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 250));
}
