import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test.use({ storageState: storageStatePath('admin') });

test('an admin reads the dashboard and usage analytics week by week', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New users' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^New users: \d+ over 12 weeks/ })).toBeVisible();
  // The job queue every server shares: figures per kind (or none yet), read before axe looks.
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Background jobs by kind' })
      .or(page.getByText('No background jobs yet.')),
  ).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Period').selectOption('4');
  await expect(page).toHaveURL(/weeks=4/);
  await expect(page.getByRole('img', { name: /^New users: \d+ over 4 weeks/ })).toBeVisible();

  await page.goto('/admin/analytics?weeks=26');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Analytics' })).toBeVisible();
  const features = page.getByRole('region', { name: 'Feature usage' });
  await expect(features.getByRole('row', { name: /^Rosters saved/ })).toBeVisible();
  await expect(features.getByRole('row', { name: /^Community posts/ })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('an admin posts a site announcement that every page shows until dismissed, then clears it', async ({
  page,
  browser,
}) => {
  // The announcement is one site-wide setting: two projects changing it at once would race.
  test.skip(test.info().project.name !== 'desktop', 'site-wide setting: exercised once, on desktop');
  const text = `Scheduled maintenance ${Date.now().toString(36)}${test.info().project.name}`;
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Small-sample warning below (games)').fill('2');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The small-sample threshold must be between 5 and 1000 games.',
  );
  await page.getByRole('button', { name: 'Discard changes' }).click();

  await page.getByLabel('Shown above every page (leave empty for none)').fill(text);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Settings saved.' })).toBeVisible();

  const playerContext = await browser.newContext({ storageState: storageStatePath('player2') });
  const player = await playerContext.newPage();
  try {
    await player.goto('/dashboard');
    const banner = player.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText(text);
    await banner.getByRole('button', { name: 'Dismiss the announcement' }).click();
    await expect(banner).toHaveCount(0);
    await player.reload();
    await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(player.getByText(text)).toHaveCount(0);
  } finally {
    await page.getByLabel('Shown above every page (leave empty for none)').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    await playerContext.close();
  }
});
