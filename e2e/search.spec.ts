import { expect, type Page, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { createEventViaApi } from './support/events';
import { appList, saveRosterViaApi } from './support/roster-lists';

test.use({ storageState: signedOut });

/** The header's search box: in the header on a desktop, in the menu drawer on a phone. */
async function searchBox(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('combobox', { name: 'Tactical search' });
  await expect(box).toBeVisible();
  return box;
}

test('the header search finds my roster, a unit in it and my event, and nobody else’s', async ({
  page,
  baseURL,
  isMobile,
}) => {
  const { headers } = await signUpFresh(page, baseURL, 'seeker');
  const rosterId = await saveRosterViaApi(page, headers, appList);
  const tag = Date.now().toString(36);
  const event = await createEventViaApi(page, headers, { name: `Dynasty Open ${tag}` });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();

  // A roster by its name, and the event by a word of its name, in their own groups.
  let box = await searchBox(page, isMobile);
  await box.fill('dynasty');
  const rosters = page.getByRole('group', { name: 'Rosters' });
  await expect(rosters.getByRole('option')).toHaveCount(1);
  await expect(rosters.getByRole('option', { name: /Dynasty Test.*Necrons · 245 pts/ })).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Events' })
      .getByRole('option', { name: new RegExp(`Dynasty Open ${tag}.*Organising`) }),
  ).toBeVisible();
  await rosters.getByRole('option', { name: /Dynasty Test/ }).click();
  await expect(page).toHaveURL(new RegExp(`/rosters/${rosterId}$`));

  // A unit leads to its roster.
  box = await searchBox(page, isMobile);
  await box.fill('necron warr');
  await page
    .getByRole('group', { name: 'Units' })
    .getByRole('option', { name: /Necron Warriors.*in Dynasty Test/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/rosters/${rosterId}$`));

  // The keyboard reaches the event: down through the options, Enter opens it.
  box = await searchBox(page, isMobile);
  await box.fill(`open ${tag}`);
  const eventOption = page.getByRole('group', { name: 'Events' }).getByRole('option');
  await expect(eventOption).toHaveCount(1);
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  const before = await options.count();
  for (let press = 1; press < before; press += 1) await box.press('ArrowDown');
  await expect(eventOption).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tournament/${event.id}$`));

  // Another player's search finds none of it.
  await page.context().clearCookies();
  await signUpFresh(page, baseURL, 'stranger');
  await page.goto('/dashboard');
  box = await searchBox(page, isMobile);
  const answered = page.waitForResponse((response) => response.url().includes('/api/search?q=dynasty'));
  await box.fill('dynasty');
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText('Searching your rosters, units and events…')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Rosters' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Events' })).toHaveCount(0);
});
