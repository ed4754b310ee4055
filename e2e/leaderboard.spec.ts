import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedOut, signUpApiPlayer, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';
import { appList } from './support/roster-lists';

test.use({ storageState: signedOut });

type Player = { request: APIRequestContext; headers: Record<string, string>; username: string; id: string };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** An API-only player with the Necrons list saved, entered in the event with it. */
async function enteredPlayer(
  requests: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> },
  baseURL: string | undefined,
  prefix: string,
  eventId: string,
): Promise<Player> {
  const player = await signUpApiPlayer(requests, baseURL, prefix);
  const { request, headers } = player;
  const id = (await (await request.get('/api/me', { headers })).json()).user.id as string;
  const parsed = await (
    await request.post('/api/rosters/parse', {
      data: appList,
      headers: { ...headers, 'content-type': 'text/plain' },
    })
  ).json();
  const saved = await request.post('/api/rosters', {
    data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
    headers,
  });
  expect(saved.ok()).toBe(true);
  const base = `/api/tournaments/${eventId}`;
  expect((await request.post(`${base}/registration`, { headers, data: {} })).ok()).toBe(true);
  const listed = await request.put(`${base}/list`, { headers, data: { rosterId: (await saved.json()).id } });
  expect(listed.status()).toBe(200);
  return { ...player, id };
}

/**
 * A one-game public event is played to the end through the API; the organiser opens the
 * Leaderboard from the navigation, narrows it to that game's players, and opens the winner's page.
 */
test('the leaderboard ranks a finished event and links to the player page', async ({
  page,
  baseURL,
  playwright,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const { headers } = await signUpFresh(page, baseURL, 'lb_to');
  const event = await createEventViaApi(page, headers, { name: `Ladder Open ${Date.now().toString(36)}` });
  const base = `/api/tournaments/${event.id}`;
  const winner = await enteredPlayer(playwright.request, baseURL, 'lb_win', event.id);
  const loser = await enteredPlayer(playwright.request, baseURL, 'lb_lose', event.id);
  const game = (await (await page.request.post(`${base}/rounds`, { headers, data: {} })).json()).games[0];
  const sides = new Map([
    [winner, { myVp: 72, opponentVp: 55 }],
    [loser, { myVp: 55, opponentVp: 72 }],
  ]);
  for (const [player, score] of sides) {
    const reported = await player.request.post(`${base}/games/${game.id}/report`, {
      headers: player.headers,
      data: score,
    });
    expect(reported.ok()).toBe(true);
  }
  expect((await page.request.post(`${base}/rounds/1/close`, { headers, data: { force: false } })).ok()).toBe(
    true,
  );

  // From the navigation: the sidebar on a desktop, the More options sheet on a phone.
  await page.goto('/dashboard');
  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Quick access' })
      .getByRole('button', { name: 'More options' })
      .click();
    await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Leaderboard' })
      .click();
  }
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();

  // One game each is below the default minimum of three; the filters bring them in.
  await page.getByLabel('Minimum games').selectOption('1');
  await page.getByLabel('Faction').selectOption('Necrons');
  await page.getByLabel('Period').selectOption('3m');
  await expect(page).toHaveURL(/faction=Necrons/);
  const board = page.getByTestId('leaderboard');
  // 1500 each, the winner takes 16: 1516 and 1484.
  const winnerRow = board.getByRole('row').filter({ hasText: winner.username });
  await expect(winnerRow).toContainText('1516');
  await expect(board.getByRole('row').filter({ hasText: loser.username })).toContainText('1484');
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await winnerRow.getByRole('link', { name: winner.username }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${winner.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: winner.username })).toBeVisible();
  const history = page.getByRole('list', { name: 'Event history' });
  await expect(history.getByRole('listitem').filter({ hasText: event.name })).toContainText('1st of 2');
  await expect(history.getByRole('listitem').filter({ hasText: event.name })).toContainText('1–0–0');
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await history.getByRole('link', { name: event.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tournament/${event.id}$`));
});

test('a signed-out visitor sees the leaderboard, and an unknown player is not found', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByLabel('Minimum games')).toHaveValue('3');
  await page.goto('/players/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Player not found' })).toBeVisible();
  await expect(page.getByText('No player with that id has played in a finished public event.')).toBeVisible();
  await page.goto('/players/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Player not found' })).toBeVisible();
});
