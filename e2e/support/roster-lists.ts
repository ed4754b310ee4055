import { expect, type Page } from '@playwright/test';

/** A short list as the Warhammer app exports it (Necrons, two units without profiles). */
export const appList = [
  'Dynasty Test (245 points)',
  '',
  'Necrons',
  'Strike Force (2000 points)',
  'Awakened Dynasty',
  '',
  'CHARACTERS',
  '',
  'Overlord (85 points)',
  '  • Warlord',
  '  • 1x Staff of light',
  '',
  'BATTLELINE',
  '',
  'Necron Warriors (160 points)',
  '  • 20x Necron Warrior',
  '    • 20x Gauss flayer',
].join('\n');

/** Parses a list through the API and saves it as the page's user's roster; returns its id. */
export async function saveRosterViaApi(
  page: Page,
  headers: Record<string, string>,
  data: Buffer | string,
  contentType = 'text/plain',
): Promise<string> {
  const parsed = await (
    await page.request.post('/api/rosters/parse', {
      data,
      headers: { ...headers, 'content-type': contentType },
    })
  ).json();
  const saved = await page.request.post('/api/rosters', {
    data: { roster: parsed.roster, sourceFormat: parsed.detectedFormat, sourceFileName: null },
    headers,
  });
  expect(saved.ok()).toBe(true);
  return (await saved.json()).id as string;
}
