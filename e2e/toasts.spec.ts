import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';

// The toast buttons are on the UI kit page, a developer page for admins.
test.use({ storageState: storageStatePath('admin') });

test('at most five toasts show, newest wait their turn, and sticky ones stay', async ({ page }) => {
  // A controlled clock: the toasts' 5 s are run through rather than waited out (twice over).
  await page.clock.install();
  await page.goto('/ui-demo');
  await page.getByRole('button', { name: 'Sticky warning' }).click();
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Info toast' }).click();
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(5);
  const sticky = toasts.filter({ hasText: 'Result disputed by your opponent.' });
  const info = toasts.filter({ hasText: 'Round 3 starts' });
  await expect(sticky).toHaveAttribute('role', 'alert');
  await expect(info.first()).toHaveAttribute('role', 'status');
  // Default toasts close after 5 s: the four shown go, and the two that waited take their turn…
  await page.clock.runFor(5_000);
  await expect(info).toHaveCount(2);
  // …for 5 s of their own. The sticky one remains.
  await page.clock.runFor(5_000);
  await expect(info).toHaveCount(0);
  await expect(sticky).toBeVisible();
  await sticky.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toasts).toHaveCount(0);
});

test('toasts sit top-right and are remembered in the notifications panel', async ({ page, isMobile }) => {
  await page.goto('/ui-demo');
  await page.getByRole('button', { name: 'Success toast' }).click();
  const toast = page.getByTestId('toast').first();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 24);
  expect(box.y).toBeLessThan(isMobile ? 120 : 160);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByRole('dialog').getByText('List saved.')).toBeVisible();
});
