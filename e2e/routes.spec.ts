import { expect, test } from '@playwright/test';
import { routeHeadings } from './support/route-headings';

for (const [path, heading] of routeHeadings) {
  test(`${path} shows "${heading}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  });
}
