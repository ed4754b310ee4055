import { expect, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';

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
  const event = await createEventViaApi(page, headers, { name: `Game Day ${Date.now().toString(36)}` });
  const base = `/api/tournaments/${event.id}`;

  const join = async (prefix: string) => {
    const context = await browser.newContext({ storageState: signedOut });
    const player = await context.newPage();
    const { headers: own } = await signUpFresh(player, baseURL, prefix);
    await player.request.post(`${base}/registration`, { headers: own, data: {} });
    return { context, player, headers: own };
  };
  const first = await join('day_a');
  const second = await join('day_b');

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

  await first.player.getByLabel('Your victory points').fill('70');
  await first.player
    .getByLabel(/victory points$/)
    .last()
    .fill('45');
  await first.player.getByRole('button', { name: 'Report result' }).click();
  await expect(second.player.getByTestId('my-result')).toContainText('reported: you 45, them 70.');
  await second.player.getByRole('button', { name: 'Confirm result' }).click();
  await page.request.post(`${base}/rounds/1/close`, { headers, data: { force: false } });

  // The first player's standings filled in without a reload.
  const standings = first.player.getByTestId('standings');
  await expect(standings.getByRole('row').nth(1)).toContainText(/day_a_\S+\s*1–0–0\s*3/);
  expect(await noSidewaysScroll(first.player)).toBe(true);
  expect(await seriousAccessibilityViolations(first.player)).toEqual([]);
  await first.context.close();
  await second.context.close();
});
