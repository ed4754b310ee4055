import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

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
