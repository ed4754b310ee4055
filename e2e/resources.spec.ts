import { expect, test } from '@playwright/test';
import { seriousAccessibilityViolations } from './support/axe';

test('the knowledge base lists the nine guides and renders each from Markdown', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(9);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Tournament Organizer Handbook' }).click();
  await expect(page).toHaveURL(/\/resources\/tournament-organizer-handbook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Organizer Handbook' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top cut' })).toBeVisible();
  await expect(page.getByText('Bracket games need a winner')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'All resources' }).click();
  await page.getByRole('link', { name: 'Performance Analytics Guide' }).click();
  await expect(page.getByRole('heading', { name: 'Win rate with honest error bars' })).toBeVisible();
});
