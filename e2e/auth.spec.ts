import { expect, test } from '@playwright/test';
import { distinctClient, signedOut, storageStatePath } from './support/accounts';

test.describe('signed out', () => {
  test.use({ storageState: signedOut });
  test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(distinctClient()));

  test('sign up, answer the questionnaire, reach the dashboard; sign out ends the session', async ({
    page,
    isMobile,
  }) => {
    const unique = `${Date.now().toString(36)}${isMobile ? 'm' : 'd'}`;
    await page.goto('/signup');
    await page.getByLabel('E-mail address').fill(`new-${unique}@example.test`);
    await page.getByLabel('Username').fill(`cmdr_${unique}`);
    await page.getByLabel('Password').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Onboarding Questionnaire' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('How long have you played?: please choose an answer.');
    await page.getByRole('radio', { name: 'Regular player' }).check();
    await page.getByRole('radio', { name: 'One-day event (RTT)' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Improve tactics' }).check();
    await page.getByRole('radio', { name: 'Objective-focused' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Necrons' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Worked examples' }).check();
    await page.getByRole('radio', { name: 'Deep' }).check();
    await page.getByRole('radio', { name: 'Active' }).check();
    // Leave mid-way and come back: the saved steps are kept.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Step 4 of 5/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Worked examples' }).check();
    await page.getByRole('radio', { name: 'Deep' }).check();
    await page.getByRole('radio', { name: 'Active' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Weekly' }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please read and accept the privacy notice to finish.');
    await page.getByRole('checkbox', { name: /I have read how Muster uses my answers/ }).check();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();

    await page.getByRole('button', { name: `Account menu for cmdr_${unique}` }).click();
    await expect(page.getByRole('menuitem', { name: /Subscription/ })).toContainText('free');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('sign-up form errors are clear and nothing is lost', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('E-mail address').fill('not-an-email');
    await page.getByLabel('Username').fill('x');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('Use 3–30 letters, digits, dots or underscores.')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('x');

    await page.getByLabel('E-mail address').fill('player1@muster.example');
    await page.getByLabel('Username').fill('someone_else');
    await page.getByLabel('Password').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email address already exists. Please try logging in.',
    );
  });

  test('a wrong password says "Invalid login credentials"', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill('player2@muster.example');
    await page.getByLabel('Password').fill('definitely wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  });

  test('a guarded page sends you to sign in and back again', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.getByLabel('E-mail address').fill('player2@muster.example');
    await page.getByLabel('Password').fill('muster-player-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('an expired session is explained on the sign-in page', async ({ page }) => {
    await page.goto('/login?reason=session_expired');
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});

test('a player opening /admin lands on /unauthorized, and sees no admin navigation', async ({
  page,
  isMobile,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(
    page.getByText('You do not have the necessary permissions to access this page.'),
  ).toBeVisible();
  if (!isMobile) await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  const api = await page.request.get('/api/me');
  expect((await api.json()).user.role).toBe('user');
});

test.describe('as a super user', () => {
  test.use({ storageState: storageStatePath('superUser') });

  test('the sidebar shows the administration section', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop sidebar');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Admin Dashboard', 'Users', 'Content', 'Published Content', 'Content Ingestion']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('admin pages open but super-user pages do not', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.goto('/content-ingestion');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
