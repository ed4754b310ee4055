import { expect, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';
import { appList, saveRosterViaApi } from './support/roster-lists';

// These specs are about the service worker, which the rest of the suite blocks.
test.use({ storageState: signedOut, serviceWorkers: 'allow' });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the companion installs: a valid manifest, icons and a service worker', async ({ page, request }) => {
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your game' })).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const reply = await request.get('/manifest.webmanifest');
  expect(reply.status()).toBe(200);
  const manifest = await reply.json();
  expect(manifest).toMatchObject({ start_url: '/mobile', display: 'standalone', short_name: 'Muster' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string }[]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

/**
 * Issue 19's proof: open the companion once online, lose the signal, and still open the lists'
 * datacards, the game card and the score tracker; track the game offline, reconnect, and find
 * the result report filled in for the opponent to confirm.
 */
test('game day with no signal: datacards, game card, tracked score sent on reconnect', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const organiser = await browser.newContext({ storageState: signedOut });
  const organiserPage = await organiser.newPage();
  const { headers } = await signUpFresh(organiserPage, baseURL, 'off_to');
  const event = await createEventViaApi(organiserPage, headers, {
    name: `Offline Open ${Date.now().toString(36)}`,
  });
  const base = `/api/tournaments/${event.id}`;
  const join = async (player: Page, prefix: string, forceDisposition: string) => {
    const { headers: own, username } = await signUpFresh(player, baseURL, prefix);
    await player.request.post(`${base}/registration`, { headers: own, data: {} });
    const rosterId = await saveRosterViaApi(player, own, appList);
    await player.request.put(`${base}/list`, { headers: own, data: { rosterId, forceDisposition } });
    return { headers: own, username };
  };
  const me = await join(page, 'off_me', 'purge-the-foe');
  const opponentPage = await (await browser.newContext({ storageState: signedOut })).newPage();
  const opponent = await join(opponentPage, 'off_op', 'reconnaissance');
  await organiserPage.request.post(`${base}/rounds`, { headers, data: {} });
  await organiserPage.request.post(`${base}/rounds/1/start`, { headers, data: {} });

  // Online once: the companion saves the copy for offline.
  await page.goto('/mobile');
  await expect(page.getByTestId('offline-copy')).toContainText('Saved at');
  await expect(page.getByTestId('offline-copy')).toContainText('1 list with datacards');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.goto('/mobile/rosters');
  await page.getByRole('link', { name: /pts/ }).first().click();
  await expect(page.getByTestId('companion-datacards')).toContainText('Overlord');
  // An ability's rules are a tap away, with no signal too.
  const rule = page.getByText('Each time an attack targets the unit, reduce the Damage of that attack by 1.');
  await expect(rule).toBeHidden();
  await page.getByText('Implacable Resilience').click();
  await expect(rule).toBeVisible();
  await page.goto('/mobile');
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline.");
  await expect(page.getByTestId('companion-pairing')).toContainText(`against ${opponent.username}`);
  await expect(page.getByTestId('game-setup')).toContainText('Consecrate (Purge the Foe)');
  expect(await noSidewaysScroll(page)).toBe(true);

  // The tracker's own tab offers the event game too.
  await page.goto('/mobile/tracker');
  await expect(page.getByTestId('tracker-event-game')).toContainText(
    `against ${opponent.username}: the result goes to the event when you finish.`,
  );
  await page.goto('/mobile');

  // Track the game offline: round 1 primary (3 VP, ticked from the card), round 2 a secondary.
  await page.getByRole('button', { name: 'Track this game' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`vs ${opponent.username}`);
  // With the mission cards drawn, the phone still knows it is offline.
  await expect(page.getByText(/End of your turn: 3 VP when 1\+ objectives tagged/)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page
    .getByText('End of your turn: 3 VP when 1+ objectives tagged consecrated (at most 2) [highest tier]')
    .click();
  await expect(page.getByTestId('primary-round-0')).toHaveText('3 VP this round');
  await page.getByRole('button', { name: 'Battle round: one more' }).click();
  await page.getByLabel('Draw a card').selectOption({ label: 'No Prisoners' });
  await page.getByRole('button', { name: 'Add to hand' }).click();
  // 2 VP per unit destroyed: 3 units would be 6, the tactical card caps it at 5.
  await page
    .getByRole('button', { name: /How many: .*2 VP per enemy unit destroyed this turn: one more/ })
    .click();
  await page
    .getByRole('button', { name: /How many: .*2 VP per enemy unit destroyed this turn: one more/ })
    .click();
  await page
    .getByRole('button', { name: /How many: .*2 VP per enemy unit destroyed this turn: one more/ })
    .click();
  await page.getByRole('button', { name: 'Score 5 VP' }).click();
  await expect(page.getByTestId('total-0')).toHaveText('8');
  await expect(page.getByTestId('total-1')).toHaveText('0');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expect(
    page.getByText(
      `Send 8–0 (primary 3, secondary 5 for you) as your result; ${opponent.username} confirms it.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Finish the game' }).click();
  await page.getByRole('button', { name: 'Send 8–0' }).click();
  await expect(page.getByTestId('tracker-finished')).toContainText('waiting to send');
  await expect(page.getByTestId('outbox-waiting')).toContainText('Result for round 1');

  // A reload offline keeps the score and the queued report.
  await page.reload();
  await expect(page.getByTestId('total-0')).toHaveText('8');
  await expect(page.getByTestId('outbox-waiting')).toBeVisible();
  // However many reads fail with no signal, the lost connection is one toast at most.
  expect(await page.getByTestId('toast').filter({ hasText: 'Network request failed' }).count()).toBeLessThan(
    2,
  );

  // Back online: the report goes by itself, once, and the opponent sees it to confirm.
  await context.setOffline(false);
  await expect(page.getByTestId('tracker-finished')).toContainText('sent to Offline Open', {
    timeout: 25_000,
  });
  await expect(page.getByTestId('toast').filter({ hasText: 'Network request failed' })).toHaveCount(0);
  await opponentPage.goto(`/tournament/${event.id}`);
  await expect(opponentPage.getByTestId('my-result')).toContainText(
    `${me.username} reported: you 0, them 8.`,
  );
  const rounds = await (
    await opponentPage.request.get(`${base}/rounds`, { headers: opponent.headers })
  ).json();
  expect(rounds.rounds[0].games.find((g: { status: string }) => g.status === 'reported')).toMatchObject({
    split: { a: expect.any(Object), b: expect.any(Object) },
  });
  // The reporter's phone says whom it waits for; the opponent's asks them to confirm, in one tap.
  await page.goto('/mobile');
  await expect(page.getByTestId('companion-result-status')).toHaveText(
    `Result reported, waiting for ${opponent.username} to confirm (you 8, them 0).`,
  );
  await opponentPage.goto('/mobile');
  await expect(opponentPage.getByTestId('companion-result-status')).toHaveText(
    `${me.username} reported: you 0, them 8. Check it and confirm it, or dispute it on the event page.`,
  );
  await opponentPage.getByRole('button', { name: 'Confirm result' }).click();
  await expect(opponentPage.getByTestId('companion-result-status')).toHaveText(
    `Result confirmed (you 0, ${me.username} 8).`,
  );
  await organiser.close();
});
