import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { appList } from './support/roster-lists';

test.use({ storageState: signedOut });

test('import a list, analyse it, read the report with charts, and see the credit spent', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signUpFresh(page, baseURL, 'analyst');

  await page.goto('/rosters');
  await page.getByLabel('Paste a list').fill(appList);
  await page.getByRole('button', { name: 'Read pasted list' }).click();
  const pasted = page.getByRole('group', { name: 'Pasted list' });
  await pasted.getByRole('button', { name: 'Save roster' }).click();
  await pasted.getByRole('link', { name: 'Open the saved roster' }).click();
  await page.getByRole('link', { name: 'Analyse' }).click();

  await expect(page).toHaveURL(/\/roster-analyzer\?roster=/);
  await expect(page.getByRole('heading', { name: 'Not analysed yet' })).toBeVisible();
  await expect(page.getByTestId('credits-left')).toContainText('3 credits left.');
  await expect(page.getByRole('radio', { name: /Muster’s rules engine/ })).toBeChecked();
  await expect(page.getByTestId('answered-by')).toHaveText(
    /^Every report here comes from Muster’s rules engine/,
  );
  // No language model is configured for the e2e server: the option is offered but disabled.
  await expect(page.getByRole('radio', { name: /Language model/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Analyse roster (1 credit)' }).click();
  await expect(page.getByText(/Analysis ready: 1 credit used, 2 left/)).toBeVisible();
  await expect(page.getByTestId('credits-left')).toContainText('2 credits left.');
  await expect(page.getByTestId('overall-rating')).toHaveText(/^\d+\.\d$/);
  // The rating says what it rests on: the faction's games, their period and edition, the sources.
  const basis = page.getByTestId('rating-basis');
  await expect(basis.locator('summary')).toHaveText(
    /^Expected win rate \d+ % \(\d+–\d+ %\): what the rating rests on$/,
  );
  await basis.locator('summary').click();
  await expect(basis).toContainText(
    /Necrons won [\d.]+ % of [\d,]+ games, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/,
  );
  await expect(basis.getByRole('link', { name: /Warp Friends/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(page.getByRole('heading', { name: 'Strengths', exact: true })).toBeVisible();
  await expect(page.getByText(/Profiles from the 40kdc data set.*Overlord, Necron Warriors/)).toBeVisible();
  await expect(page.getByTestId('damage-chart').locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('efficiency-chart').locator('svg .recharts-bar-rectangle')).toHaveCount(2);

  // The analysis joins the list of past analyses, with the rating the report shows.
  const rating = await page.getByTestId('overall-rating').textContent();
  const history = page.getByRole('region', { name: 'Your past analyses' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('link', { name: 'Dynasty Test' })).toHaveAttribute('aria-current', 'true');
  await expect(history).toContainText(`Necrons · rated ${rating} / 10`);

  const warriors = page.locator('details', { hasText: 'Necron Warriors' });
  await warriors.locator('summary').first().click();
  await expect(warriors.getByText('Deployment:')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The enhanced view adds the matchup matrix to the same stored analysis, free of charge.
  await page.goto(page.url().replace('/roster-analyzer', '/enhanced-roster-analyzer'));
  const matrix = page.getByRole('table', { name: /Matchup ratings per unit/ });
  await expect(matrix.getByRole('rowheader', { name: 'Overlord' })).toBeVisible();
  await expect(matrix.getByRole('columnheader', { name: 'Super-heavy walker' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto('/subscription');
  await expect(page.getByText(/Roster analysis: Dynasty Test/)).toBeVisible();
});

test('an account without rosters is sent to import one', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL, 'empty_analyst');
  await page.goto('/roster-analyzer');
  await expect(page.getByRole('heading', { name: 'No rosters yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Import a roster' }).click();
  await expect(page).toHaveURL(/\/rosters$/);

  // The test bench shows what a report holds, on the sample lists, without spending anything.
  await page.goto('/roster-analyzer-test');
  await expect(page.getByTestId('overall-rating')).toBeVisible();
  await page.getByLabel('Sample list').selectOption({ label: 'Szarekhan Vanguard — Necrons, 930 pts' });
  await expect(
    page
      .getByRole('table', { name: /Matchup ratings per unit/ })
      .getByRole('rowheader', { name: 'Overlord' }),
  ).toBeVisible();
});
