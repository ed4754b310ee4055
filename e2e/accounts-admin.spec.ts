import { expect, test } from '@playwright/test';
import { distinctClient, storageStatePath } from './support/accounts';

test('a player sees their tier, credits, the plans and how to upgrade', async ({ page }) => {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText(/^\d+$/);
  for (const plan of ['Free', 'Warrior', 'Commander', 'Emperor']) {
    await expect(page.getByRole('heading', { level: 3, name: plan })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: 'Free tier starting credits' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Free and unlimited on every tier' }),
  ).toBeVisible();
  await expect(page.getByTestId('this-month')).toContainText(/\d+ credits? spent/);
  // The e2e server takes payments (a fake Stripe): the way up is a plan of your own.
  await expect(page.getByRole('heading', { level: 2, name: 'Your plan and payments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
});

test.describe('as an admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('finds a user, upgrades the tier, grants credits and ends their sessions', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A fresh player of this test's own, signed in from a second browser.
    const headers = distinctClient();
    const email = `managed-${Date.now().toString(36)}-${test.info().project.name}@example.test`;
    const playerContext = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: headers,
    });
    const signUp = await playerContext.request.post('/api/auth/sign-up/email', {
      data: {
        email,
        password: 'managed player pass',
        name: 'managed',
        username: `m_${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`,
      },
      headers: { origin: baseURL ?? '' },
    });
    expect(signUp.ok()).toBe(true);

    await page.goto('/admin/users');
    await page.getByLabel('Search by e-mail or username').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);

    await row.getByLabel(`Tier of ${email}`).selectOption('commander');
    await expect(page.getByTestId('toast').filter({ hasText: `${email}: user, commander.` })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('100');

    await row.getByRole('button', { name: 'Grant credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant credits' });
    await dialog.getByLabel('Credits').fill('0');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Credit amounts must be positive whole numbers.');
    await dialog.getByLabel('Credits').fill('5');
    await dialog.getByLabel('Reason').fill('Painting prize');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(row.getByRole('cell').nth(3)).toHaveText('105');

    expect((await (await playerContext.request.get('/api/me')).json()).user.email).toBe(email);
    await row.getByRole('button', { name: 'End sessions' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: /Ended 1 session/ })).toBeVisible();
    expect((await (await playerContext.request.get('/api/me')).json()).user).toBeNull();
    await playerContext.close();
  });
});
