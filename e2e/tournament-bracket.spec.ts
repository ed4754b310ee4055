import { type APIRequestContext, expect, test } from '@playwright/test';
import { signedOut, signUpApiPlayer, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';

test.use({ storageState: signedOut });

type Player = { request: APIRequestContext; headers: Record<string, string>; username: string };
type Game = { id: string; table: number; a: { username: string }; b: { username: string } | null };

test('the organiser swaps two players by hand, then the top cut is played to a champion', async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const { headers } = await signUpFresh(page, baseURL, 'cut_to');
  const event = await createEventViaApi(page, headers, {
    name: `Bracket Night ${Date.now().toString(36)}`,
    roundMinutes: 90,
    topCut: 2,
  });
  const players: Player[] = [];
  for (const prefix of ['cut_a', 'cut_b', 'cut_c', 'cut_d']) {
    const player = await signUpApiPlayer(playwright.request, baseURL, prefix);
    await player.request.post(`/api/tournaments/${event.id}/registration`, {
      headers: player.headers,
      data: {},
    });
    players.push(player);
  }
  const byName = (name: string | undefined) => {
    const found = players.find((p) => p.username === name);
    if (!found) throw new Error(`no player ${name}`);
    return found;
  };
  const latestGames = async (): Promise<Game[]> =>
    (await (await page.request.get(`/api/tournaments/${event.id}/rounds`)).json()).rounds.at(-1).games;
  /** Side A wins each game; side B confirms. */
  const playAll = async () => {
    for (const game of await latestGames()) {
      const url = `/api/tournaments/${event.id}/games/${game.id}`;
      const a = byName(game.a.username);
      const b = byName(game.b?.username);
      expect(
        (
          await a.request.post(`${url}/report`, { headers: a.headers, data: { myVp: 75, opponentVp: 50 } })
        ).ok(),
      ).toBe(true);
      expect((await b.request.post(`${url}/confirm`, { headers: b.headers })).ok()).toBe(true);
    }
  };

  await page.goto(`/tournament/${event.id}/manage`);
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const rounds = page.getByRole('region', { name: 'Rounds' });
  await expect(rounds.getByText('Round 1 (paired)')).toBeVisible();

  // Swap table 1's first player with table 2's first player.
  const [table1, table2] = await latestGames();
  const swap = page.getByRole('form', { name: 'Swap players in round 1' });
  await swap.getByLabel('Swap', { exact: true }).selectOption({ label: `${table1?.a.username} (table 1)` });
  await swap.getByLabel('with', { exact: true }).selectOption({ label: `${table2?.a.username} (table 2)` });
  await swap.getByRole('button', { name: 'Swap players' }).click();
  await expect(rounds.getByRole('row').nth(1)).toContainText(`${table2?.a.username}${table1?.b?.username}`);
  const swapped = await latestGames();
  expect(swapped[0]?.a.username).toBe(table2?.a.username);
  expect(swapped[1]?.a.username).toBe(table1?.a.username);

  await playAll();
  await page.getByRole('button', { name: 'Close round 1' }).click();
  await page.getByRole('button', { name: 'Pair the Final' }).click();
  await expect(rounds.getByText('Final (paired)')).toBeVisible();
  await expect(swap).toHaveCount(0);
  const [final] = await latestGames();
  // Both finalists won their Swiss game.
  expect([final?.a.username, final?.b?.username].sort()).toEqual(
    [swapped[0]?.a.username, swapped[1]?.a.username].sort(),
  );
  await playAll();
  await page.getByRole('button', { name: 'Close round 2' }).click();
  await expect(page.getByText('Completed').first()).toBeVisible();

  await page.goto(`/tournament/${event.id}`);
  await expect(page.getByTestId('champion')).toHaveText(`Champion: ${final?.a.username}`);
  const bracket = page.getByRole('region', { name: 'Top cut' });
  await expect(bracket.getByRole('list', { name: 'Final, table 1' })).toContainText('75');
  await expect(page.getByRole('heading', { name: 'Swiss standings' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  for (const player of players) await player.request.dispose();
});
