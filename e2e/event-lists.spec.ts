import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { bcpPlayersPage } from './support/bcp-players';
import { createEventViaApi } from './support/events';

test.use({ storageState: signedOut });

/**
 * A Grand Tournament's event page: 120 players imported from a BCP players file. The pairings (60
 * games) and standings (120 rows) draw only the rows on screen, yet the page is as tall as the
 * whole lists, searching finds any player, and scrolling reaches the last table.
 */
test('a large event’s pairings and standings: windowed, searchable, every row reachable', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { headers } = await signUpFresh(page, baseURL, 'lists_to');
  const event = await createEventViaApi(page, headers, {
    name: `Big GT ${Date.now().toString(36)}`,
    rounds: 3,
    scoringPresetId: 'bcp-wins',
  });
  const imported = await page.request.post(`/api/tournaments/${event.id}/import/bcp`, {
    headers,
    data: { files: [{ name: 'players.json', text: bcpPlayersPage(120) }] },
  });
  expect(imported.status()).toBe(200);

  await page.goto(`/tournament/${event.id}`);
  const pairings = page.getByTestId('pairings');
  await expect(pairings.getByText('Player G001')).toBeVisible();
  // Windowed: far fewer game rows drawn than the 60 games, the page still as tall as all of them.
  const drawn = await pairings.locator('tbody tr:not([aria-hidden])').count();
  expect(drawn).toBeGreaterThan(3);
  expect(drawn).toBeLessThan(40);
  await expect(pairings).toHaveAttribute('aria-rowcount', '61');

  // Search finds a player whose row is not drawn, and says how many games match.
  const search = page.getByRole('searchbox', { name: /Find a player or table/ });
  await search.fill('G117');
  await expect(pairings.locator('tbody tr:not([aria-hidden])')).toHaveCount(1);
  await expect(pairings.getByText('Player G117')).toBeVisible();
  await search.fill('');
  await expect(pairings.getByText('Player G001')).toBeVisible();

  // Scrolling down draws the last table's row.
  await pairings.getByText('Player G001').scrollIntoViewIfNeeded();
  for (let i = 0; i < 60 && !(await pairings.getByText('Player G119').isVisible()); i += 1)
    await page.mouse.wheel(0, 600);
  await expect(pairings.getByText('Player G119')).toBeVisible();

  // The standings, under the pairings, are drawn as they come near, also windowed.
  await page.getByRole('heading', { name: 'Standings' }).scrollIntoViewIfNeeded();
  const standings = page.getByTestId('standings');
  await expect(standings.getByRole('row').nth(1)).toBeVisible();
  expect(await standings.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(60);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
