import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { appList } from './support/roster-lists';

test.use({ storageState: signedOut });

test('analyse two rosters in one batch, watch it finish and compare them', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'batcher');
  for (const name of ['Dynasty Alpha', 'Dynasty Beta']) {
    const parsed = await (
      await page.request.post('/api/rosters/parse', {
        data: appList.replace('Dynasty Test', name),
        headers: { ...headers, 'content-type': 'text/plain' },
      })
    ).json();
    const saved = await page.request.post('/api/rosters', {
      data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
      headers,
    });
    expect(saved.status()).toBe(201);
  }

  await page.goto('/batch-analysis');
  await expect(page.getByTestId('batch-credits')).toContainText('3 credits left.');
  await expect(page.getByRole('button', { name: 'Analyse 0 rosters (0 credits)' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'All rosters' }).check();
  await page.getByRole('button', { name: 'Analyse 2 rosters (2 credits)' }).click();

  const progress = page.getByRole('progressbar', { name: 'Batch progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '2', { timeout: 20_000 });
  await expect(page.getByText('succeeded', { exact: true })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Rosters in this batch' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Dynasty Alpha' }).getByText('done')).toBeVisible();
  await expect(rows.filter({ hasText: 'Dynasty Beta' }).getByText('done')).toBeVisible();
  await expect(page.getByTestId('batch-ratings-chart').locator('.recharts-bar-rectangle')).toHaveCount(2);
  await expect(page.getByTestId('batch-credits')).toContainText('1 credit left.');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A batch the purse cannot pay for is refused before it starts.
  await page.getByRole('checkbox', { name: 'All rosters' }).check();
  await expect(page.getByRole('button', { name: 'Analyse 2 rosters (2 credits)' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Not enough for this batch/ })).toBeVisible();

  await page.getByRole('link', { name: 'Open the report for Dynasty Alpha' }).click();
  await expect(page).toHaveURL(/\/roster-analyzer\?roster=/);
  await expect(page.getByTestId('overall-rating')).toBeVisible();
});
