import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signedOut, signUpApiPlayer, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';

test.use({ storageState: signedOut });

type Member = { request: APIRequestContext; headers: Record<string, string>; username: string };
type Captain = Member & { context: BrowserContext; page: Page };
type RoundGame = { id: string; a: { username: string }; b: { username: string } | null };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * Issue 20, a team match's pairing draft: two captains in two browsers (one a 390×844 phone) draft
 * a teams-of-3 match step by step, each seeing only that the other has committed until both have;
 * the phone captain fills the matchup matrix and takes its suggested defender; after the results
 * the other captain's event page shows the team standings without a reload.
 *
 * Results, worked by hand on the WTC 20–0 gap table: every game 70–50 to the first-listed team
 * (gap 20 → 13–7), so 39–21 game points; teams of 3 draw within 4, so a 2–0 win; VP 210–150.
 */
test('team draft: two captains draft a teams-of-3 match, the standings follow live', async ({
  page,
  baseURL,
  browser,
  playwright,
}) => {
  test.setTimeout(150_000);
  const { headers } = await signUpFresh(page, baseURL, 'td_to');
  const event = await createEventViaApi(page, headers, {
    name: `Team Draft ${Date.now().toString(36)}`,
    format: 'teams',
    scoringPresetId: 'wtc-20-0',
    teams: {
      teamSize: 3,
      teamCap: null,
      factionUnique: false,
      tableChoice: 'defender-picks',
      draftStepSeconds: 300,
      tablePickSeconds: 120,
      teamResult: { kind: 'margin', drawWithin: 4, win: 2, draw: 1, loss: 0 },
    },
  });
  const base = `/api/tournaments/${event.id}`;

  const captain = async (prefix: string, viewport: { width: number; height: number }): Promise<Captain> => {
    const phone = viewport.width < 500;
    const context = await browser.newContext({
      storageState: signedOut,
      viewport,
      ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    const own = await context.newPage();
    const { headers: ownHeaders, username } = await signUpFresh(own, baseURL, prefix);
    return { context, page: own, request: own.request, headers: ownHeaders, username };
  };
  const wolves = await captain('td_wa', { width: 390, height: 844 });
  const hands = await captain('td_ha', { width: 1280, height: 800 });
  const everyone = new Map<string, Member>([wolves, hands].map((c) => [c.username, c]));

  const register = async (lead: Captain, name: string, memberPrefix: string) => {
    const created = await lead.request.post(`${base}/teams`, { headers: lead.headers, data: { name } });
    expect(created.status(), await created.text()).toBe(200);
    const team = (await created.json()) as { id: string };
    for (const seat of [1, 2]) {
      const member = await signUpApiPlayer(playwright.request, baseURL, `${memberPrefix}${seat}`);
      everyone.set(member.username, member);
      const invited = await lead.request.post(`${base}/teams/${team.id}/invites`, {
        headers: lead.headers,
        data: { username: member.username },
      });
      expect(invited.status(), await invited.text()).toBe(200);
      const accepted = await member.request.post(`${base}/teams/${team.id}/accept`, {
        headers: member.headers,
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
    }
  };
  const tag = Date.now().toString(36);
  await register(wolves, `Wolves ${tag}`, 'td_wm');
  await register(hands, `Hands ${tag}`, 'td_hm');

  const paired = await page.request.post(`${base}/rounds`, { headers, data: {} });
  expect(paired.status(), await paired.text()).toBe(201);
  const [match] = (await (await page.request.get(`${base}/team-matches?round=1`)).json()).matches as {
    id: string;
    a: { name: string };
    b: { name: string };
  }[];
  if (!match) throw new Error('round 1 has no team match');
  const draftUrl = `/tournament/${event.id}/match/${match.id}`;
  const phone = wolves.page;
  const desk = hands.page;
  await phone.goto(draftUrl);
  await desk.goto(draftUrl);
  const step = (p: Page) => p.getByTestId('draft-step');
  const heading = (p: Page) => step(p).getByRole('heading', { level: 2 });

  // On the phone the step and its countdown come first, the cards are thumb-sized, nothing scrolls sideways.
  await expect(heading(phone)).toHaveText('Round 1: choose your defender');
  await expect(phone.getByTestId('draft-countdown')).toHaveText(/^\d+:\d\d left$/);
  expect((await heading(phone).boundingBox())?.y ?? 9_999).toBeLessThan(422);
  const cards = step(phone).locator('fieldset button');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all())
    expect((await card.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await noSidewaysScroll(phone)).toBe(true);
  expect(await seriousAccessibilityViolations(phone)).toEqual([]);

  // The phone captain fills the matrix (ours down, theirs across). The third player holds 19 against
  // any two attackers (5, 19, 20: the second-lowest), the second 15, the first 10: defend with the third.
  const matrix = (await (await wolves.request.get(`${base}/team-matches/${match.id}/matrix`)).json()) as {
    ours: { username: string }[];
  };
  const suggested = matrix.ours[2]?.username ?? '';
  await phone.getByText('Matchup matrix (private to your team)').click();
  const scores = [
    [10, 10, 10],
    [15, 12, 18],
    [5, 19, 20],
  ];
  const cells = phone.getByTestId('matchup-matrix').locator('input');
  await expect(cells).toHaveCount(9);
  for (const [index, value] of scores.flat().entries()) await cells.nth(index).fill(String(value));
  expect(await noSidewaysScroll(phone)).toBe(true);
  await phone.getByRole('button', { name: 'Save matrix' }).click();
  await expect(phone.getByTestId('matchup-matrix').getByRole('status')).toHaveText('Saved');
  const suggestion = phone.getByTestId('draft-suggestion');
  await expect(suggestion).toContainText(`Suggested defender: ${suggested}`);
  // "Use this" fills the choice; it never commits by itself.
  await suggestion.getByRole('button', { name: 'Use this' }).click();
  await expect(cards.filter({ hasText: suggested })).toHaveAttribute('aria-pressed', 'true');
  await expect(step(phone).getByTestId('commit-status')).toContainText('You have not committed yet');
  await expect(step(desk).getByTestId('commit-status')).toContainText('Their captain has not committed yet');
  await step(phone).getByRole('button', { name: 'Commit' }).click();

  // Hidden until both commit: the other captain sees only that it happened.
  await expect(step(phone).getByTestId('commit-status')).toContainText(
    `Committed — waiting for Hands ${tag}`,
  );
  await expect(step(phone).getByTestId('own-commit')).toContainText(`defender ${suggested}`);
  await expect(step(desk).getByTestId('commit-status')).toContainText('Their captain has committed');
  await expect(step(desk).getByTestId('own-commit')).toHaveCount(0);
  await step(desk).locator('fieldset button').first().click();
  await step(desk).getByRole('button', { name: 'Commit' }).click();

  // Three a side: the other two attack (forced); each captain keeps one of the two sent at them.
  for (const p of [phone, desk]) {
    await expect(heading(p)).toHaveText(
      'Round 1: choose one of the two attackers they offered against your defender',
    );
    await expect(step(p).locator('fieldset button')).toHaveCount(2);
    await expect(p.getByTestId('draft-rounds')).toContainText('Defenders');
  }
  await expect(phone.getByTestId('draft-log')).toContainText('Forced');
  for (const p of [phone, desk]) {
    await step(p).locator('fieldset button').first().click();
    await step(p).getByRole('button', { name: 'Commit' }).click();
  }

  // Table picks, one captain after the other (the roll-off winner first).
  for (let pick = 0; pick < 2; pick += 1) {
    await expect
      .poll(async () =>
        (await Promise.all([heading(phone).textContent(), heading(desk).textContent()])).some((text) =>
          text?.endsWith("pick the table for your defender's game"),
        ),
      )
      .toBe(true);
    const picker = (await heading(phone).textContent())?.endsWith("pick the table for your defender's game")
      ? phone
      : desk;
    await step(picker).locator('fieldset button').first().click();
    await step(picker).getByRole('button', { name: 'Commit' }).click();
    if (pick === 0) await expect(step(picker).getByRole('button', { name: 'Commit' })).toHaveCount(0);
  }
  for (const p of [phone, desk]) {
    await expect(heading(p)).toHaveText('The draft is complete');
    const games = p.getByTestId('draft-games').getByRole('listitem');
    await expect(games).toHaveCount(3);
    for (const game of await games.all()) await expect(game).toContainText(/Table \d+/);
  }
  expect(await noSidewaysScroll(phone)).toBe(true);
  expect(await seriousAccessibilityViolations(phone)).toEqual([]);

  // The desk captain watches the event page while the results come in.
  await desk.goto(`/tournament/${event.id}`);
  await expect(desk.getByTestId('live-status')).toHaveText(/^Live/);
  const deskMatch = desk.getByTestId('team-match');
  await expect(deskMatch).toContainText('Playing');
  await expect(deskMatch.getByRole('link', { name: 'Your draft and games' })).toBeVisible();

  const rounds = (await (await page.request.get(`${base}/rounds`)).json()).rounds as { games: RoundGame[] }[];
  const games = rounds[0]?.games ?? [];
  expect(games).toHaveLength(3);
  for (const game of games) {
    const reporter = everyone.get(game.a.username);
    const confirmer = everyone.get(game.b?.username ?? '');
    if (!reporter || !confirmer) throw new Error('a game without both players');
    const url = `${base}/games/${game.id}`;
    const reported = await reporter.request.post(`${url}/report`, {
      headers: reporter.headers,
      data: { myVp: 70, opponentVp: 50 },
    });
    expect(reported.status(), await reported.text()).toBe(200);
    const confirmed = await confirmer.request.post(`${url}/confirm`, { headers: confirmer.headers });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }

  // No reload: the live stream brings the score and the team standings.
  await expect(deskMatch).toContainText('39–21 (2–0)');
  await expect(deskMatch).toContainText('Complete');
  const standings = desk.getByTestId('team-standings');
  await expect(standings.getByRole('row').nth(1).getByRole('rowheader')).toContainText(match.a.name);
  await expect(standings.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '1',
    '1–0–0',
    '2',
    '39',
    '210',
    '150',
  ]);
  await expect(standings.getByRole('row').nth(2).getByRole('rowheader')).toContainText(match.b.name);
  await expect(standings.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    '2',
    '0–0–1',
    '0',
    '21',
    '150',
    '210',
  ]);

  await wolves.context.close();
  await hands.context.close();
});
