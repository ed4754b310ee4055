import type { PayoutAccount } from '@muster/contracts/event-tickets';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Billing } from '../billing/stripe-client';
import { PAYMENTS_OFF } from './event-tickets.service';
import { payoutAccounts } from './event-tickets.table';

/**
 * The organiser's Connect account as Stripe has it. Until Stripe says it can take charges, each
 * look asks Stripe again (the return from onboarding proves nothing by itself).
 */
export async function payoutAccountView(
  db: Database,
  billing: Billing | null,
  userId: string,
): Promise<PayoutAccount> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  if (!billing || !row)
    return {
      payments: billing ? 'stripe' : 'off',
      accountId: null,
      chargesEnabled: false,
      detailsSubmitted: false,
    };
  if (row.chargesEnabled)
    return {
      payments: 'stripe',
      accountId: row.stripeAccountId,
      chargesEnabled: true,
      detailsSubmitted: row.detailsSubmitted,
    };
  const account = await billing.stripe.accounts.retrieve(row.stripeAccountId);
  const state = {
    chargesEnabled: account.charges_enabled === true,
    detailsSubmitted: account.details_submitted === true,
  };
  await db
    .update(payoutAccounts)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(payoutAccounts.userId, userId));
  return { payments: 'stripe', accountId: row.stripeAccountId, ...state };
}

/**
 * Starts (or continues) Stripe's hosted onboarding for the organiser's Express account, which
 * their events' ticket money is paid into; answers the onboarding page to send the browser to.
 */
export async function startPayoutOnboarding(
  db: Database,
  billing: Billing | null,
  account: { id: string; email: string },
  returnUrl: string,
): Promise<{ url: string }> {
  if (!billing) throw PAYMENTS_OFF();
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, account.id));
  let stripeAccountId = row?.stripeAccountId;
  if (!stripeAccountId) {
    const created = await billing.stripe.accounts.create(
      {
        type: 'express',
        email: account.email,
        metadata: { userId: account.id },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      },
      { idempotencyKey: `muster-payouts-${account.id}` },
    );
    await db
      .insert(payoutAccounts)
      .values({ userId: account.id, stripeAccountId: created.id })
      .onConflictDoNothing();
    const [stored] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, account.id));
    stripeAccountId = stored?.stripeAccountId ?? created.id;
  }
  const link = await billing.stripe.accountLinks.create({
    account: stripeAccountId,
    type: 'account_onboarding',
    refresh_url: returnUrl,
    return_url: returnUrl,
  });
  return { url: link.url };
}
