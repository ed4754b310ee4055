import { expect, test } from '@playwright/test';
import { signUpFresh, storageStatePath } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

const games = [
  'date,event,player_a,faction_a,vp_a,player_b,faction_b,vp_b,mission,first_turn',
  '2026-09-01,Club League,Ann,Orks,60,Ben,Necrons,40,Take and Hold,A',
  '2026-09-01,Club League,Cat,Orks,50,Dan,Necrons,50,Take and Hold,B',
  '2026-09-08,Club League,Ben,Necrons,70,Ann,Orks,20,Purge the Foe,A',
  '2026-09-08,Club League,Cat,Orks,80,Eve,Tyranids,10,Purge the Foe,B',
  '2026-09-08,Club League,Dan,Orkz,30,Eve,Tyranids,101,,',
].join('\n');

test('a player uploads a CSV, reads the meta with intervals and reports the upload; an admin hides it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const fileName = `club-${Date.now().toString(36)}-${test.info().project.name}.csv`;
  await signUpFresh(page, baseURL, 'oracle');
  await page.goto('/oracle');
  await expect(page.getByRole('heading', { level: 1, name: 'Ultra Oracle' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a file to upload.');

  await page
    .getByLabel('Match file')
    .setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(page.getByRole('alert')).toContainText('The header is missing date, event, faction_a');

  await page
    .getByLabel('Match file')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(games) });
  await page.getByLabel('Share with the community meta').click();
  await page.getByRole('button', { name: 'Upload and analyse' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Oracle Analysis' })).toBeVisible();
  await expect(page.getByText(`${fileName}: 4 games read, 1 rows to fix.`)).toBeVisible();
  const fixes = page.getByRole('region', { name: 'Rows that need fixing' });
  await expect(fixes.getByRole('row', { name: /Line 6/ })).toContainText(
    'faction_a "Orkz" is not a faction we know (did you mean "Orks"?).',
  );
  await expect(fixes.getByRole('row', { name: /Line 6/ })).toContainText(
    'vp_b "101" must be a whole number from 0 to 100.',
  );
  // Orks: W2 D1 L1 over 4 games = 62.5 %, Wilson 95 % interval 21.9–90.8 %.
  const orks = page
    .getByRole('region', { name: 'Faction win rates with 95% Wilson intervals' })
    .getByRole('row', { name: /^Orks/ });
  await expect(orks).toContainText('Small sample');
  await expect(orks).toContainText('2-1-1');
  await expect(orks).toContainText('62.5%');
  await expect(orks).toContainText('21.9–90.8%');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
  await dialog.getByLabel('Reason').selectOption('incorrect');
  await dialog.getByLabel('Details (optional)').fill('Two of these scores were typed wrong.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Thanks: an admin will review your report.' }),
  ).toBeVisible();

  await page.goto('/oracle/meta-insights?scope=mine');
  await expect(page.getByRole('heading', { level: 1, name: 'Meta Insights' })).toBeVisible();
  await expect(page.getByLabel('Games')).toHaveValue('mine');
  await expect(
    page
      .getByRole('region', { name: 'Faction win rates with 95% Wilson intervals' })
      .getByRole('row', { name: /^Orks/ }),
  ).toContainText('21.9–90.8%');
  await expect(page.getByRole('region', { name: 'Matchups' })).toContainText('50%');
  await page.getByLabel('Split by').selectOption('missions');
  await expect(page.getByLabel('Mission', { exact: true })).toContainText('Take and Hold (2 games)');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const admin = await adminContext.newPage();
  await admin.goto('/admin-review');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Review' })).toBeVisible();
  await admin.getByRole('link', { name: `Report: ${fileName}` }).click();
  await expect(admin.getByText('Two of these scores were typed wrong.')).toBeVisible();
  expect(await seriousAccessibilityViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Hide the item' }).click();
  await expect(admin.getByRole('alert')).toHaveText('Write a short note for the record.');
  await admin
    .getByLabel('Note for the record (the reporter sees it)')
    .fill('Scores checked with the club: hidden until fixed.');
  await admin.getByRole('button', { name: 'Hide the item' }).click();
  await expect(
    admin.getByTestId('toast').filter({ hasText: 'Item hidden and report resolved.' }),
  ).toBeVisible();
  await expect(admin.getByText('The item was hidden.')).toBeVisible();
  await adminContext.close();

  await page.goto('/oracle');
  await expect(page.getByRole('row', { name: new RegExp(fileName) })).toContainText('Hidden by a moderator');
  await page.goto('/support');
  await expect(page.getByText('Admin note: Scores checked with the club: hidden until fixed.')).toBeVisible();
});
