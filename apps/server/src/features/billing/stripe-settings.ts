import type { BillingInterval, PaidTier } from '@muster/contracts/billing';

/** The Stripe price of one tier at one interval, as configured (STRIPE_PRICE_<TIER>_<INTERVAL>). */
type ConfiguredPrice = { tier: PaidTier; interval: BillingInterval; priceId: string };

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: ConfiguredPrice[];
  /**
   * Where the Stripe API is (STRIPE_API_BASE): unset means api.stripe.com; the tests point it at
   * a fake Stripe on loopback.
   */
  apiBase: URL | null;
};

const tiers: PaidTier[] = ['warrior', 'commander', 'emperor'];
const intervals: { interval: BillingInterval; suffix: string }[] = [
  { interval: 'month', suffix: 'MONTHLY' },
  { interval: 'year', suffix: 'YEARLY' },
];

/** The environment variable naming a tier's price, e.g. STRIPE_PRICE_WARRIOR_MONTHLY. */
function priceVariable(tier: PaidTier, interval: BillingInterval): string {
  const suffix = intervals.find((entry) => entry.interval === interval)?.suffix ?? 'MONTHLY';
  return `STRIPE_PRICE_${tier.toUpperCase()}_${suffix}`;
}

/**
 * Payments are on when STRIPE_SECRET_KEY is set; then the webhook secret and at least one price
 * are required, since a checkout nobody can complete or confirm would take money for nothing.
 */
export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv): {
  settings: StripeSettings | null;
  problems: string[];
} {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return { settings: null, problems: [] };
  const problems: string[] = [];
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!webhookSecret)
    problems.push(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint /api/billing/webhook)',
    );
  const prices: ConfiguredPrice[] = [];
  for (const tier of tiers)
    for (const { interval } of intervals) {
      const priceId = env[priceVariable(tier, interval)]?.trim();
      if (priceId) prices.push({ tier, interval, priceId });
    }
  if (prices.length === 0)
    problems.push(
      `STRIPE_PRICE_*: set at least one price id with STRIPE_SECRET_KEY (${priceVariable('warrior', 'month')}, ${priceVariable('warrior', 'year')}, … ${priceVariable('emperor', 'year')})`,
    );
  const duplicate = prices.find(
    (price, index) => prices.findIndex((other) => other.priceId === price.priceId) !== index,
  );
  if (duplicate)
    problems.push(
      `STRIPE_PRICE_*: ${duplicate.priceId} is given for two tiers or intervals; each needs its own price`,
    );
  let apiBase: URL | null = null;
  const rawBase = env.STRIPE_API_BASE?.trim();
  if (rawBase) {
    try {
      apiBase = new URL(rawBase);
      if (apiBase.protocol !== 'http:' && apiBase.protocol !== 'https:') throw new Error('protocol');
    } catch {
      problems.push(`STRIPE_API_BASE: not an http(s) URL: ${rawBase}`);
    }
  }
  if (problems.length > 0) return { settings: null, problems };
  return { settings: { secretKey, webhookSecret, prices, apiBase }, problems };
}
