import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { createEventViaApi } from './support/events';

test.use({ storageState: signedOut });

// A real official-app export of a Space Wolves list (packages/army/fixtures/real-lists/SOURCES.tsv):
// "Space Marines" / "Space Wolves", two detachments, one with "and" in its name, Purge the Foe.
const spaceWolves = readFileSync(
  path.resolve(
    import.meta.dirname,
    '../packages/army/fixtures/real-lists/gdc__bark-at-the-moon_space-wolves.txt',
  ),
  'utf8',
);

test('a Space Wolves app export is legal, says so first, and keeps that verdict at an event', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { headers } = await signUpFresh(page, baseURL, 'wolves');
  await page.goto('/rosters');
  await page.getByLabel('Paste a list').fill(spaceWolves);
  await page.getByRole('button', { name: 'Read pasted list' }).click();
  const review = page.getByRole('group', { name: 'Pasted list' });
  await expect(review.getByLabel('Roster name')).toHaveValue('Bark at the Moon');
  await review.getByRole('button', { name: 'Save roster' }).click();
  await review.getByRole('link', { name: 'Open the saved roster' }).click();

  // The chapter in the header; the verdict under it, above the first datacard.
  await expect(page.getByText('Space Marines · Space Wolves')).toBeVisible();
  const verdict = page.getByTestId('legality-report');
  await expect(verdict).toContainText('No problems found');
  await expect(verdict).not.toContainText(/\d+ problems?/);
  const firstCard = page.getByRole('heading', { level: 3 }).first();
  const [verdictBox, cardBox] = [await verdict.boundingBox(), await firstCard.boundingBox()];
  expect((verdictBox?.y ?? Infinity) < (cardBox?.y ?? 0)).toBe(true);

  // A datacard shows an ability's rules; the detachments' rules are there too.
  const logan = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Logan Grimnar' }) });
  await logan.getByText(/^Abilities \(\d+\)$/).click();
  await logan.getByText('Invulnerable Save', { exact: true }).click();
  await expect(logan.getByText('4+ invulnerable save')).toBeVisible();
  await expect(logan.getByText(/^Keywords: .*Epic Hero/)).toBeVisible();
  const rules = page.getByRole('region', { name: 'Detachment rules' });
  await expect(rules.getByText('Legends of Saga and Song', { exact: false })).toBeVisible();
  await expect(rules.getByText('Saga of the Beastslayer', { exact: false })).toBeVisible();
  await expect(rules).toContainText('Powered by 40kdc-data');

  // Submitted to an event: the same verdict for the player and in the organiser's review.
  const rosterId = page.url().split('/').at(-1);
  const organiserContext = await browser.newContext({ storageState: signedOut });
  const organiser = await organiserContext.newPage();
  const { headers: organiserHeaders } = await signUpFresh(organiser, baseURL, 'wolves_to');
  const event = await createEventViaApi(organiser, organiserHeaders, { pointsLimit: 2000 });
  await page.request.post(`/api/tournaments/${event.id}/registration`, { headers, data: {} });
  const submitted = await page.request.put(`/api/tournaments/${event.id}/list`, {
    headers,
    data: { rosterId },
  });
  expect(submitted.status()).toBe(200);
  await page.goto(`/tournament/${event.id}`);
  const mine = page.getByTestId('my-list');
  await expect(mine.getByTestId('list-verdict')).toContainText('No problems found');
  await expect(mine).not.toContainText(/\d+ problems?/);
  await organiser.goto(`/tournament/${event.id}/manage`);
  await organiser.getByText(/Bark at the Moon — Space Marines, 1990 pts/).click();
  const checked = organiser.getByTestId('list-verdict');
  await expect(checked).toContainText('No problems found');
  await expect(checked).not.toContainText(/\d+ problems?/);
  await expect(
    organiser.getByRole('button', { name: /Approve all lists without problems \(1\)/ }),
  ).toBeVisible();
  await organiserContext.close();
});
