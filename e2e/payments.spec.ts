import { expect, test } from '@playwright/test';
import { signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';

// The e2e server talks to a fake Stripe on loopback (scripts/e2e-server.mjs): its Checkout page is
// a real page the browser pays on, and its webhooks are signed as Stripe signs them.

test('a player upgrades to Warrior through Checkout, sees the tier, credits and coach unlocked, then cancels and resumes', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, baseURL, 'payer');
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan' })).toBeVisible();
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByText('€49.90')).toBeVisible();
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByText('€4.99')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Choose Warrior' }).click();

  // Stripe's hosted Checkout (the fake one): pay, and come back.
  await expect(page.getByRole('heading', { name: 'Pay Muster' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay 4\.99 EUR/ }).click();
  await expect(page).toHaveURL(/\/subscription\?checkout=success/);
  await expect(page.getByTestId('checkout-return')).toContainText('Payment confirmed: welcome to Warrior');
  await expect(page.getByTestId('credit-balance')).toHaveText('25');
  await expect(page.getByTestId('billing-plan')).toHaveText('Warrior, monthly');
  await expect(page.getByTestId('billing-renewal')).toContainText('Renews on');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('Paid');
  await expect(invoices).toContainText('€4.99');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The coach is a paid one now: sessions for credits, not the Free tier's allowance.
  await page.goto('/coaching');
  await expect(page.getByText('You have 25 credits.', { exact: false })).toBeVisible();

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('billing-renewal')).toContainText('Cancelled: you keep Warrior until');
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('billing-renewal')).toContainText('Renews on');

  // Bad input: a plan this server does not sell is refused with the server's words.
  const refused = await page.request.post('/api/billing/plan', {
    data: { tier: 'warlord', interval: 'month' },
    headers: { origin: baseURL ?? '' },
  });
  expect(refused.status()).toBe(400);
});

test('leaving Checkout without paying charges nothing and says so', async ({ page, baseURL }) => {
  await signUpFresh(page, baseURL, 'nopay');
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Choose Commander' }).click();
  await page.getByRole('link', { name: 'Back to Muster' }).click();
  await expect(page).toHaveURL(/\/subscribe\?checkout=cancelled/);
  await expect(page.getByRole('status')).toContainText('Checkout was cancelled: nothing was charged.');
  await page.goto('/subscription');
  await expect(page.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('3');
});
