import { expect, test } from '@playwright/test';
import { signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test('a player logs games by hand and reads their analytics', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await signUpFresh(page, baseURL, 'logger');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No games yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Log a game' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Battle Logger' })).toBeVisible();
  await page.getByLabel('Your faction').selectOption('Orks');
  await page.getByLabel('Their faction').selectOption('Necrons');
  await page.getByLabel('Your VP').fill('70');
  await page.getByRole('button', { name: 'Log game' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter both scores.');
  await page.getByLabel('Their VP').fill('120');
  await page.getByRole('button', { name: 'Log game' }).click();
  await expect(page.getByRole('alert')).toContainText('Victory points run from 0 to 100.');

  await page.getByLabel('Date').fill('2026-09-05');
  await page.getByLabel('Their VP').fill('55');
  await page.getByLabel('Their name (optional)').fill('Sam');
  await page.getByRole('button', { name: 'Log game' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged: a win 70–55.' })).toBeVisible();
  // The faction stays chosen for the next game; the scores clear.
  await expect(page.getByLabel('Your faction')).toHaveValue('Orks');
  await page.getByLabel('Date').fill('2026-10-03');
  await page.getByLabel('Their faction').selectOption('Tyranids');
  await page.getByLabel('Your VP').fill('60');
  await page.getByLabel('Their VP').fill('60');
  await page.getByLabel('First turn').selectOption('me');
  await page.getByRole('button', { name: 'Log game' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged: a draw 60–60.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Orks vs Tyranids' })).toContainText(
    'draw 60–60',
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Your analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Analytics' })).toBeVisible();
  // A win and a draw: 1.5 of 2 = 75 %, Wilson 95 % interval 19.8–97.3 %.
  await expect(page.getByText('1-1-0 · 95% interval 19.8–97.3%')).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: /^75%$/ })).toBeVisible();
  const byOpponent = page.getByRole('region', { name: "Win rate by opponent's faction" });
  await expect(byOpponent.getByRole('row', { name: /^Necrons/ })).toContainText('100%');
  await expect(byOpponent.getByRole('row', { name: /^Tyranids/ })).toContainText('50%');
  await expect(page.getByRole('img', { name: /Win rate by month/ })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto('/battles');
  await page.getByRole('button', { name: 'Remove Orks vs Tyranids on 2026-10-03' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Game removed from your log.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Orks vs Tyranids' })).toHaveCount(0);
});
