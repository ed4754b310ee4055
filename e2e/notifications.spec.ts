import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';
import { pushDevice } from './support/push-device';

test.use({ storageState: signedOut });

/**
 * Issue 38: the organiser posts pairings from one browser; the player, with Muster open in
 * another, sees the bell light up with their table and opponent within seconds, without a reload,
 * and the link takes them to the event. Their phone, subscribed to pushes of pairings, gets one
 * push through the push service (the test's, on loopback: headless Chromium cannot subscribe).
 */
test('pairings posted reach the player’s bell and phone (Web Push) within seconds, table and opponent included', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'bell_to');
  const event = await createEventViaApi(page, headers, { name: `Bell Night ${Date.now().toString(36)}` });
  const base = `/api/tournaments/${event.id}`;

  const context = await browser.newContext({ storageState: signedOut });
  const player = await context.newPage();
  const { headers: own } = await signUpFresh(player, baseURL, 'bell_a');
  await player.request.post(`${base}/registration`, { headers: own, data: {} });
  const opponentContext = await browser.newContext({ storageState: signedOut });
  const opponentPage = await opponentContext.newPage();
  const { headers: theirs } = await signUpFresh(opponentPage, baseURL, 'bell_b');
  await opponentPage.request.post(`${base}/registration`, { headers: theirs, data: {} });
  await opponentContext.close();

  const phone = pushDevice();
  expect(
    (
      await player.request.post('/api/push/subscriptions', { headers: own, data: phone.subscription })
    ).status(),
  ).toBe(204);
  expect(
    (await player.request.put('/api/push/kinds', { headers: own, data: { kinds: ['pairing'] } })).ok(),
  ).toBe(true);

  await player.goto('/dashboard');
  const bell = player.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.request.post(`${base}/rounds`, { headers, data: {} });

  await expect(bell).toHaveAccessibleName('Notifications (1 new)', { timeout: 10_000 });
  await expect.poll(() => phone.pushes(), { timeout: 15_000 }).toHaveLength(1);
  expect((await phone.pushes())[0]).toMatchObject({
    kind: 'pairing',
    title: `${event.name}: round 1 pairings`,
    body: expect.stringMatching(/^Table \d+ against bell_b_/),
    link: `/tournament/${event.id}`,
  });
  await bell.click();
  const item = player.getByTestId('notification').first();
  await expect(item).toContainText(`${event.name}: round 1 pairings`);
  await expect(item).toContainText(/Table \d+ against bell_b_/);
  expect(await seriousAccessibilityViolations(player)).toEqual([]);
  await item.getByRole('link').click();
  await expect(player).toHaveURL(new RegExp(`/tournament/${event.id}$`));
  // Opening the bell marked it read.
  await expect(bell).toHaveAccessibleName('Notifications');
  await context.close();
});
