import { expect, test } from '@playwright/test';
import { signedOut, signUpFresh } from './support/accounts';
import { seriousAccessibilityViolations } from './support/axe';
import { createEventViaApi } from './support/events';

// Tickets go through the fake Stripe of the e2e server (scripts/e2e-server.mjs): its Connect
// onboarding and Checkout pages are real pages, its webhooks signed as Stripe signs them.

test('an organiser connects Stripe and sells tickets; a player buys one and shows as paid', async ({
  page,
  browser,
  baseURL,
}) => {
  // The organiser works at a desk, in a context of their own.
  const desk = await browser.newContext({ storageState: signedOut, viewport: { width: 1280, height: 800 } });
  const organiser = await desk.newPage();
  const { headers } = await signUpFresh(organiser, baseURL, 'seller');
  const event = await createEventViaApi(organiser, headers, { playerCap: 8 });
  await organiser.goto(`/tournament/${event.id}/manage`);
  await organiser.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(organiser.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await organiser.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(organiser).toHaveURL(new RegExp(`/tournament/${event.id}/manage$`));
  await organiser.getByLabel('Entry fee').fill('20');
  await organiser.getByLabel('Early-bird fee (optional)').fill('12,50');
  await organiser.getByRole('button', { name: 'Sell tickets' }).click();
  await expect(organiser.getByText('Say until when the early-bird fee applies.')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T18:00`;
  await organiser.getByLabel('Early bird until').fill(local(tomorrow));
  await organiser.getByLabel('Players may refund until (optional)').fill(local(tomorrow));
  await organiser.getByRole('button', { name: 'Sell tickets' }).click();
  await expect(organiser.getByTestId('ticket-price')).toContainText('Entry €20.00. Early bird €12.50 until');

  // The player, on this project's screen (the phone on the mobile project).
  await signUpFresh(page, baseURL, 'buyer');
  await page.goto(`/tournament/${event.id}`);
  await expect(page.getByTestId('ticket-price')).toContainText('Refunds until');
  await page.getByRole('button', { name: 'Buy a ticket · €12.50' }).click();
  await expect(page.getByRole('heading', { name: 'Pay Muster' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay 12\.50 EUR/ }).click();
  await expect(page).toHaveURL(/\?ticket=paid/);
  await expect(page.getByTestId('ticket-return')).toHaveText(
    'Payment confirmed: your ticket is paid and your seat is yours.',
  );
  await expect(page.getByTestId('ticket-status')).toHaveText('Ticket paid: €12.50.');
  await expect(page.getByRole('button', { name: 'Refund and withdraw' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await organiser.reload();
  const row = organiser.getByRole('row', { name: /buyer_/ });
  await expect(row.getByRole('cell', { name: '€12.50 paid' })).toBeVisible();
  expect(await seriousAccessibilityViolations(organiser)).toEqual([]);
  await desk.close();
});
