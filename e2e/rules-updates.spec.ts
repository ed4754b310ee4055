import { expect, type Page, test } from '@playwright/test';
import { seriousAccessibilityViolations } from './support/axe';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * Rules & Updates (/rules), as a signed-in player (the default storage state) on the desktop and
 * on a 390 × 844 phone: reached from the sidebar (the drawer on a phone), it shows the game-data
 * version, the core-rule numbers, the mission grid and the points changes, and nothing scrolls
 * sideways.
 */
test('Rules & Updates opens from the sidebar with the data version, core rules, missions and points changes', async ({
  page,
  isMobile,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Rules & Updates' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Rules & Updates' })
      .click();
  }
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules & Updates' })).toBeVisible();

  // The game data the app runs on, with its credit.
  await expect(page.getByTestId('data-version')).toHaveText(/^@alpaca-software\/40kdc-data \d+\.\d+\.\d+/);
  await expect(page.getByRole('link', { name: 'Powered by 40kdc-data' }).first()).toBeVisible();

  // A core-rule number: Strength equal to Toughness wounds on a 4+ (S4 against T4).
  await expect(page.getByText('S4 vs T4: 4+', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Strength equal to the Toughness' })).toBeVisible();

  // A mission from the matchup grid: Take and Hold against Take and Hold plays Battlefield Dominance.
  await expect(page.getByText('Battlefield Dominance', { exact: true })).toBeVisible();

  // The points changes: a fresh server has recorded one data version (at start-up, in the background).
  const points = page.getByRole('region', { name: 'Points changes' });
  await expect(points.getByText(/Only one data version recorded so far/)).toBeVisible({ timeout: 20_000 });

  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
