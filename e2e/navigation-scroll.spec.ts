import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';

test.use({ storageState: signedOut });

/**
 * Issue 19: following a link opens the next page at its top (Library → My Rosters used to land
 * 3,508 px down), and Back returns to where the reader was.
 */
test('a link opens the next page at its top; back returns to the same place', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL, 'scroller');
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'First Steps to the Table' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const readAt = await page.evaluate(() => window.scrollY);

  // The phone's bottom bar and the desktop sidebar stay in view however far down the page is.
  const onPhone = test.info().project.name === 'mobile';
  const nav = onPhone
    ? page.getByRole('navigation', { name: 'Quick access' }).getByRole('link', { name: 'Tournaments' })
    : page.getByRole('link', { name: 'My Rosters' });
  await nav.first().click();
  await expect(page).toHaveURL(onPhone ? /\/tournaments$/ : /\/rosters$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/library$/);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - readAt))
    .toBeLessThan(50);
});

test('a page opened by its address starts at its top, whatever the page loaded before it left', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL, 'loader');
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'First Steps to the Table' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeInViewport();
  // Positions are restored once the page's data is in: wait for that before reading it.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Opened again by its address, the library starts at its top too; a reload returns to the place.
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'First Steps to the Table' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'First Steps to the Table' })).toBeAttached();
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 300)).toBeLessThan(50);
});
