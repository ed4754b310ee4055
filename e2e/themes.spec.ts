import { expect, type Page, test } from '@playwright/test';

const validTheme = {
  name: 'night-raid',
  label: 'Night Raid',
  basedOn: 'standard-dark',
  colors: {
    bgPrimary: '#050505',
    bgSecondary: '#111111',
    accentPrimary: '#ff4d4d',
    accentSecondary: '#ffd166',
    textPrimary: '#f5f5f5',
    textSecondary: '#c8c8c8',
  },
};

// Motion is reduced for every other spec (playwright.config.ts); these check the animation itself.
test.use({ reducedMotion: 'no-preference' });

async function importJson(page: Page, json: string) {
  await page.getByLabel('Theme JSON').fill(json);
  await page.getByRole('button', { name: 'Import theme' }).click();
}

test('switching theme applies its tokens, animates for 300 ms and survives a reload', async ({ page }) => {
  // A controlled clock, so the 300 ms window is checked exactly rather than timed on a busy machine.
  await page.clock.install();
  await page.goto('/settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'quantum-field');
  const standardLight = page.getByRole('radio', { name: 'Standard Light' });
  await expect(standardLight).toBeVisible(); // the page has loaded before time stops
  await page.clock.pauseAt(Date.now() + 60_000);
  await standardLight.check();
  await expect(html).toHaveAttribute('data-theme', 'standard-light');
  await expect(html).toHaveClass(/theme-transitioning/);
  await page.clock.runFor(299);
  await expect(html).toHaveClass(/theme-transitioning/);
  await page.clock.runFor(2);
  await expect(html).not.toHaveClass(/theme-transitioning/);
  await page.clock.resume();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(245, 247, 251)');
  const stored = await page.evaluate(() => localStorage.getItem('aow_selectedTheme'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ version: '1.0', data: 'standard-light' });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'standard-light');
});

test('a stored theme of another version is ignored', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('aow_selectedTheme', JSON.stringify({ version: '0.9', data: 'tactical-green' })),
  );
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'quantum-field');
});

test('importing a valid theme adds and applies it; exporting and deleting work', async ({ page }) => {
  await page.goto('/settings');
  await importJson(page, JSON.stringify(validTheme));
  await expect(
    page.getByRole('status').filter({ hasText: 'Theme "Night Raid" imported and applied.' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night-raid');
  await expect(page.getByRole('radio', { name: /Night Raid/ })).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Night Raid' }).click();
  expect((await download).suggestedFilename()).toBe('night-raid.theme.json');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night-raid');
  await page.getByRole('button', { name: 'Delete Night Raid' }).click();
  await expect(page.getByRole('radio', { name: /Night Raid/ })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'quantum-field');
});

test('each invalid theme gets its message', async ({ page }) => {
  await page.goto('/settings');
  const error = page.getByRole('alert').filter({ hasText: /theme/i });

  await importJson(page, '{ "name": "broken", ');
  await expect(error).toHaveText(/^Failed to import theme: /);

  await importJson(page, JSON.stringify({ colors: validTheme.colors }));
  await expect(error).toHaveText('Invalid theme format: missing name or colors');

  await importJson(page, JSON.stringify({ name: 'no-colours' }));
  await expect(error).toHaveText('Invalid theme format: missing name or colors');

  const { accentSecondary: _a, textSecondary: _t, ...partial } = validTheme.colors;
  await importJson(page, JSON.stringify({ name: 'partial', colors: partial }));
  await expect(error).toHaveText('Invalid theme format: missing colors: accentSecondary, textSecondary');

  await importJson(page, JSON.stringify(validTheme));
  await importJson(page, JSON.stringify({ ...validTheme, label: 'Again' }));
  await expect(error).toHaveText(
    'A theme named "night-raid" already exists. Rename it in the file and import it again.',
  );

  await importJson(page, JSON.stringify({ ...validTheme, name: 'Tactical-Green' }));
  await expect(error).toHaveText(/already exists/);
});

test('a built-in theme cannot be turned into a custom theme', async ({ page }) => {
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Tactical Green' }).click();
  const path = await (await download).path();
  await page.locator('input[type=file]').setInputFiles(path);
  await expect(page.getByRole('alert').filter({ hasText: /theme/i })).toHaveText(
    'Built-in themes cannot be turned into custom themes.',
  );
});

test('reduced motion turns animations off', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Reduce motion' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'none');
});
