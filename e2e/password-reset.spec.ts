import { expect, test } from '@playwright/test';
import { distinctClient, signedOut, storageStatePath } from './support/accounts';

test.use({ storageState: signedOut });

test('reset a forgotten password through the e-mail in the outbox', async ({ page, baseURL, browser }) => {
  // page.request does not carry the page's extra headers, so API calls pass the client address too.
  const client = distinctClient();
  await page.setExtraHTTPHeaders(client);
  const tag = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  const email = `reset-${tag}@example.test`;
  const created = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'first password 1', name: `reset_${tag}`, username: `reset_${tag}` },
    headers: { origin: baseURL ?? '', ...client },
  });
  expect(created.ok()).toBe(true);
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL ?? '', ...client } });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in form has an e-mail field too: wait for the reset page before filling.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a reset link is on its way' })).toBeVisible();

  // The development mailbox shows other accounts' mail to a super user only (an admin sees their
  // own): read it in the super user's own browser context.
  const adminContext = await browser.newContext({ baseURL, storageState: storageStatePath('superUser') });
  const mailbox = await adminContext.newPage();
  await mailbox.goto('/dev/mailbox');
  await expect(mailbox.getByText(`To ${email}`)).toBeVisible();
  const card = mailbox
    .getByRole('heading', { name: 'Reset your Muster password' })
    .locator('..')
    .filter({ hasText: `To ${email}` });
  const text = await card.locator('pre').innerText();
  await adminContext.close();
  const link = /(http\S+reset-password\?token=\S+)/.exec(text)?.[1];
  expect(link?.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

  await page.goto(link ?? '/');
  await page.getByLabel('New password', { exact: true }).fill('second password 2');
  await page.getByLabel('Repeat the new password').fill('second password 2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('second password 2');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
});

test('a used or invalid reset link says so', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('whatever password 1');
  await page.getByLabel('Repeat the new password').fill('whatever password 1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has expired or was already used. Ask for a new one.',
  );
});
