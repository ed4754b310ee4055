import { expect, test } from '@playwright/test';
import { signedOut, signUpApiPlayer, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';
import { appList, saveRosterViaApi } from './support/roster-lists';

test.use({ storageState: signedOut });

test('build a battlefield: terrain moved by keyboard, a unit from a roster, save, a snapshot, and clear errors', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'designer');
  await saveRosterViaApi(page, headers, appList);

  await page.goto('/battlefields');
  await expect(page.getByRole('heading', { level: 1, name: 'Battlefields' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use template Hammer and Anvil' })).toBeVisible();
  await page.getByRole('button', { name: 'New battlefield' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New battlefield' })).toBeVisible();
  // 60×44 board and two zones: complexity 28.4, an Intermediate table (players see the word).
  await expect(page.getByText('Intermediate', { exact: true })).toBeVisible();
  await expect(page.getByText(/Complexity/)).toHaveCount(0);

  await page.getByLabel('Name', { exact: true }).fill('Hab block 7');
  await page.getByRole('button', { name: 'Add terrain' }).click();
  const ruin = page.getByRole('button', { name: /^ruin at 30, 22/ });
  await ruin.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('r');
  await expect(page.getByRole('button', { name: 'ruin at 33, 22, turned 15°' })).toBeVisible();
  await expect(page.getByLabel('X (")')).toHaveValue('33');

  await page.getByRole('button', { name: 'Add objective' }).click();
  // Drag the new objective to the right with a pointer.
  const marker = page.getByRole('button', { name: /^Objective 1 at 30, 22$/ });
  await marker.scrollIntoViewIfNeeded();
  const box = await marker.boundingBox();
  if (!box) throw new Error('objective not drawn');
  const at = (dx: number) => ({
    clientX: box.x + box.width / 2 + dx,
    clientY: box.y + box.height / 2,
    pointerId: 7,
    isPrimary: true,
  });
  if (test.info().project.name === 'mobile') {
    // Playwright's touchscreen only taps, so the finger's pointer events are sent as the browser would.
    const finger = page.locator('[data-item^="objective:"]'); // its name changes as it moves
    await finger.dispatchEvent('pointerdown', { ...at(0), pointerType: 'touch' });
    await finger.dispatchEvent('pointermove', { ...at(box.width), pointerType: 'touch' });
    await finger.dispatchEvent('pointerup', { ...at(box.width), pointerType: 'touch' });
  } else {
    await page.mouse.move(at(0).clientX, at(0).clientY);
    await page.mouse.down();
    await page.mouse.move(at(box.width).clientX, at(box.width).clientY, { steps: 5 });
    await page.mouse.up();
  }
  await expect(page.getByRole('button', { name: /^Objective 1 at 3[3-9](\.\d+)?, 2[12]/ })).toBeVisible();
  await page.getByLabel('Unit', { exact: true }).selectOption({ label: 'Necron Warriors (20)' });
  await page.getByRole('radio', { name: 'Player 2 (red)' }).check();
  await page.getByRole('button', { name: 'Place unit' }).click();
  await expect(page.getByRole('button', { name: 'Necron Warriors (player 2) at 30, 22' })).toBeVisible();
  await expect(page.getByText('Intermediate', { exact: true })).toBeVisible(); // 33.4
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save battlefield' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Battlefield saved.' })).toBeVisible();

  await page.getByLabel('Turn', { exact: true }).fill('2');
  await page.getByLabel('Phase').selectOption('Shooting');
  await page.getByRole('button', { name: 'Save snapshot' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Snapshot saved: turn 2, Shooting.' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Snapshots' }).getByText('Turn 2, Shooting')).toBeVisible();
  await page.getByLabel('Turn', { exact: true }).fill('-1');
  await page.getByRole('button', { name: 'Save snapshot' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Turn number must be a non-negative integer' }),
  ).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save battlefield' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Battlefield name is required' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Hab block 7');
  await page.getByLabel('Width (inches)').fill('0');
  await page.getByRole('button', { name: 'Save battlefield' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Battlefield size dimensions must be positive numbers' }),
  ).toBeVisible();

  // Leaving with unsaved changes asks first: staying keeps them, leaving drops them.
  const editorUrl = page.url();
  await page.getByRole('link', { name: 'All battlefields' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'All battlefields' })).toBeFocused();
  expect(page.url()).toBe(editorUrl);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByLabel('Width (inches)')).toHaveValue('0');
  await page.getByRole('link', { name: 'All battlefields' }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Battlefields' })).toBeVisible();

  // What was saved is what comes back; closing or reloading the tab with changes asks the browser.
  await page.goto(editorUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Hab block 7' })).toBeVisible();
  await page.getByLabel('Width (inches)').fill('50');
  const browserPrompt = page.waitForEvent('dialog');
  const reloaded = page.reload();
  const prompt = await browserPrompt;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.accept();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Hab block 7' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ruin at 33, 22, turned 15°' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Necron Warriors (player 2) at 30, 22' })).toBeVisible();
  await page.goto('/battlefields');
  await expect(page.getByRole('link', { name: 'Hab block 7' })).toBeVisible();
});

test('an organiser attaches a public layout to a round and players see it with the pairings', async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'layout_to');
  const event = await createEventViaApi(page, headers, { name: `Layout Night ${Date.now().toString(36)}` });
  for (const prefix of ['lay_a', 'lay_b']) {
    const player = await signUpApiPlayer(playwright.request, baseURL, prefix);
    await player.request.post(`/api/tournaments/${event.id}/registration`, {
      headers: player.headers,
      data: {},
    });
  }
  expect((await page.request.post(`/api/tournaments/${event.id}/rounds`, { headers })).status()).toBe(201);
  const layoutName = `Table A ${Date.now().toString(36)}`;
  const layout = await page.request.post('/api/battlefields', {
    headers,
    data: { name: layoutName, size: { width: 60, height: 44 }, isPublic: true },
  });
  expect(layout.status()).toBe(201);

  await page.goto(`/tournament/${event.id}/manage`);
  await page.getByLabel('Table layout for round 1').selectOption({ label: `${layoutName} (60" × 44")` });
  await expect(page.getByRole('link', { name: layoutName })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const player = await signUpApiPlayer(playwright.request, baseURL, 'lay_viewer');
  const rounds = await (await player.request.get(`/api/tournaments/${event.id}/rounds`)).json();
  expect(rounds.rounds[0].battlefield).toEqual({ id: (await layout.json()).id, name: layoutName });
  await page.goto(`/tournament/${event.id}`);
  await page.getByRole('link', { name: layoutName }).click();
  await expect(page.getByRole('heading', { level: 1, name: layoutName })).toBeVisible();
});
