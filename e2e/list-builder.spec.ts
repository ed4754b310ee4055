import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';

test.use({ storageState: signedOut });

const onPhone = () => test.info().project.name === 'mobile';

/** Search the catalogue and add one datasheet: inline on desktop, in a sheet on a phone. */
async function addDatasheet(page: Page, name: string) {
  let picker: Locator = page.getByRole('complementary', { name: 'Checks and catalogue' });
  if (onPhone()) {
    await page.getByRole('button', { name: 'Add a datasheet' }).click();
    picker = page.getByRole('dialog', { name: 'Add a datasheet' });
  }
  await picker.getByLabel('Search datasheets').fill(name);
  await picker.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  if (onPhone()) {
    await picker.getByRole('button', { name: 'Done' }).click();
    // The sheet (fetched when first opened) hands focus back to the button that opened it.
    await expect(page.getByRole('button', { name: 'Add a datasheet' })).toBeFocused();
  }
}

const unit = (page: Page, label: string) => page.getByRole('article', { name: label, exact: true });

/** Picks the option whose words start with `start` (its price and bearers follow). */
async function chooseOption(select: Locator, start: string) {
  const labels = await select.locator('option').allTextContents();
  const label = labels.find((text) => text.startsWith(start));
  expect(label, `an option starting “${start}”`).toBeDefined();
  await select.selectOption({ label: label as string });
}

const checks = (page: Page) => page.getByRole('region', { name: 'Checks', exact: true });

