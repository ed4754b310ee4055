import type { TierPlan } from '@muster/contracts';
import {
  type BillingInterval,
  PAYMENTS_OFF_MESSAGE,
  type PaidTier,
  type TierPrice,
} from '@muster/contracts/billing';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { tierBadgeTone } from '../../auth/shell-user';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { formatMoney } from '../../ui/format-money';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatusNote } from '../../ui/StatusNote';
import { useAsyncAction } from '../../ui/use-async-action';
import styles from './SubscribePage.module.css';
import { useBilling, useChangePlan, useCheckout, useSubscription } from './subscription-api';

const describe = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
const intervalWords: Record<BillingInterval, { adjective: string; per: string }> = {
  month: { adjective: 'Monthly', per: 'a month' },
  year: { adjective: 'Yearly', per: 'a year' },
};
const paidTiers: PaidTier[] = ['warrior', 'commander', 'emperor'];

function coaching(plan: TierPlan): string {
  return plan.aiCoaching ? 'Coaching sessions for credits' : 'No paid coaching';
}

/** /subscribe: choose a tier and monthly or yearly, then pay on Stripe Checkout (or switch plan). */
export function SubscribePage() {
  const billing = useBilling();
  const subscription = useSubscription();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const changePlan = useChangePlan();
  const action = useAsyncAction(describe);
  const current = billing.data?.subscription ?? null;
  const [interval, setInterval] = useState<BillingInterval>(current?.interval ?? 'month');
  const header = (
    <PageHeader
      eyebrow="Account"
      title="Choose a plan"
      description={
        billing.data?.payments === 'off'
          ? 'How to get a paid tier on this server.'
          : 'Pay monthly or yearly through Stripe. Cancel any time: you keep the tier until the paid period ends.'
      }
    />
  );
  if (billing.isPending || subscription.isPending)
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  const loadError = billing.error ?? subscription.error;
  if (loadError || !billing.data || !subscription.data)
    return (
      <>
        {header}
        <LoadFailedPanel
          title="The plans could not be loaded"
          error={loadError ?? new Error('No data')}
          onRetry={() => {
            void billing.refetch();
            void subscription.refetch();
          }}
        />
      </>
    );
  const billingData = billing.data;
  const subscriptionData = subscription.data;
  const plans = subscriptionData.plans;
  const prices = billingData.prices;
  const priceOf = (tier: PaidTier): TierPrice | undefined =>
    prices.find((price) => price.tier === tier && price.interval === interval);
  const intervals = (['month', 'year'] as const).filter((candidate) =>
    prices.some((price) => price.interval === candidate),
  );

  if (billingData.payments === 'off')
    return (
      <>
        <title>Choose a plan · Muster</title>
        {header}
        <Card className={styles.notice}>
          <p>{PAYMENTS_OFF_MESSAGE}</p>
          <div className={styles.actions}>
            <ButtonLink to="/support">Ask for an upgrade</ButtonLink>
            <ButtonLink to="/subscription" variant="ghost">
              Your subscription
            </ButtonLink>
          </div>
        </Card>
      </>
    );

  const choose = (tier: PaidTier) =>
    void action.run(async () => {
      await checkout.mutateAsync({ tier, interval });
    });
  const switchTo = (tier: PaidTier) =>
    void action.run(async () => {
      await changePlan.mutateAsync({ tier, interval });
      await navigate('/subscription?changed=1');
    });

  return (
    <>
      <title>Choose a plan · Muster</title>
      {header}
      {params.get('checkout') === 'cancelled' && (
        <StatusNote tone="quiet">Checkout was cancelled: nothing was charged.</StatusNote>
      )}
      {billingData.pricesUnavailable && (
        <StatusNote tone="quiet">
          Some prices could not be read from Stripe just now; those plans are not offered until they can.
        </StatusNote>
      )}
      {intervals.length > 1 && (
        <fieldset className={styles.intervals}>
          <legend className="visually-hidden">Billing interval</legend>
          {intervals.map((candidate) => (
            <label key={candidate} className={styles.interval} data-checked={candidate === interval}>
              <input
                type="radio"
                name="interval"
                value={candidate}
                checked={candidate === interval}
                onChange={() => setInterval(candidate)}
              />
              {intervalWords[candidate].adjective}
            </label>
          ))}
        </fieldset>
      )}
      <FormError message={action.error} />
      <div className={styles.plans}>
        {paidTiers.map((tier) => {
          const plan = plans.find((candidate) => candidate.tier === tier);
          const price = priceOf(tier);
          if (!plan) return null;
          const isCurrent = current?.tier === tier && current.interval === interval;
          const label = `${current ? 'Switch to' : 'Choose'} ${plan.label}`;
          return (
            <Card
              key={tier}
              className={isCurrent ? styles.current : undefined}
              aria-current={isCurrent || undefined}
            >
              <h2 className={styles.planName}>
                <Badge tone={tierBadgeTone[tier]}>{plan.label}</Badge>
              </h2>
              <p className={styles.price}>
                {price ? (
                  <>
                    {formatMoney(price.amount, price.currency)}{' '}
                    <span className={styles.per}>{intervalWords[interval].per}</span>
                  </>
                ) : (
                  <span className={styles.per}>Not sold {interval === 'year' ? 'yearly' : 'monthly'}</span>
                )}
              </p>
              <ul className={styles.features}>
                <li>
                  {plan.includedCredits} credits{' '}
                  {interval === 'year' ? 'every month' : 'with each monthly payment'}
                </li>
                <li>{coaching(plan)}</li>
                <li>Everything free on every tier</li>
              </ul>
              {isCurrent ? (
                <p className={styles.yours}>Your plan</p>
              ) : current ? (
                <ConfirmDialog
                  trigger={
                    <Button disabled={!price || action.busy} className={styles.choose}>
                      {label}
                    </Button>
                  }
                  title={`${label}, ${intervalWords[interval].adjective.toLowerCase()}?`}
                  description="Stripe works out the difference for the rest of this period and charges (or credits) it now, with the card you pay with."
                  confirmLabel={label}
                  cancelLabel="Keep my plan"
                  onConfirm={() => switchTo(tier)}
                />
              ) : (
                <Button
                  disabled={!price || action.busy}
                  className={styles.choose}
                  onClick={() => choose(tier)}
                >
                  {label}
                </Button>
              )}
            </Card>
          );
        })}
      </div>
      <p className={styles.muted}>
        Payments are handled by Stripe: Muster never sees your card. Prices include any tax Stripe adds at
        checkout.
      </p>
    </>
  );
}
