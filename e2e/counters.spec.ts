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

test('plan a list against an opponent, both ways, and share the plan by its link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'counter');
  const upload = async (data: Buffer | string, type: string) => {
    const parsed = await (
      await page.request.post('/api/rosters/parse', { data, headers: { ...headers, 'content-type': type } })
    ).json();
    const saved = await page.request.post('/api/rosters', {
      data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
      headers,
    });
    return (await saved.json()).id as string;
  };
  await page.goto('/counter-generation');
  await expect(page.getByRole('heading', { name: 'Your list first' })).toBeVisible();

  const necrons = await upload(appList, 'text/plain');
  const marines = await upload(readFileSync(ultramarines), 'application/octet-stream');
  await page.goto(`/counter-generation?roster=${marines}&opponent=${necrons}`);
  await expect(page.getByLabel('Your roster')).toHaveValue(marines);
  await expect(page.getByLabel("Opponent's roster")).toHaveValue(necrons);
  await expect(page.getByTestId('your-points')).toHaveText(/^\d+ pts$/);
  const targets = page.getByRole('region', { name: 'Kill first' }).getByRole('heading', { level: 3 });
  await expect(targets).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Tactics' })).toBeVisible();
  const matrix = page.getByRole('table', { name: /Points removed per turn/ });
  await expect(matrix.getByRole('columnheader', { name: /Necron Warriors/ })).toBeVisible();
  await expect(matrix.getByRole('rowheader', { name: 'Razorback' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Swap sides: the URL follows, and the plan reads the other way round.
  const yours = await page.getByTestId('your-points').textContent();
  await page.getByLabel('Your roster').selectOption(necrons);
  await page.getByLabel("Opponent's roster").selectOption(marines);
  await expect(page).toHaveURL(new RegExp(`roster=${necrons}&opponent=${marines}`));
  await expect(page.getByTestId('their-points')).toHaveText(yours ?? '');
  await page.reload();
  await expect(page.getByLabel('Your roster')).toHaveValue(necrons);
});

test('paste an opponent’s list into counters and get a plan, nothing saved', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const { headers } = await signUpFresh(page, baseURL, 'paste');
  const parsed = await (
    await page.request.post('/api/rosters/parse', {
      data: readFileSync(ultramarines),
      headers: { ...headers, 'content-type': 'application/octet-stream' },
    })
  ).json();
  const saved = await page.request.post('/api/rosters', {
    data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
    headers,
  });
  const marines = (await saved.json()).id as string;
  await page.goto('/counter-generation');
  // With one roster saved, the opponent is a pasted list.
  await expect(page.getByLabel('Your roster')).toHaveValue(marines);
  await expect(page.getByLabel("Opponent's roster")).toHaveValue('pasted');
  const paste = page.getByLabel("Opponent's list");
  await paste.fill('nothing like a list');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await paste.fill(appList);
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByTestId('your-points')).toHaveText(/^\d+ pts$/);
  await expect(
    page.getByRole('region', { name: 'Kill first' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Tactics' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // Nothing was saved: still one roster.
  const rosters = (await (await page.request.get('/api/rosters', { headers })).json()).rosters;
  expect(rosters).toHaveLength(1);
});
