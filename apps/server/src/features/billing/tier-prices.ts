import type { TierPrice } from '@muster/contracts/billing';
import type { Billing } from './stripe-client';

const FRESH_FOR_MS = 60 * 60_000;
const RETRY_AFTER_MS = 30_000;

type Cached = { prices: TierPrice[]; at: number; complete: boolean };
const cache = new WeakMap<Billing, Cached>();

/**
 * The configured prices as Stripe has them (amount, currency), read once an hour per server
 * rather than on every page view; a failed read is tried again after 30 s, and the page says the
 * prices are unavailable meanwhile rather than showing a made-up amount.
 */
export async function tierPrices(billing: Billing, now = Date.now()): Promise<Cached> {
  const cached = cache.get(billing);
  if (cached && now - cached.at < (cached.complete ? FRESH_FOR_MS : RETRY_AFTER_MS)) return cached;
  const read = await Promise.all(
    billing.settings.prices.map(async (configured) => {
      try {
        const price = await billing.stripe.prices.retrieve(configured.priceId);
        if (price.unit_amount === null || !price.recurring) return null;
        if (price.recurring.interval !== configured.interval || price.recurring.interval_count !== 1)
          return null;
        return {
          tier: configured.tier,
          interval: configured.interval,
          amount: price.unit_amount,
          currency: price.currency,
        };
      } catch {
        return null;
      }
    }),
  );
  const prices = read.filter((price): price is TierPrice => price !== null);
  const fresh = { prices, at: now, complete: prices.length === billing.settings.prices.length };
  cache.set(billing, fresh);
  return fresh;
}
