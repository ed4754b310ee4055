import { expect, test } from '@playwright/test';

// Battery modes set the motion level themselves; the rest of the suite runs with motion reduced.
test.use({ reducedMotion: 'no-preference' });

test('battery modes apply only while tournament mode is on', async ({ page }) => {
  await page.goto('/settings');
  const html = page.locator('html');
  const maximum = page.getByRole('radio', { name: /Maximum/ });
  await expect(maximum).toBeDisabled();

  await page.getByRole('switch', { name: 'Tournament mode' }).click();
  await expect(maximum).toBeEnabled();
  await page.getByRole('radio', { name: /Optimized/ }).check();
  await expect(html).toHaveAttribute('data-motion', 'reduced');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--motion-scale'))).toBe(
    '0.5',
  );

  await maximum.check();
  await expect(html).toHaveAttribute('data-motion', 'none');

  await page.getByRole('switch', { name: 'Tournament mode' }).click();
  await expect(html).toHaveAttribute('data-motion', 'full');
  await page.reload();
  await expect(page.getByRole('radio', { name: /Maximum/ })).toBeChecked();
  await expect(html).toHaveAttribute('data-motion', 'full');
});

test('the current match is the in-progress one, else the first upcoming of the current round', async ({
  page,
  isMobile,
}) => {
  // The server's view of the player's event, shaped to exercise the rule.
  await page.route('**/api/tournaments/my-active', (route) =>
    route.fulfill({
      json: {
        active: {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Winter GT',
          currentRound: 2,
          opponents: [{ id: 'p2' }],
          matches: [
            { id: 'm1', status: 'completed', roundNumber: 1 },
            { id: 'm3', status: 'upcoming', roundNumber: 3, table: '9' },
            { id: 'm2', status: 'upcoming', roundNumber: 2, table: '4' },
          ],
        },
      },
    }),
  );
  await page.addInitScript(() =>
    localStorage.setItem('aow_tournamentMode', JSON.stringify({ version: '1.0', data: true })),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Winter GT')).toBeVisible();
  await expect(page.getByText(/Round 2, table 4/).first()).toBeVisible();
  const chip = page.getByTestId('tournament-mode-chip');
  // The phone's top bar has the compact chip ("R2 · T4"), its full wording for screen readers.
  await expect(chip).toHaveText(isMobile ? 'R2 · T4Round 2, table 4' : 'Round 2, table 4');
  await expect(chip).toHaveAttribute('href', '/tournament/00000000-0000-4000-8000-000000000001');
});

test('tournament mode turns on by itself while the player has a live game, unless they say not to', async ({
  page,
}) => {
  await page.route('**/api/tournaments/my-active', (route) =>
    route.fulfill({
      json: {
        active: {
          id: '00000000-0000-4000-8000-000000000002',
          name: 'Spring GT',
          currentRound: 1,
          opponents: [{ id: 'p2' }],
          matches: [{ id: 'm1', status: 'in-progress', roundNumber: 1, table: '3' }],
        },
      },
    }),
  );
  await page.goto('/settings');
  await expect(page.getByTestId('tournament-mode-chip')).toBeVisible();
  await expect(page.getByText('On now, for your live event.')).toBeVisible();
  await page.getByRole('switch', { name: 'Turn on by itself during my events' }).click();
  await expect(page.getByTestId('tournament-mode-chip')).toHaveCount(0);
});
