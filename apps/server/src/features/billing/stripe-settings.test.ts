import { describe, expect, it } from 'vitest';
import { stripeSettingsFromEnv } from './stripe-settings';

describe('Stripe settings from the environment', () => {
  it('leaves payments off without STRIPE_SECRET_KEY, whatever else is set', () => {
    expect(stripeSettingsFromEnv({ STRIPE_PRICE_WARRIOR_MONTHLY: 'price_1' })).toEqual({
      settings: null,
      problems: [],
    });
  });

  it('reads the key, the webhook secret, each tier’s prices and an API base', () => {
    const { settings, problems } = stripeSettingsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_WARRIOR_MONTHLY: 'price_w_m',
      STRIPE_PRICE_EMPEROR_YEARLY: ' price_e_y ',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(problems).toEqual([]);
    expect(settings?.prices).toEqual([
      { tier: 'warrior', interval: 'month', priceId: 'price_w_m' },
      { tier: 'emperor', interval: 'year', priceId: 'price_e_y' },
    ]);
    expect(settings?.apiBase?.port).toBe('12111');
  });

  it('names every problem: no webhook secret, no price, a price twice, a bad API base', () => {
    expect(stripeSettingsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }).problems).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: required/),
      expect.stringMatching(/^STRIPE_PRICE_\*: set at least one price/),
    ]);
    const twice = stripeSettingsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_WARRIOR_MONTHLY: 'price_same',
      STRIPE_PRICE_COMMANDER_MONTHLY: 'price_same',
      STRIPE_API_BASE: 'ftp://example.test',
    });
    expect(twice.settings).toBeNull();
    expect(twice.problems).toEqual([
      expect.stringContaining('price_same is given for two tiers'),
      'STRIPE_API_BASE: not an http(s) URL: ftp://example.test',
    ]);
  });
});
