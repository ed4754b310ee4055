import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distinctClient, signedOut } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

test.use({ storageState: signedOut });

test('simulate an attack, share its link, and load units from a roster', async ({ page, baseURL }) => {
  // Three pages' worth of steps: 30 s was the edge on a loaded two-core machine.
  test.setTimeout(60_000);
  const client = distinctClient();
  await page.setExtraHTTPHeaders(client);
  const headers = { origin: baseURL ?? '', ...client };
  const tag = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email: `sim-${tag}@example.test`,
      password: 'simulator password 1',
      name: `sim_${tag}`,
      username: `sim_${tag}`,
    },
    headers,
  });
  expect(signUp.ok()).toBe(true);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/battle-simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Battle Simulator' })).toBeVisible();
  // Default: 5 bolt rifles (10 shots, 3+, S4 AP-1) at 5 Intercessors: 10 · 2/3 · 1/2 · 1/2 = 1.67 wounds.
  await expect(page.getByTestId('mean-damage')).toHaveText('1.67');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // The starting simulation needs no schema checks: they (and zod) come when the player edits.
  expect(scripts.filter((file) => file.includes('simulator-checks'))).toEqual([]);
  // The untouched page is the default simulation: its address is left as it is.
  expect(new URL(page.url()).search).toBe('');

  const weapon = page.getByRole('group', { name: /Weapon 1/ });
  await weapon.getByLabel('Strength').fill('31');
  await expect(page.getByRole('alert')).toContainText('Too big: expected number to be <=30');
  expect(scripts.filter((file) => file.includes('simulator-checks'))).toHaveLength(1);
  await weapon.getByLabel('Strength').fill('8');
  await weapon.getByText('Abilities and modifiers').click();
  await weapon.getByLabel('Sustained Hits').fill('1');
  await weapon.getByLabel('Lethal Hits').check();
  await page.getByLabel('Within half range').check();
  // Closed, the disclosure still says what is set behind it.
  await weapon.getByText('Abilities and modifiers').click();
  await expect(weapon.locator('summary')).toHaveText(
    'Abilities and modifiers: Lethal Hits, Sustained Hits 1',
  );
  await expect(weapon.getByLabel('Sustained Hits')).toBeHidden();
  const damage = await page.getByTestId('mean-damage').textContent();
  const kill = await page.getByTestId('kill-probability').textContent();
  expect(damage).not.toBe('1.67');

  // The link holds the whole simulation: the address, once typing pauses, and "Copy link" at once.
  await expect(page).toHaveURL(/\?s=/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Link to this simulation copied.' }),
  ).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  await expect.poll(() => page.url()).toBe(shared);
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByTestId('mean-damage')).toHaveText(damage ?? '');
  await expect(other.getByTestId('kill-probability')).toHaveText(kill ?? '');
  await expect(other.getByRole('group', { name: /Weapon 1/ }).getByLabel('Strength')).toHaveValue('8');
  await expect(other.getByLabel('Within half range')).toBeChecked();
  // A change made just before following a link is in the address that Back returns to.
  await other
    .getByRole('group', { name: /Weapon 1/ })
    .getByLabel('Strength')
    .fill('9');
  await other.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.goBack();
  await expect(other.getByRole('group', { name: /Weapon 1/ }).getByLabel('Strength')).toHaveValue('9');
  await other.close();

  // A bad value is explained instead of computed.
  await weapon.getByLabel('Damage').fill('lots');
  await expect(page.getByRole('alert')).toContainText('Use a number or dice such as D3, D6+1 or 2D6.');
  await weapon.getByLabel('Damage').fill('D3');

  // Units from a saved roster, with the weapon profiles in its file.
  const bytes = readFileSync(
    path.resolve(import.meta.dirname, '../packages/roster-import/fixtures/rosz/ps__Ultramarines_10E.rosz'),
  );
  const parsed = await (
    await page.request.post('/api/rosters/parse', {
      data: bytes,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
    })
  ).json();
  const saved = await page.request.post('/api/rosters', {
    data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
    headers,
  });
  expect(saved.status()).toBe(201);
  await page.reload();
  const fromRosters = page.getByRole('region', { name: 'Load from your rosters' });
  await fromRosters
    .getByLabel('Roster', { exact: true })
    .selectOption({ label: 'Ultramarines 10E (Space Marines)' });
  await fromRosters.getByLabel('Unit', { exact: true }).selectOption({ index: 1 });
  await fromRosters.getByRole('button', { name: 'Attack with its shooting' }).click();
  await expect(page.getByRole('group', { name: /Weapon 1: / })).not.toContainText('Bolt rifle');
  await fromRosters
    .getByLabel('Unit', { exact: true })
    .selectOption({ label: 'Eliminator Squad (3 models)' });
  await fromRosters.getByRole('button', { name: 'Use as defender' }).click();
  await expect(page.getByRole('heading', { name: 'Against Eliminator Squad' })).toBeVisible();
  await expect(page.getByTestId('mean-damage')).toHaveText(/\d+\.\d\d/);

  // Any unit of the data set, found without its accents.
  const fromData = page.getByRole('region', { name: 'Load from the data set' });
  await fromData.getByLabel('Search units').fill('kharn');
  const found = fromData.getByLabel('Data-set unit');
  await expect(found.locator('option', { hasText: 'Khârn the Betrayer' })).toHaveCount(1);
  await found.selectOption({
    label: await found.locator('option', { hasText: 'Khârn the Betrayer' }).innerText(),
  });
  await fromData.getByRole('button', { name: 'Use as defender' }).click();
  await expect(page.getByRole('heading', { name: 'Against Khârn the Betrayer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Powered by 40kdc-data' }).first()).toBeVisible();
});

