import { expect, test } from '@playwright/test';

for (const [path, api, title] of [
  ['/profile', '**/api/profile', 'Your profile could not be loaded'],
  ['/subscription', '**/api/subscription', 'Your subscription could not be loaded'],
] as const) {
  test(`${path} explains a failed load and retries`, async ({ page }) => {
    let fail = true;
    await page.route(api, (route) =>
      fail
        ? route.fulfill({ status: 503, json: { error: { code: 'X', message: 'down' } } })
        : route.continue(),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeHidden();
  });
}
