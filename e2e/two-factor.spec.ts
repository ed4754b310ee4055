import { expect, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/test-support/totp';
import { distinctClient, signedOut } from './support/accounts';

test.use({ storageState: signedOut });

test('turn on two-factor sign-in, then sign in with a code from the app', async ({ page, baseURL }) => {
  // page.request does not carry the page's extra headers, so API calls pass the client address too.
  test.setTimeout(90_000);
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
  // Enrol with the current step's code: the server accepts one step either side, so a boundary
  // passing before it checks the code does not matter. Sign-in then uses another step's code.
  const enrolledAt = Date.now();
  await page.getByLabel('Code from the app').fill(totpCode(uri, enrolledAt));
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
  await page.getByLabel('Authentication code').fill(freshCode(uri, enrolledAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
});

const step = (at: number) => Math.floor(at / 30_000);

/**
 * A code of a step other than the enrolment's, within one step of the server's clock however the
 * boundaries fall: the current step's once a new step has begun, else the next step's (the server
 * checks it in this step or the next). No waiting for a boundary.
 */
function freshCode(uri: string, enrolledAt: number): string {
  const now = Date.now();
  return totpCode(uri, step(now) === step(enrolledAt) ? now + 30_000 : now);
}