test('every Anti- entry is editable, and a defender can have an attached character', async ({
  page,
  baseURL,
}) => {
  const client = distinctClient();
  await page.setExtraHTTPHeaders(client);
  const tag = `${Date.now().toString(36)}${test.info().project.name.slice(0, 1)}a`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email: `anti-${tag}@example.test`,
      password: 'simulator password 1',
      name: `anti_${tag}`,
      username: `anti_${tag}`,
    },
    headers: { origin: baseURL ?? '', ...client },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/battle-simulator');
  await expect(page.getByTestId('mean-damage')).toHaveText('1.67');
  // Writing the simulation into the address leaves the page where the player is editing it.
  const toughness = page.getByRole('group', { name: /Defender:/ }).getByLabel('Toughness');
  await toughness.fill('5');
  await expect(page).toHaveURL(/\?s=/);
  await expect(toughness).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await toughness.fill('4');
  const weapon = page.getByRole('group', { name: /Weapon 1/ });
  await weapon.getByText('Abilities and modifiers').click();
  await weapon.getByRole('button', { name: 'Add an Anti- keyword' }).click();
  await weapon.getByRole('button', { name: 'Add an Anti- keyword' }).click();
  await weapon.getByLabel('Anti- keyword 1').fill('Vehicle');
  await weapon.getByLabel('Anti- 2 on').fill('2');
  // Anti-Infantry 2+ against Intercessors: every wound roll of 2+ is critical, so more damage.
  await expect(page.getByTestId('mean-damage')).not.toHaveText('1.67');
  const withAnti = await page.getByTestId('mean-damage').textContent();
  await weapon.getByRole('button', { name: 'Remove Anti-Infantry' }).click();
  await expect(page.getByTestId('mean-damage')).toHaveText('1.67');

  const defender = page.getByRole('group', { name: /Defender/ });
  await defender.getByLabel('An attached Character (leader) with its own profile').check();
  await defender.getByLabel('Character wounds').fill('6');
  await expect(page.getByTestId('mean-damage')).toHaveText(/\d+\.\d\d/);
  expect(withAnti).not.toBe('1.67');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
