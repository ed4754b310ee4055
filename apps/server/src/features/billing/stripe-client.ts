import Stripe from 'stripe';
import { HttpError } from '../../http/error-handler';
import type { StripeSettings } from './stripe-settings';

/**
 * The official Stripe library, pointed at api.stripe.com or at STRIPE_API_BASE (a fake Stripe in
 * the tests). Network errors and 409/429/5xx answers are retried by the library, with idempotency
 * keys on every POST, so a retried create never makes a second customer or session.
 */
function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Muster' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** What the routes and the webhook job need: the settings and one client made from them. */
export type Billing = { settings: StripeSettings; stripe: Stripe };

export function billingFrom(settings: StripeSettings | null): Billing | null {
  return settings ? { settings, stripe: createStripeClient(settings) } : null;
}

/** True for Stripe's "No such …" answer (the object was deleted or never existed). */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Stripe's own refusals and outages, said in the player's terms; nothing was charged. */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw new HttpError(409, 'STRIPE_REFUSED', `Stripe refused: ${error.message}`);
    throw new HttpError(
      502,
      'STRIPE_UNAVAILABLE',
      'Stripe could not be reached, so nothing was changed or charged. Try again in a minute.',
    );
  }
}
