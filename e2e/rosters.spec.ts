import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh, storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { appList } from './support/roster-lists';

test.use({ storageState: signedOut });

const fixtures = path.resolve(import.meta.dirname, '../packages/roster-import/fixtures');

const importItem = (page: Page, label: string) => page.getByRole('group', { name: label });

test('import a .rosz, a pasted app list and a screenshot; review and save each', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpFresh(page, baseURL, 'importer');
  await page.goto('/rosters');
  await expect(page.getByRole('heading', { name: 'No rosters yet' })).toBeVisible();

  // A .rosz file, read by its content.
  await page.locator('#roster-files').setInputFiles(path.join(fixtures, 'rosz/ps__Ultramarines_10E.rosz'));
  const rosz = importItem(page, 'ps__Ultramarines_10E.rosz');
  await expect(rosz.getByText('BattleScribe .rosz')).toBeVisible();
  await expect(rosz.getByLabel('Roster name')).toHaveValue('Ultramarines 10E');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await rosz.getByRole('button', { name: 'Save roster' }).click();
  await expect(rosz.getByRole('link', { name: 'Open the saved roster' })).toBeVisible();

  // A list pasted from the Warhammer app.
  await page.getByLabel('Paste a list').fill(appList);
  await page.getByRole('button', { name: 'Read pasted list' }).click();
  const pasted = importItem(page, 'Pasted list');
  await expect(pasted.getByText('Warhammer app text')).toBeVisible();
  await expect(pasted.getByLabel('Faction')).toHaveValue('Necrons');
  await pasted.getByRole('button', { name: 'Save roster' }).click();
  await expect(pasted.getByRole('link', { name: 'Open the saved roster' })).toBeVisible();

  // A screenshot of a list (rendered here by the browser itself), read by OCR on the server.
  const painter = await context.newPage();
  await painter.setContent(
    `<pre style="font: 22px/1.5 'DejaVu Sans', sans-serif; padding: 24px; margin: 0; background: #fff; color: #111; width: max-content">${appList.replace('Dynasty Test', 'Screenshot List')}</pre>`,
  );
  const png = await painter.locator('pre').screenshot();
  await painter.close();
  await page.locator('#roster-files').setInputFiles({ name: 'list.png', mimeType: 'image/png', buffer: png });
  const screenshot = importItem(page, 'list.png');
  await expect(screenshot.getByText('Screenshot (OCR) · Warhammer app text')).toBeVisible({
    timeout: 45_000,
  });
  await expect(screenshot.getByLabel('Roster name')).toHaveValue('Screenshot List');
  await screenshot.getByRole('button', { name: 'Save roster' }).click();
  await expect(screenshot.getByRole('link', { name: 'Open the saved roster' })).toBeVisible();

  // A file that is not a roster gets its own clear message; the others are unaffected.
  await page.locator('#roster-files').setInputFiles({
    name: 'junk.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0, 1, 2, 0, 4, 0, 0, 9]),
  });
  await expect(importItem(page, 'junk.bin').getByText(/not a roster we can read/)).toBeVisible();

  const saved = page.getByRole('list', { name: 'Saved rosters' });
  await expect(saved.getByRole('listitem')).toHaveCount(3);
  await expect(saved.getByRole('link', { name: 'Screenshot List' })).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Dynasty Test' })).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Ultramarines 10E' })).toBeVisible();
});

