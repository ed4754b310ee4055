import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test.use({ storageState: signedOut });

const firstSteps = [
  'Reading a Datasheet for Expected Damage',
  'Objective Control: Winning on the Map, Not in the Dice',
  'Planning Secondary Objectives Across Five Rounds',
];

test('a reader completes a learning path, bookmarks, rates and notes an article, and searches', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signUpFresh(page, baseURL, 'reader');
  await page.goto('/library');
  const path = page.getByRole('heading', { name: 'First Steps to the Table' }).locator('..');
  await expect(path.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 3 read');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  for (const [index, title] of firstSteps.entries()) {
    await path.getByRole('button', { name: title }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    if (index === 0) await expect(page.getByText('Module complete: Read your army.')).toBeVisible();
    if (index === 2)
      await expect(page.getByText('Learning path complete: First Steps to the Table!')).toBeVisible();
    await page.getByRole('button', { name: 'All articles' }).click();
  }
  await expect(path.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3 read');
  await expect(path.getByText('Completed', { exact: true })).toBeVisible();

  // Bookmark, rate and note an article; all of it survives a reload.
  await page.getByRole('button', { name: 'Playing Horde Armies' }).first().click();
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Your notes').fill('Screen the middle objective with the biggest unit.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved.')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByLabel('Your notes')).toHaveValue(
    'Screen the middle objective with the biggest unit.',
  );
  await page.getByRole('button', { name: 'All articles' }).click();
  await expect(page.getByRole('region', { name: 'Your bookmarks' })).toContainText('Playing Horde Armies');

  // Server search: "screens" finds "Screening…" through the stemmer, the match marked.
  await page.getByLabel('Search the library').fill('screens');
  const results = page.getByRole('region', { name: /results?$/ });
  await expect(results.getByRole('button', { name: 'Screening and Deep Strike Denial' })).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
});
