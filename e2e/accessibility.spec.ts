import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

const shellPages = [
  '/dashboard',
  '/library',
  '/settings',
  '/rosters',
  '/unauthorized',
  '/no-such-page',
  '/login',
];

for (const path of shellPages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}

test.describe('as an admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('/ui-demo has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/ui-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'UI Kit' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test('the open mobile drawer and the light theme pass axe too', async ({ page, isMobile }) => {
  await page.addInitScript(() =>
    localStorage.setItem('aow_selectedTheme', JSON.stringify({ version: '1.0', data: 'standard-light' })),
  );
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The drawer loads on first use: check it once it is there.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  }
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