test('a paste that is not read stays in the box and says what it lacks; the fixed one opens its review', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL, 'paster');
  await page.goto('/rosters');
  // The app list with its units' points lost in copying.
  const unpriced = appList
    .replace('Overlord (85 points)', 'Overlord')
    .replace('Necron Warriors (160 points)', 'Necron Warriors');
  const box = page.getByLabel('Paste a list');
  await box.fill(unpriced);
  await page.getByRole('button', { name: 'Read pasted list' }).click();
  const failed = importItem(page, 'Pasted list');
  const alert = failed.getByRole('alert');
  await expect(alert).toContainText('Could not confirm this is an army roster.');
  await expect(alert).toContainText(
    'Found the faction Necrons, the detachment Awakened Dynasty, the battle size Strike Force (2000 pts), 2 section headings (CHARACTERS, BATTLELINE) and 2 lines that may name units but give no points (Overlord, Necron Warriors), but no unit lines with points.',
  );
  await expect(failed.getByText('A list the app reads, as the Warhammer app exports it:')).toBeVisible();
  await expect(box).toHaveValue(unpriced);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Pasted again with its points, it is read: the box empties and the review comes into view.
  await box.fill(appList);
  await page.getByRole('button', { name: 'Read pasted list' }).click();
  const review = importItem(page, 'Pasted list');
  await expect(review.getByLabel('Faction')).toHaveValue('Necrons');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not confirm' })).toHaveCount(0);
  const heading = review.getByRole('heading', { level: 3, name: 'Pasted list' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

async function createRoster(request: APIRequestContext, headers: Record<string, string>, text: string) {
  const parsed = await (
    await request.post('/api/rosters/parse', {
      data: text,
      headers: { ...headers, 'content-type': 'text/plain' },
    })
  ).json();
  const created = await request.post('/api/rosters', {
    data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
    headers,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

test('view, edit, export, duplicate and delete a roster; nobody else can see it', async ({
  page,
  baseURL,
  browser,
}) => {
  const { headers } = await signUpFresh(page, baseURL, 'editor');
  const roster = await createRoster(page.request, headers, appList);
  await page.goto(`/rosters/${roster.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dynasty Test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Necron Warriors' })).toBeVisible();
  await expect(page.getByText('Wargear: 20× Gauss flayer')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Roster name').fill('Dynasty Edited');
  await page.getByLabel('Unit 1 points').fill('100');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Roster saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dynasty Edited' })).toBeVisible();
  await expect(page.getByText('260 / 2000 pts', { exact: false })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(text).toContain('Dynasty Edited (260 points)');
  expect(text).toContain('Overlord (100 points)');

  // Someone else asking for this roster is told it does not exist.
  const stranger = await browser.newContext({ storageState: storageStatePath('player2') });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/rosters/${roster.id}`);
  await expect(strangerPage.getByRole('heading', { name: 'Roster not found' })).toBeVisible();
  await stranger.close();

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dynasty Edited (copy)' })).toBeVisible();
  const copyUrl = page.url();

  await page.goto(`/rosters/${roster.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete roster' }).click();
  await expect(page).toHaveURL(/\/rosters$/);
  await expect(page.getByTestId('toast').filter({ hasText: '“Dynasty Edited” deleted.' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved rosters' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('link', { name: 'Dynasty Edited (copy)' })).toHaveAttribute(
    'href',
    new URL(copyUrl).pathname,
  );

  await page.goto(`/rosters/${roster.id}`);
  await expect(page.getByRole('heading', { name: 'Roster not found' })).toBeVisible();
});

test('every save is a version: compare two, restore one; share a read-only link and stop it', async ({
  page,
  baseURL,
  browser,
}) => {
  const { headers } = await signUpFresh(page, baseURL, 'versioner');
  const roster = await createRoster(page.request, headers, appList);
  await page.goto(`/rosters/${roster.id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Unit 1 points').fill('100');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('260 / 2000 pts', { exact: false })).toBeVisible();

  // Version 2 against version 1: the Overlord went from 85 to 100 points.
  await page.getByText('Versions (2)').click();
  const diff = page.getByTestId('version-diff');
  await expect(diff).toContainText('Version 1 → 2: 245 → 260 pts (+15)');
  await expect(diff.getByRole('listitem').filter({ hasText: 'Overlord, 1 model (100 pts)' })).toBeVisible();
  await expect(diff.getByRole('listitem').filter({ hasText: 'Overlord, 1 model (85 pts)' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('245 / 2000 pts', { exact: false })).toBeVisible();
  await expect(page.getByText('Versions (3)')).toBeVisible();

  // A read-only link: seen without an account, until it is stopped.
  await page.getByRole('button', { name: 'Make a link' }).click();
  const url = await page.getByLabel('Link to this list').inputValue();
  expect(url).toMatch(/\/lists\/[A-Za-z0-9_-]{22}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const visitor = await browser.newContext({ storageState: signedOut });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(url);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Dynasty Test' })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: 'Necron Warriors' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Make a link' })).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { name: 'This list is not shared' })).toBeVisible();
  await visitor.close();
});

test('print datacards: one card per unit with its stat line, weapons, enhancement and leader', async ({
  page,
  baseURL,
}) => {
  const { headers } = await signUpFresh(page, baseURL, 'printer');
  const list = {
    name: 'Gladius to print',
    edition: '11th',
    factionId: 'adeptus-astartes',
    detachmentIds: ['gladius-task-force'],
    forceDisposition: 'priority-assets',
    battleSize: 'strike-force',
    units: [
      {
        uid: 'boss',
        unitId: 'captain',
        modelCount: 1,
        wargear: {},
        enhancementId: 'artificer-armour-gladius-task-force',
        attachedTo: 'squad',
        warlord: true,
      },
      {
        uid: 'squad',
        unitId: 'intercessor-squad',
        modelCount: 10,
        wargear: {},
        enhancementId: null,
        attachedTo: null,
        warlord: false,
      },
    ],
  };
  const saved = await (await page.request.post('/api/rosters/build', { data: { list }, headers })).json();
  await page.goto(`/rosters/${saved.id}`);
  await page.getByRole('link', { name: 'Print datacards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gladius to print' })).toBeVisible();
  const captain = page.getByRole('article', { name: 'Captain' });
  await expect(captain).toContainText('Artificer Armour (+20 pts)');
  await expect(captain).toContainText('LeadsIntercessor Squad');
  const squad = page.getByRole('article', { name: 'Intercessor Squad' });
  await expect(squad).toContainText('10 models · 150 pts');
  await expect(squad).toContainText('Led byCaptain');
  await expect(squad.getByRole('columnheader', { name: 'Melee weapons' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
