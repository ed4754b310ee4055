import { expect, type Locator, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';

/**
 * The UI kit sweep: controls show their whole choice, wide tables say they scroll, and the
 * library's filters leave a phone's first screen to the articles.
 */
test.use({ storageState: signedOut });

/** Whether a select is at least as wide as its chosen option's text, its padding and its arrow. */
async function showsItsChoice(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    const el = element as HTMLSelectElement;
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(el.selectedOptions[0]?.textContent ?? '').width;
    const arrow = 16;
    return (
      text + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + arrow <=
      el.clientWidth
    );
  });
}

test('the simulator shows every choice and every column, or says the table scrolls', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL, 'fit');
  await page.goto('/battle-simulator');
  // Default: 5 bolt rifles at 5 Intercessors, 1.67 wounds (worked in battle-simulator.spec.ts).
  await expect(page.getByTestId('mean-damage')).toHaveText('1.67');

  expect(await showsItsChoice(page.getByLabel('Data-set unit'))).toBe(true);
  expect(await showsItsChoice(page.getByLabel('Rules edition'))).toBe(true);

  const region = page.getByRole('region', { name: 'Expected per weapon' });
  const last = region.getByRole('columnheader', { name: 'Devastating' });
  const inside = () =>
    last.evaluate((cell) => {
      const box = (cell.closest('section') as HTMLElement).getBoundingClientRect();
      const right = cell.getBoundingClientRect().right;
      return right <= box.right + 1;
    });
  if (test.info().project.name === 'desktop') {
    // 1280 × 800: the six columns fit the results card, nothing to scroll.
    expect(await inside()).toBe(true);
    await expect(page.getByText('Scroll sideways for every column')).toHaveCount(0);
  } else {
    await expect(page.getByText('Scroll sideways for every column')).toBeVisible();
    expect(await inside()).toBe(false);
    await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    expect(await inside()).toBe(true);
    // The weapon's name stays in view beside the last column.
    const weapon = region.getByRole('rowheader', { name: 'Bolt rifle' });
    const weaponLeft = await weapon.evaluate((cell) => cell.getBoundingClientRect().left);
    const regionLeft = await region.evaluate((element) => element.getBoundingClientRect().left);
    expect(Math.abs(weaponLeft - regionLeft)).toBeLessThanOrEqual(1);
  }
});

test('the library filters fold behind one button on a phone and stay open on a desktop', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL, 'filters');
  await page.goto('/library');
  const difficulty = page.getByRole('group', { name: 'Difficulty' });
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (test.info().project.name === 'desktop') {
    await expect(difficulty).toBeVisible();
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(toggle).toHaveText('Filters');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(difficulty).toBeHidden();
  // The search and the first articles are on the first screen (390 × 844).
  await expect(page.getByLabel('Search the library')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Learning paths' })).toBeInViewport();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await difficulty.getByRole('button', { name: 'Beginner' }).click();
  await page.getByRole('group', { name: 'Format' }).getByRole('button', { name: 'Guide' }).click();
  await expect(toggle).toHaveText('Filters (2 active)');
  await toggle.click();
  await expect(difficulty).toBeHidden();
  await expect(toggle).toHaveText('Filters (2 active)');
});