test('build a legal Necrons list, break it, see why, fix it, save it, export and re-import it, submit it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const { headers } = await signUpFresh(page, baseURL, 'builder');
  await page.goto('/rosters');
  await page.getByRole('link', { name: 'Build a list' }).click();
  await expect(page.getByRole('heading', { name: 'Build a list', level: 1 })).toBeVisible();

  // Setup: 11th edition and Strike Force are the defaults.
  await page.getByLabel('List name').fill('Necron e2e list');
  await expect(page.getByRole('radio', { name: '11th' })).toBeChecked();
  await page.getByLabel('Find a faction').fill('necr');
  await page.getByLabel('Faction', { exact: true }).selectOption({ label: 'Necrons' });
  await page.getByRole('checkbox', { name: /Awakened Dynasty/ }).check();
  await expect(page.getByText('3 / 3 DP used')).toBeVisible();
  await page.getByLabel('Force Disposition').selectOption({ label: 'Take and Hold' });

  // A 2,000-point list: 1,990 points of the data of 2026-08-20.
  for (const name of [
    'Overlord',
    'Necron Warriors',
    'Royal Warden',
    'Immortals',
    'Monolith',
    'Doomsday Ark',
    'Seraptek Heavy Construct',
    'C’tan Shard of the Deceiver',
  ])
    await addDatasheet(page, name);
  const overlord = unit(page, 'Overlord');
  await overlord.getByLabel('Warlord').check();
  await chooseOption(overlord.getByLabel('Enhancement'), 'Veil of Darkness');
  await unit(page, 'Necron Warriors').getByLabel('Models').selectOption('20');
  await unit(page, 'Immortals').getByLabel('Models').selectOption('10');
  await overlord.getByLabel('Leads').selectOption({ label: 'Necron Warriors' });
  await unit(page, 'Royal Warden').getByLabel('Leads').selectOption({ label: 'Immortals' });
  await expect(overlord.getByText('Leads Necron Warriors')).toBeVisible();

  await expect(checks(page).getByRole('status')).toHaveText('No errors');
  await expect(checks(page).getByText(/^1,990 \/ 2,000$/)).toBeVisible();
  await expect(overlord.getByText('110 pts', { exact: true })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (onPhone()) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  // Break it: a second Monolith is over the limit, and Veil of Darkness goes on two characters.
  await addDatasheet(page, 'Monolith');
  await chooseOption(unit(page, 'Royal Warden').getByLabel('Enhancement'), 'Veil of Darkness');
  await expect(checks(page).getByRole('heading', { name: /^Errors/ })).toBeVisible();
  await expect(checks(page)).toContainText(/over the Strike Force limit of 2000/);
  await expect(checks(page)).toContainText(/Veil of Darkness is taken 2 times \(Overlord and Royal Warden\)/);
  // Checks warn; saving is still allowed.
  await expect(page.getByRole('button', { name: /^Save/ })).toBeEnabled();

  // Fix it: the second Monolith goes (Undo brings it back, Redo takes it away again) and the
  // Royal Warden gives up the enhancement.
  await unit(page, 'Monolith (2nd)').getByRole('button', { name: 'Remove Monolith (2nd)' }).click();
  await expect(unit(page, 'Monolith')).toBeVisible();
  if (onPhone()) await page.getByRole('button', { name: 'Undo' }).click();
  else await page.keyboard.press('ControlOrMeta+z');
  await expect(unit(page, 'Monolith (2nd)')).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(unit(page, 'Monolith (2nd)')).toHaveCount(0);
  await unit(page, 'Royal Warden').getByLabel('Enhancement').selectOption({ label: 'None' });
  await expect(checks(page).getByRole('status')).toHaveText('No errors');

  // Save: a new roster, opened at once.
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page).toHaveURL(/\/rosters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Necron e2e list', level: 1 })).toBeVisible();
  await expect(page.getByText('1990 / 2000 pts').first()).toBeVisible();

  // Export it as Warhammer-app text and read that back in: the same list.
  const builtId = new URL(page.url()).pathname.split('/').pop() as string;
  const download = page.waitForEvent('download');
  await page.getByLabel('Export as').selectOption({ label: 'Warhammer app text' });
  await page.getByRole('button', { name: 'Download' }).click();
  const exported = readFileSync(await (await download).path(), 'utf8');
  await page.goto('/rosters');
  await page.getByLabel('Paste a list').fill(exported);
  await page.getByRole('button', { name: 'Read pasted list' }).click();
  const pasted = page.getByRole('group', { name: 'Pasted list' });
  await expect(pasted.getByTestId('legality-report')).toContainText('1990 / 2000 pts');
  await pasted.getByRole('button', { name: 'Save roster' }).click();
  const reopened = pasted.getByRole('link', { name: 'Open the saved roster' });
  await expect(reopened).toBeVisible();
  const importedId = ((await reopened.getAttribute('href')) ?? '').split('/').pop() as string;
  type Saved = {
    roster: {
      pointsTotal: number;
      detachments: string[];
      units: { name: string; count: number; points: number }[];
      enhancements: { name: string; unit: string; points: number }[];
      attachedLeaders: { leader: string; unit: string }[];
    };
  };
  const shape = async (id: string) => {
    const { roster } = (await (await page.request.get(`/api/rosters/${id}`, { headers })).json()) as Saved;
    return {
      points: roster.pointsTotal,
      detachments: roster.detachments,
      // The importer folds typographic apostrophes (C’tan → C'tan); the datasheet is the same.
      units: roster.units.map((u) => `${u.name.replace(/[‘’]/g, "'")} ×${u.count} ${u.points}`).sort(),
      enhancements: roster.enhancements.map((e) => `${e.name} on ${e.unit} +${e.points}`).sort(),
      leaders: roster.attachedLeaders.map((a) => `${a.leader} -> ${a.unit}`).sort(),
    };
  };
  expect(await shape(importedId)).toEqual(await shape(builtId));

  // Submitted to an event, the organiser sees its legality beside the list.
  const organiserContext = await browser.newContext({ storageState: signedOut });
  const organiser = await organiserContext.newPage();
  const { headers: organiserHeaders } = await signUpFresh(organiser, baseURL, 'builder_to');
  const event = await createEventViaApi(organiser, organiserHeaders, {
    name: `Builder Cup ${Date.now().toString(36)}`,
    pointsLimit: 2000,
  });
  await page.request.post(`/api/tournaments/${event.id}/registration`, { headers, data: {} });
  const submitted = await page.request.put(`/api/tournaments/${event.id}/list`, {
    headers,
    data: { rosterId: builtId, forceDisposition: 'take-and-hold' },
  });
  expect(submitted.status()).toBe(200);
  await organiser.goto(`/tournament/${event.id}/manage`);
  await organiser.getByText(/Necron e2e list — Necrons, 1990 pts/).click();
  const review = organiser.getByRole('region', { name: 'Checked as the list builder checks it' });
  await expect(review).toContainText('1990 / 2000 pts');
  await expect(review).toContainText('No problems found');
  await organiserContext.close();
  await page.goto(`/rosters/${builtId}`);

  // Open it in the builder again, change the battle size back and forth, and save a new version.
  await page.getByRole('link', { name: 'Edit in the builder' }).click();
  await expect(page.getByRole('heading', { name: 'Edit “Necron e2e list”', level: 1 })).toBeVisible();
  await expect(unit(page, 'Overlord').getByLabel('Warlord')).toBeChecked();
  await expect(checks(page).getByRole('status')).toHaveText('No errors');
  await page.getByRole('radio', { name: /Incursion/ }).check();
  await expect(checks(page).getByRole('status')).toHaveText(/\d+ errors?/);
  await page.getByLabel('List name').fill('Necron e2e list, Incursion');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText(/saved: a new version of the roster/)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Edit “Necron e2e list, Incursion”', level: 1 }),
  ).toBeVisible();
});
