import type { PaidTier } from '@muster/contracts/billing';
import type { OutgoingMail } from '../mail/mailer';
import type { NewNotification } from '../notifications/notify';
import { tierPlans } from '../subscription/tier-plans';

/** An amount in the currency's minor unit, as people read it ("4.99 EUR"). */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

type PaidInvoice = { id: string; number: string | null; amountPaid: number; currency: string };

export function receiptNotification(
  userId: string,
  tier: PaidTier | null,
  invoice: PaidInvoice,
  balance: number | null,
): NewNotification {
  const label = tier ? tierPlans[tier].label : 'Muster';
  return {
    userId,
    kind: 'payment',
    title: `Payment received: ${formatMoney(invoice.amountPaid, invoice.currency)}`,
    body:
      balance === null
        ? `${label}, invoice ${invoice.number ?? invoice.id}.`
        : `${label}, invoice ${invoice.number ?? invoice.id}. Your balance is ${balance} credits.`,
    link: '/subscription',
    dedupeKey: `payment-received:${invoice.id}`,
  };
}

export function receiptMail(
  to: string,
  tier: PaidTier | null,
  invoice: PaidInvoice & { hostedInvoiceUrl: string | null },
  balance: number | null,
): OutgoingMail {
  const label = tier ? tierPlans[tier].label : 'Muster';
  const lines = [
    `Thank you: we received ${formatMoney(invoice.amountPaid, invoice.currency)} for ${label} (invoice ${invoice.number ?? invoice.id}).`,
    ...(balance === null ? [] : [`Your credit balance is now ${balance}.`]),
    ...(invoice.hostedInvoiceUrl ? ['', `The invoice: ${invoice.hostedInvoiceUrl}`] : []),
    '',
    'Your tier, renewal date and invoices are on your Subscription page in Muster.',
  ];
  return { to, subject: `Muster receipt: ${label}`, text: lines.join('\n'), kind: 'payment-receipt' };
}

/** What a player reads while Stripe retries a failed payment: the tier stays until the retries end. */
export function paymentProblemText(tier: PaidTier | null): string {
  const label = tier ? tierPlans[tier].label : 'your tier';
  return `Your last payment failed. Stripe will try again over the next days and you keep ${label} meanwhile; update your card under “Manage cards and invoices”. If every retry fails, your account moves to Free, keeping everything you made.`;
}

export function paymentFailedNotification(
  userId: string,
  tier: PaidTier | null,
  invoice: { id: string; attemptCount: number },
): NewNotification {
  return {
    userId,
    kind: 'payment',
    title: 'A payment failed',
    body: paymentProblemText(tier),
    link: '/subscription',
    dedupeKey: `payment-failed:${invoice.id}:${invoice.attemptCount}`,
  };
}

export function paymentFailedMail(to: string, tier: PaidTier | null): OutgoingMail {
  return {
    to,
    subject: 'Muster: your payment failed',
    text: `${paymentProblemText(tier)}\n\nYour Subscription page in Muster has the details.`,
    kind: 'payment-failed',
  };
}

export function subscriptionEndedNotification(userId: string, subscriptionId: string): NewNotification {
  return {
    userId,
    kind: 'payment',
    title: 'Your subscription has ended',
    body: 'Your account is on Free now. Your rosters, analyses and credits are all still here; subscribe again any time.',
    link: '/subscription',
    dedupeKey: `subscription-ended:${subscriptionId}`,
  };
}
