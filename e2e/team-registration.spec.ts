import { type Browser, expect, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { appList, saveRosterViaApi } from './support/roster-lists';

test.use({ storageState: signedOut });

const phone = { width: 390, height: 844 };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Every visible button inside the locator's element is at least 44 px tall (a thumb's target). */
async function tapTargetsFit(page: Page, testId: string) {
  const heights = await page
    .getByTestId(testId)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => (b as HTMLElement).offsetParent !== null)
        .map((b) => b.getBoundingClientRect().height),
    );
  expect(heights.length).toBeGreaterThan(0);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
}

/** A signed-up player on a phone-sized screen of their own. */
async function playerOnPhone(browser: Browser, baseURL: string | undefined, prefix: string) {
  const context = await browser.newContext({ storageState: signedOut, viewport: phone });
  const page = await context.newPage();
  const account = await signUpFresh(page, baseURL, prefix);
  return { context, page, ...account };
}

/**
 * Issue 20, team registration: an organiser creates a teams event of 3 in the form; a captain
 * registers a team on a phone and invites two players, who accept on their own phones; a faction
 * clash within the team is refused in words; the organiser opens check-in and the captain checks
 * the whole team in.
 */
test('teams of 3: create, register a team, invite and accept, faction clash, team check-in', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpFresh(page, baseURL, 'team_to');
  const name = `Team Open ${Date.now().toString(36)}`;

  // The organiser's form: Teams brings the team settings, the 20–0 scoring and no top cut.
  await page.goto('/tournament/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Venue').fill('Drill Hall, York');
  await page.getByLabel('Format').selectOption('teams');
  await expect(page.getByLabel('Scoring')).toHaveValue('wtc-20-0');
  await expect(page.getByLabel('Top cut')).toHaveCount(0);
  await expect(page.getByLabel('Player cap (empty: no cap)')).toHaveCount(0);
  await page.getByLabel('Team size').selectOption('3');
  // Teams of 3 play 3 games of 20: a draw within 4 of 60 (32–28 draws, 33–27 wins).
  await expect(page.getByTestId('team-result-wording')).toContainText(
    'within 4 of each other (of 60: 32–28 is a draw, 33–27 a win)',
  );
  await expect(page.getByLabel('Draw margin (game points)')).toHaveValue('4');
  await expect(page.getByRole('switch', { name: 'Each faction once per team' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByLabel('Team cap (empty: no cap)').fill('8');
  await expect(page.getByText('Suggested for 8 teams: 3 (one undefeated team).')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}\/manage$/);
  const eventUrl = page.url().replace(/\/manage$/, '');
  await expect(page.getByText('No team has registered yet.')).toBeVisible();

  // The captain registers the team from a phone.
  const captain = await playerOnPhone(browser, baseURL, 'captain');
  const first = await playerOnPhone(browser, baseURL, 'team_a');
  const second = await playerOnPhone(browser, baseURL, 'team_b');
  const teamName = `Grimdark ${Date.now().toString(36)}`;
  await captain.page.goto(eventUrl);
  await expect(captain.page.getByText(/edition, teams of 3$/)).toBeVisible();
  await captain.page.getByLabel('Team name').fill(teamName);
  await captain.page.getByLabel('Club or country (optional)').fill('England');
  await captain.page.getByRole('button', { name: 'Register a team' }).click();
  const myTeam = captain.page.getByTestId('my-team');
  await expect(myTeam.getByRole('heading', { name: `Your team: ${teamName} · England` })).toBeVisible();
  await expect(myTeam).toContainText('1 of 3 players');

  // An unknown username is refused in words; then the two players are invited.
  const invite = myTeam.getByLabel(/Invite a player by username/);
  await invite.fill('nobody_by_this_name_at_all');
  await myTeam.getByRole('button', { name: 'Invite' }).click();
  await expect(myTeam.getByRole('alert')).toHaveText('No player is called nobody_by_this_name_at_all.');
  for (const player of [first, second]) {
    await invite.fill(player.username);
    await myTeam.getByRole('button', { name: 'Invite' }).click();
    await expect(myTeam.getByRole('listitem').filter({ hasText: player.username })).toContainText(
      'Invited, not yet accepted',
    );
  }
  await expect(myTeam).toContainText('1 of 3 players, 2 invited');
  await expect(myTeam.getByLabel(/Invite a player by username/)).toHaveCount(0);
  expect(await noSidewaysScroll(captain.page)).toBe(true);
  await tapTargetsFit(captain.page, 'my-team');
  expect(await seriousAccessibilityViolations(captain.page)).toEqual([]);

  // Each invitee accepts on their own phone and then holds a seat.
  for (const player of [first, second]) {
    await player.page.goto(eventUrl);
    const invitation = player.page.getByTestId('team-invitation');
    await expect(invitation).toContainText(`You are invited to ${teamName}`);
    await expect(invitation).toContainText(`${captain.username} invited you`);
    expect(await noSidewaysScroll(player.page)).toBe(true);
    expect(await seriousAccessibilityViolations(player.page)).toEqual([]);
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(player.page.getByTestId('my-team')).toContainText(`Your team: ${teamName}`);
  }
  await expect(myTeam).toContainText('Complete: 3 of 3 players');
  await expect(captain.page.getByTestId('teams-list')).toContainText(teamName);

  // The captain moves the last player up the team sheet.
  await myTeam.getByRole('button', { name: `Move ${second.username} up` }).click();
  await expect(myTeam.getByRole('listitem').nth(1)).toContainText(second.username);

  // Factions once per team: the captain brings Necrons, so a teammate's Necrons list is refused.
  await saveRosterViaApi(captain.page, captain.headers, appList);
  await captain.page.reload();
  await captain.page.getByRole('button', { name: 'Submit list' }).click();
  await expect(captain.page.getByTestId('my-list')).toContainText('Submitted');
  await saveRosterViaApi(first.page, first.headers, appList);
  await first.page.reload();
  await first.page.getByRole('button', { name: 'Submit list' }).click();
  await expect(first.page.getByRole('alert').filter({ hasText: 'already brings' })).toHaveText(
    `${captain.username} already brings Necrons for your team, and this event allows each faction once per team.`,
  );

  // The organiser opens check-in; the captain checks the whole team in from the phone.
  await page.reload();
  await page.getByRole('button', { name: 'Open check-in' }).click();
  await expect(page.getByRole('button', { name: 'Close check-in' })).toBeVisible();
  await captain.page.reload();
  const checkIn = captain.page.getByRole('button', { name: 'Check the team in' }).first();
  await expect(checkIn).toBeVisible();
  expect((await checkIn.boundingBox())?.y ?? 9_999).toBeLessThan(phone.height);
  await checkIn.click();
  await expect(captain.page.getByTestId('team-checked-in').first()).toHaveText('Team checked in ✓');
  expect(await noSidewaysScroll(captain.page)).toBe(true);
  // A member reads it too (their entry checked in with the team).
  await second.page.reload();
  await expect(second.page.getByTestId('team-checked-in').first()).toBeVisible();

  // The organiser's teams table: complete, checked in, with the undo at hand.
  await page.reload();
  const row = page.getByTestId('organiser-teams').getByRole('row', { name: new RegExp(teamName) });
  await expect(row.getByRole('cell', { name: 'Complete' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Yes' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Undo check-in ${teamName}` })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  for (const player of [captain, first, second]) await player.context.close();
});
