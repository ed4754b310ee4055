import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';

test.use({ storageState: signedOut });

/** A real BCP event, anonymised (apps/server/…/bcp-import/test-support/SOURCES.tsv). */
const saffron = path.resolve(
  import.meta.dirname,
  '../apps/server/src/features/tournaments/bcp-import/test-support/saffron-slam-xiv-2026',
);

test('an organiser moves a finished event from Best Coast Pairings: checks the files, imports, sees the standings', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { headers } = await signUpFresh(page, baseURL, 'bcp_to');
  const event = await createEventViaApi(page, headers, {
    name: `Saffron Slam ${Date.now().toString(36)}`,
    rounds: 5,
    scoringPresetId: 'bcp-wins',
  });
  await page.goto(`/tournament/${event.id}/manage`);
  const panel = page.getByRole('heading', { name: 'Import from Best Coast Pairings' }).locator('..');
  await expect(panel).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A file that is not BCP's is refused with the reason, and nothing is offered for import.
  await panel.getByLabel('BCP files').setInputFiles({
    name: 'roster.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"units": []}'),
  });
  await expect(panel.getByText('roster.json is not a Best Coast Pairings file')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Import/ })).toHaveCount(0);

  await panel
    .getByLabel('BCP files')
    .setInputFiles(['players.json', 'pairings.json', 'army-lists.json'].map((f) => path.join(saffron, f)));
  await expect(panel.getByText(/28 players, 5 rounds, 70 games, 28 army lists/)).toBeVisible();
  await panel.getByRole('button', { name: 'Import 28 players and 5 rounds' }).click();
  await expect(page.getByText('Imported 28 players and 5 rounds.')).toBeVisible();
  await expect(page.getByText('Completed').first()).toBeVisible();

  await page.goto(`/tournament/${event.id}`);
  await expect(page.getByText('Player P001').first()).toBeVisible();
});
