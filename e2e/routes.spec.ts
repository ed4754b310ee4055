import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { routeHeadings } from './support/route-headings';

// A super user may open every screen, so each route shows its own heading.
test.use({ storageState: storageStatePath('superUser') });

for (const [path, heading] of routeHeadings) {
  test(`${path} shows "${heading}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    // Issue 19: nothing on any screen pushes a phone sideways (the mobile project is 390×844).
    await page.waitForLoadState('networkidle');
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${path} is ${scroll}px wide on a ${client}px screen`).toBeLessThanOrEqual(client);
  });
}
