import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test.use({ storageState: signedOut });

/** A Warhammer-app export with wargear lines, one unit under another name and one no datasheet has. */
const wargearList = [
  'Resolution Test (345 points)',
  '',
  'Space Marines',
  'Strike Force (2000 points)',
  'Gladius Task Force',
  '',
  'BATTLELINE',
  '',
  'Intercessor Squad (80 points)',
  '  • 1x Intercessor Sergeant',
  '    • 1x Bolt Pistol',
  '      1x Bolt Rifle',
  '  • 4x Intercessor',
  '    • 4x Bolt Pistol',
  '      4x Bolt Rifle',
  '',
  'OTHER DATASHEETS',
  '',
  'Hellblasters (110 points)',
  '  • 5x Plasma Incinerator',
  '',
  'Tin Soldiers (155 points)',
  '  • 5x Storm bolter',
].join('\n');

test('an app export is matched to datasheets and loadouts, corrected by hand, and simulated with its real weapons', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpFresh(page, baseURL, 'resolver');
  await page.goto('/rosters');
  await page.getByLabel('Paste a list').fill(wargearList);
  await page.getByRole('button', { name: 'Read pasted list' }).click();
  const review = page.getByRole('group', { name: 'Pasted list' });
  await expect(review.getByText('2 of 3 matched')).toBeVisible();
  // The unit no datasheet matched is named in the warnings, and lowers the confidence.
  await expect(review.getByRole('list', { name: 'Warnings' })).toContainText('(Tin Soldiers)');

  const units = review.getByRole('list', { name: 'Units as they will be measured' }).getByRole('listitem');
  const intercessors = units.filter({ hasText: 'Intercessor Squad' });
  await expect(intercessors.getByText('Datasheet found')).toBeVisible();
  await expect(intercessors.getByText('Wargear as the list names it')).toBeVisible();
  await expect(intercessors.getByText(/5× Bolt Rifle/)).toBeVisible();
  const hellblasters = units.filter({ hasText: 'Hellblasters' });
  await expect(hellblasters.getByText('Found by another name')).toBeVisible();
  await expect(hellblasters.getByText('Hellblaster Squad.')).toBeVisible();

  // The unit no datasheet has: the player picks it, and the review shows the result at once.
  const tin = units.filter({ hasText: 'Tin Soldiers' }).first();
  await expect(tin.getByText('No datasheet found')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await tin.getByRole('button', { name: 'Choose its datasheet' }).click();
  await tin.getByLabel(/Find the datasheet/).fill('Terminator Squad');
  await tin.getByRole('button', { name: 'Terminator Squad', exact: true }).click();
  await expect(review.getByText('3 of 3 matched')).toBeVisible();
  await expect(review.getByRole('list', { name: 'Warnings' })).toHaveCount(0);
  await expect(
    units.filter({ hasText: 'Tin Soldiers' }).first().getByText('Datasheet you chose'),
  ).toBeVisible();

  // The player fixes a loadout by hand: the unit is matched again from what they wrote.
  await intercessors.getByRole('button', { name: 'Fix its wargear' }).click();
  const editor = intercessors.getByRole('group', { name: /Wargear of Intercessor Squad/ });
  await editor.getByRole('button', { name: 'Add a line' }).click();
  await editor
    .getByLabel(/^Wargear \d+$/)
    .last()
    .fill('Power fist');
  await editor.getByRole('button', { name: 'Apply wargear' }).click();
  // The Sergeant's power fist replaces his close combat weapon: one fist, the rifles unchanged.
  await expect(intercessors.getByText(/1× Power Fist/i)).toBeVisible();
  await expect(intercessors.getByText(/5× Bolt Rifle/)).toBeVisible();

  await review.getByRole('button', { name: 'Save roster' }).click();
  await review.getByRole('link', { name: 'Open the saved roster' }).click();

  // The roster page: a datacard per unit, weapons counted by the models that carry them.
  await expect(page.getByRole('heading', { level: 1, name: 'Resolution Test' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Hellblasters' }) });
  await card.getByText(/^Weapons/).click();
  await expect(card.getByRole('row', { name: /5× Plasma Incinerator – Standard/ })).toBeVisible();
  await expect(card.getByRole('row', { name: /5× Plasma Incinerator – Supercharge/ })).toBeVisible();

  // The simulator fires the squad's real weapons: five incinerators, one profile at a time.
  await page.goto('/battle-simulator');
  const fromRosters = page.getByRole('region', { name: 'Load from your rosters' });
  await fromRosters
    .getByLabel('Roster', { exact: true })
    .selectOption({ label: 'Resolution Test (Space Marines)' });
  await fromRosters.getByLabel('Unit', { exact: true }).selectOption({ label: 'Hellblasters (5 models)' });
  await fromRosters.getByRole('button', { name: 'Attack with its shooting' }).click();
  const first = page.getByRole('group', { name: /Weapon 1: / });
  await expect(first).toContainText('Plasma Incinerator');
  await expect(first.getByLabel('Models')).toHaveValue('5');
  await expect(page.getByText(/Profiles are alternatives; fired at this target: /)).toBeVisible();
  await expect(page.getByTestId('mean-damage')).toHaveText(/\d+\.\d\d/);

  // The analysis report measures the same units, and shows each one's datacard.
  await page.goBack();
  await page.goto('/rosters');
  await page.getByRole('link', { name: 'Resolution Test' }).click();
  await page.getByRole('link', { name: 'Analyse' }).click();
  await page.getByRole('button', { name: 'Analyse roster (1 credit)' }).click();
  await expect(page.getByTestId('overall-rating')).toHaveText(/^\d+(\.\d)?$/, { timeout: 20_000 });
  await expect(
    page.getByRole('table', { name: /Turns to destroy|Chance that all your shooting/ }),
  ).toBeVisible();
  const assessed = page
    .locator('details')
    .filter({ has: page.locator(':scope > summary', { hasText: /^Hellblasters/ }) });
  await assessed.locator('summary').first().click();
  await expect(
    assessed.getByText(/Measured as:.*Hellblaster Squad, 5 models.*5× Plasma Incinerator/),
  ).toBeVisible();
  await expect(assessed.getByRole('table', { name: 'Hellblasters characteristics' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
