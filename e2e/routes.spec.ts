import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { routeHeadings } from './support/route-headings';

// A super user may open every screen, so each route shows its own heading. One page visits them
// all, a step each (reported by path): a fresh browser context per route cost 2-3 s of set-up
// apiece, about three minutes of the suite for 69 routes on two screen sizes.
test.use({ storageState: storageStatePath('superUser') });

test('every route shows its own heading and fits the screen', async ({ page }) => {
  test.setTimeout(routeHeadings.length * 10_000);
  for (const [path, heading] of routeHeadings) {
    await test.step(`${path} shows "${heading}"`, async () => {
      await page.goto(path);
      await expect.soft(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      // Issue 19: nothing on any screen pushes a phone sideways (the mobile project is 390×844).
      await page.waitForLoadState('networkidle');
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect.soft(scroll, `${path} is ${scroll}px wide on a ${client}px screen`).toBeLessThanOrEqual(client);
    });
  }
});
