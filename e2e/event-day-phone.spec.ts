import { expect, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';
import { appList, saveRosterViaApi } from './support/roster-lists';

test.use({ storageState: signedOut });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * Issue 17, event day on a phone (the mobile project runs this at 390×844): a player checks
 * themself in, sees their game card first, reports; the opponent confirms; standings update live;
 * nothing scrolls sideways.
 */
test('event day: self check-in, your game first, report and confirm, live standings', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const { headers } = await signUpFresh(page, baseURL, 'day_to');
  // Ties broken on BCP's Points Destroyed: the report asks for them.
  const event = await createEventViaApi(page, headers, {
    name: `Game Day ${Date.now().toString(36)}`,
    tiebreakers: ['points-destroyed', 'vp-total'],
  });
  const base = `/api/tournaments/${event.id}`;

  // Each list is played with a Force Disposition: the missions and layout follow from the two.
  const join = async (prefix: string, forceDisposition: string) => {
    const context = await browser.newContext({ storageState: signedOut });
    const player = await context.newPage();
    const { headers: own } = await signUpFresh(player, baseURL, prefix);
    await player.request.post(`${base}/registration`, { headers: own, data: {} });
    const rosterId = await saveRosterViaApi(player, own, appList);
    const list = await player.request.put(`${base}/list`, {
      headers: own,
      data: { rosterId, forceDisposition },
    });
    expect(list.status()).toBe(200);
    return { context, player, headers: own };
  };
  const first = await join('day_a', 'purge-the-foe');
  const second = await join('day_b', 'reconnaissance');

  // The organiser opens check-in; the first player checks in from the card at the top.
  expect(
    (await page.request.post(`${base}/check-in-window`, { headers, data: { open: true } })).status(),
  ).toBe(200);
  await first.player.goto(`/tournament/${event.id}`);
  const checkIn = first.player.getByRole('button', { name: 'Check in' });
  await expect(checkIn).toBeVisible();
  expect((await checkIn.boundingBox())?.y ?? 9_999).toBeLessThan(844);
  await checkIn.click();
  await expect(first.player.getByTestId('checked-in')).toHaveText('Checked in ✓');
  expect(await noSidewaysScroll(first.player)).toBe(true);
  await second.player.request.post(`${base}/check-in`, { headers: second.headers, data: {} });

  // Pair and start the round: each player's game card is the first thing on the page.
  await page.request.post(`${base}/rounds`, { headers, data: {} });
  await page.request.post(`${base}/rounds/1/start`, { headers, data: {} });
  await first.player.reload();
  await second.player.goto(`/tournament/${event.id}`);
  for (const { player } of [first, second]) {
    const card = player.getByRole('heading', { name: 'Your game' });
    await expect(card).toBeVisible();
    const cardTop = (await card.boundingBox())?.y ?? 9_999;
    const pairingsTop = (await player.getByRole('heading', { name: 'Pairings' }).boundingBox())?.y ?? 0;
    expect(cardTop).toBeLessThan(pairingsTop);
    expect(cardTop).toBeLessThan(844);
    await expect(player.getByTestId('round-clock')).toBeVisible();
  }
  // The missions as the matchup grid deals them, and round 1's Battlemaster card for the pair.
  const setup = first.player.getByTestId('game-setup');
  await expect(setup).toContainText('Your missionConsecrate (Purge the Foe)');
  await expect(setup).toContainText('Triangulation (Reconnaissance)');
  await expect(setup).toContainText('LayoutPurge vs Recon 01 · Hammer and Anvil');
  await expect(second.player.getByTestId('game-setup')).toContainText(
    'Your missionTriangulation (Reconnaissance)',
  );
  expect(((await setup.boundingBox())?.y ?? 9_999) + 100).toBeLessThan(844);
  await first.player.getByText('Show the table').click();
  await expect(first.player.getByRole('figure', { name: /Terrain layout Purge vs Recon 01/ })).toBeVisible();
  expect(await noSidewaysScroll(first.player)).toBe(true);

  await first.player.getByLabel('Your victory points').fill('70');
  await first.player
    .getByLabel(/victory points$/)
    .last()
    .fill('45');
  // The split is checked against the missions' caps: 50 primary is more than Consecrate allows.
  await first.player.getByText('Primary and secondary (optional)').click();
  await expect(first.player.getByText('Consecrate: primary up to 45, secondary up to 45.')).toBeVisible();
  await first.player.getByLabel('Your primary').fill('50');
  await first.player.getByLabel('Your secondary').fill('15');
  await first.player
    .getByLabel(/s primary$/)
    .last()
    .fill('30');
  await first.player
    .getByLabel(/s secondary$/)
    .last()
    .fill('15');
  await first.player.getByRole('button', { name: 'Report result' }).click();
  await expect(first.player.getByText("Your primary VP (50) is over Consecrate's cap of 45.")).toBeVisible();
  await first.player.getByLabel('Your primary').fill('45');
  await first.player.getByLabel('Your secondary').fill('20');
  // Points Destroyed: both or neither.
  await first.player.getByLabel('Army points you destroyed').fill('800');
  await expect(first.player.getByText('Fill in both, or leave both empty.')).toBeVisible();
  await expect(first.player.getByRole('button', { name: 'Report result' })).toBeDisabled();
  await first.player.getByLabel(/^Army points day_b_\S+ destroyed$/).fill('450');
  expect(await noSidewaysScroll(first.player)).toBe(true);
  await first.player.getByRole('button', { name: 'Report result' }).click();
  await expect(second.player.getByTestId('my-result')).toContainText(
    /reported: you 45, them 70\. Points destroyed: you 450, day_a_\S+ 800\./,
  );
  await second.player.getByRole('button', { name: 'Confirm result' }).click();
  await expect(second.player.getByTestId('my-result')).toContainText('(Primary 30, secondary 15 for you.)');
  await page.request.post(`${base}/rounds/1/close`, { headers, data: { force: false } });

  // The first player's standings filled in without a reload.
  const standings = first.player.getByTestId('standings');
  await expect(standings.getByRole('row').nth(1)).toContainText(
    /day_a_\S+ · you\s*Necrons\s*1–0–0\s*3\s*800/,
  );
  await expect(standings.getByRole('columnheader', { name: /Pts destr/ })).toBeVisible();
  // The phone shows the first tiebreaker, and says the whole order under the table.
  await expect(first.player.getByTestId('tiebreak-order')).toContainText(
    /^Equal points are split by .+, then the random draw made for round 1\.$/,
  );
  expect(await noSidewaysScroll(first.player)).toBe(true);
  expect(await seriousAccessibilityViolations(first.player)).toEqual([]);
  await first.context.close();
  await second.context.close();
});
