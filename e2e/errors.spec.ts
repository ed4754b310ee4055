import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';

// The buttons that throw are on the UI kit page, a developer page for admins.
test.describe('on the UI kit page', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('a component error is contained in its panel, with Copy Details', async ({
    page,
    context,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/ui-demo');
    await page.getByRole('button', { name: 'Throw in a component' }).click();
    await expect(page.getByRole('heading', { name: 'Component Error' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'UI Kit' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy Details' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Error details copied to clipboard' }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Code: RENDER_ERROR_COMPONENT');
  });

  test('a page error shows the route boundary inside the shell, and Dashboard leaves it', async ({
    page,
  }) => {
    await page.goto('/ui-demo');
    await page.getByRole('button', { name: 'Throw in the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Route Error' })).toBeVisible();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Error in /ui-demo: Deliberate route failure' }),
    ).toBeVisible();
    for (const name of ['Try Again', 'Go Back', 'Dashboard'])
      await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await page.getByRole('button', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
  });
});

test('an unhandled rejection shows the full-page Application Error', async ({ page }) => {
  await page.goto('/dashboard');
  // The global handlers are installed just before the app first renders: wait for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new Error('Deliberate unhandled rejection'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Application Error' })).toBeVisible();
  await expect(page.getByText('Deliberate unhandled rejection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
});

test('a failing content request shows the spec message and an HTTP error toast with Retry', async ({
  page,
}) => {
  await page.route('**/api/acts/published', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/library');
  await expect(page.getByText('Failed to fetch published content: 500 Internal Server Error')).toBeVisible({
    timeout: 15_000,
  });
  const toast = page.getByTestId('toast').filter({ hasText: 'HTTP 500: Internal Server Error' }).first();
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a malformed content reply is reported as invalid data', async ({ page }) => {
  await page.route('**/api/acts/published', (route) => route.fulfill({ json: { items: [] } }));
  await page.goto('/library');
  await expect(page.getByText('Invalid data format received for published content')).toBeVisible({
    timeout: 15_000,
  });
});

test('an unknown library article says which id was not found', async ({ page }) => {
  await page.goto('/library?content=00000000-0000-0000-0000-000000000000');
  await expect(
    page.getByText('Content with ID 00000000-0000-0000-0000-000000000000 not found.'),
  ).toBeVisible();
});

test('tracked errors are reported to the server in a batch after 60 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/dashboard');
  // The tracker and its fetch monitor start with the app: wait for it before causing an error.
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
  await page.evaluate(() => fetch('/api/definitely-missing').catch(() => undefined));
  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/errors') && request.method() === 'POST',
  );
  await page.clock.fastForward(61_000);
  const body = (await report).postDataJSON() as { errors: { code: string }[] };
  expect(body.errors.map((error) => error.code)).toContain('HTTP_404');
});
