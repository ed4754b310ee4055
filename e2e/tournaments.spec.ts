import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';
import { appList } from './support/roster-lists';

test.use({ storageState: signedOut });

test('an organiser creates an event, a player registers, the organiser checks them in; spectators can read it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUpFresh(page, baseURL, 'organiser');
  const name = `Muster Open ${Date.now().toString(36)}`;

  await page.goto('/tournament/create');
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByRole('alert')).toHaveText('The event needs a name of at least 3 characters.');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Venue').fill('Drill Hall, York');
  await page.getByLabel('Player cap (empty: no cap)').fill('8');
  await expect(page.getByText('Suggested for 8 players: 3 (one undefeated player).')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Nobody has registered yet.')).toBeVisible();
  const eventUrl = page.url().replace(/\/manage$/, '');

  const playerContext = await browser.newContext({ storageState: signedOut });
  const player = await playerContext.newPage();
  await signUpFresh(player, baseURL, 'entrant');
  await player.goto('/tournaments');
  await player.getByLabel('Search by name or venue').fill(name);
  await player.getByRole('link', { name }).click();
  await expect(player.getByText('0 / 8 players')).toBeVisible();
  await player.getByLabel('Club or team (optional)').fill('York Wargamers');
  await player.getByRole('button', { name: 'Register' }).click();
  await expect(player.getByText('Confirmed')).toBeVisible();
  await expect(player.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  expect(await seriousAccessibilityViolations(player)).toEqual([]);

  await page.reload();
  const row = page.getByRole('row', { name: /entrant_/ });
  await expect(row.getByText('York Wargamers')).toBeVisible();
  await row.getByRole('button', { name: /^Check in/ }).click();
  await expect(row.getByRole('cell', { name: 'Yes' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const spectator = await browser.newContext({ storageState: signedOut });
  const view = await spectator.newPage();
  await view.goto(eventUrl);
  await expect(view.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(view.getByText('1 / 8 players')).toBeVisible();
  await expect(view.getByText(/Sign in\s+to register\./)).toBeVisible();
  await view.goto(`${eventUrl}/manage`);
  await expect(view).toHaveURL(/\/login/);
  await playerContext.close();
  await spectator.close();
});

test('a round played live: pair, start the clock, report, confirm; standings update without reloading', async ({
  page,
  baseURL,
  browser,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const { headers } = await signUpFresh(page, baseURL, 'round_to');
  const event = await createEventViaApi(page, headers, {
    name: `Live Round ${Date.now().toString(36)}`,
    listsPublishAt: new Date(Date.now() - 60_000).toISOString(),
  });

  const join = async (prefix: string) => {
    const context = await browser.newContext({ storageState: signedOut });
    // Players keep tournament mode on: the header shows their table.
    await context.addInitScript(() =>
      localStorage.setItem('aow_tournamentMode', JSON.stringify({ version: '1.0', data: true })),
    );
    const player = await context.newPage();
    const { headers: own } = await signUpFresh(player, baseURL, prefix);
    await player.request.post(`/api/tournaments/${event.id}/registration`, { headers: own, data: {} });
    const parsed = await (
      await player.request.post('/api/rosters/parse', {
        data: appList,
        headers: { ...own, 'content-type': 'text/plain' },
      })
    ).json();
    await player.request.post('/api/rosters', {
      headers: own,
      data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
    });
    await player.goto(`/tournament/${event.id}`);
    await expect(player.getByTestId('live-status')).toHaveText(/^Live/);
    return { context, player };
  };
  const first = await join('round_a');
  const second = await join('round_b');
  const watcher = await browser.newContext({ storageState: signedOut });
  const spectator = await watcher.newPage();
  await spectator.goto(`/tournament/${event.id}`);
  await expect(spectator.getByTestId('live-status')).toHaveText(/^Live/);

  // Lists: submitted from the event page, approved by the organiser, readable once published.
  await first.player.getByRole('button', { name: 'Submit list' }).click();
  await expect(first.player.getByTestId('my-list')).toContainText('Submitted');
  await expect(first.player.getByTestId('my-list')).not.toContainText('Fingerprint');
  await page.goto(`/tournament/${event.id}/manage`);
  const lists = page.getByRole('region', { name: 'Lists' });
  await lists.locator('summary', { hasText: /round_a_/ }).click();
  await lists.getByRole('button', { name: /^Approve round_a_/ }).click();
  await expect(first.player.getByTestId('my-list')).toContainText('Approved and locked');
  await expect(
    spectator.getByRole('region', { name: 'Lists' }).getByText(/round_a_\S+: Dynasty Test/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Pair round 1' }).click();
  await page.getByRole('button', { name: 'Start round 1 clock' }).click();
  await expect(page.getByTestId('round-clock')).toHaveText(/^1:59:\d\d$/);

  // Both players see their pairing and the clock without reloading.
  await expect(first.player.getByTestId('my-pairing')).toContainText(/table 1: against round_b_/);
  await expect(second.player.getByTestId('my-pairing')).toContainText(/table 1: against round_a_/);
  await expect(first.player.getByTestId('round-clock')).toBeVisible();
  // Tournament mode is on by itself for a player with a live game: on a phone, in the top bar.
  await expect(first.player.getByTestId('tournament-mode-chip')).toContainText(
    isMobile ? 'R1 · T1' : 'Round 1, table 1',
  );
  // round_b reads round_a's published list from their game card; round_b sent none.
  await expect(second.player.getByTestId('opponent-list')).toContainText("Opponent's list: Dynasty Test");
  await expect(first.player.getByTestId('opponent-list')).toHaveCount(0);

  await first.player.getByLabel('Your victory points').fill('82');
  await first.player
    .getByLabel(/victory points$/)
    .last()
    .fill('61');
  await first.player.getByRole('button', { name: 'Report result' }).click();
  await expect(first.player.getByTestId('my-result')).toContainText('You reported 82–61');

  await expect(second.player.getByTestId('my-result')).toContainText('reported: you 61, them 82.');
  expect(await seriousAccessibilityViolations(second.player)).toEqual([]);
  await second.player.getByRole('button', { name: 'Confirm result' }).click();
  await expect(second.player.getByTestId('my-result')).toContainText('Result confirmed: you 61');

  await page.getByRole('button', { name: 'Close round 1' }).click();
  await expect(page.getByText('Completed')).toBeVisible();

  // The spectator's standings filled in as it happened.
  const standings = spectator.getByTestId('standings');
  await expect(standings.getByRole('row').nth(1)).toContainText(/round_a_\S+\s*1–0–0\s*3/);
  expect(await seriousAccessibilityViolations(spectator)).toEqual([]);
  await first.context.close();
  await second.context.close();
  await watcher.close();
});

test('an organiser cancels an event only after confirming', async ({ page, baseURL }) => {
  const { headers } = await signUpFresh(page, baseURL, 'cancel_to');
  const event = await createEventViaApi(page, headers, { name: `Called Off ${Date.now().toString(36)}` });
  await page.goto(`/tournament/${event.id}/manage`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel ${event.name}?` });
  // The dialog (fetched when first opened) takes focus, and gives it back to its button on close.
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel event' })).toBeFocused();
  await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await confirm.getByRole('button', { name: 'Cancel the event' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);
});
