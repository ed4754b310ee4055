import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { appList } from './support/roster-lists';

test.use({ storageState: signedOut });

const ultramarines = path.resolve(
  import.meta.dirname,
  '../packages/roster-import/fixtures/rosz/ps__Ultramarines_10E.rosz',
);

test('generate a playbook against an opponent, share it, and test it signed out', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'planner');
  for (const [data, type] of [
    [readFileSync(ultramarines), 'application/octet-stream'],
    [appList, 'text/plain'],
  ] as const) {
    const parsed = await (
      await page.request.post('/api/rosters/parse', { data, headers: { ...headers, 'content-type': type } })
    ).json();
    await page.request.post('/api/rosters', {
      data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
      headers,
    });
  }

  await page.goto('/playbook-generator');
  await page.getByLabel('Your roster').selectOption({ label: 'Ultramarines 10E — Space Marines, 810 pts' });
  await page.getByLabel('Opponent (optional)').selectOption({ label: 'Dynasty Test — Necrons, 245 pts' });
  await page.getByRole('button', { name: 'Generate playbook' }).click();
  await expect(page).toHaveURL(/\/playbook-viewer\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ultramarines 10E vs Dynasty Test' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Turn 1: / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Target priority' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  const id = page.url().split('/').at(-1) ?? '';

  const stranger = await browser.newContext({ storageState: signedOut });
  const outsider = await stranger.newPage();
  await outsider.goto(`/playbook-test/${id}`);
  await expect(outsider.getByRole('heading', { name: 'Playbook not found' })).toBeVisible();

  await page.getByRole('switch', { name: 'Shared by link' }).click();
  await expect(page.getByText(/Anyone with the link can see and test it/)).toBeVisible();

  await outsider.goto(`/playbook-test/${id}`);
  await expect(
    outsider.getByRole('heading', { level: 1, name: 'Ultramarines 10E vs Dynasty Test' }),
  ).toBeVisible();
  await expect(outsider.getByTestId('simulation-summary')).toContainText('After 5 rounds');
  await expect(outsider.getByTestId('points-chart').locator('.recharts-line')).toHaveCount(2);
  await expect(outsider.getByRole('heading', { name: "The playbook's targets" })).toBeVisible();
  await outsider.getByLabel('They go first').check();
  await expect(outsider).toHaveURL(/first=theirs/);
  await expect(outsider.getByText(/Round 1, their turn/)).toBeVisible();
  expect(await seriousAccessibilityViolations(outsider)).toEqual([]);

  // Deleting asks first; the shared link stops working with it.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Ultramarines 10E vs Dynasty Test”?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete playbook' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: '“Ultramarines 10E vs Dynasty Test” deleted.' }),
  ).toBeVisible();
  await outsider.reload();
  await expect(outsider.getByRole('heading', { name: 'Playbook not found' })).toBeVisible();
  await stranger.close();
});

test('the sample playbook and its test are open to everyone', async ({ page }) => {
  await page.goto('/playbook-sample-test');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ultramarines Spearhead vs Szarekhan Vanguard' }),
  ).toBeVisible();
  await expect(page.getByText(/the sample opponent|Against Szarekhan Vanguard/).first()).toBeVisible();
  await expect(page.getByTestId('points-chart')).toBeVisible();
});
