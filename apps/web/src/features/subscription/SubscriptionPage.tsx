import type { TierPlan } from '@muster/contracts';
import { ANALYSIS_CREDIT_COST } from '@muster/contracts/analysis-options';
import { allowanceDate } from '@muster/contracts/coaching-options';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tierBadgeTone } from '../../auth/shell-user';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatusNote } from '../../ui/StatusNote';
import { useAnsweringEngine } from '../analysis/analysis-api';
import { engineLabel, RULES_ENGINE_LABEL } from '../analysis/answering-engine';
import { BillingPanel } from './BillingPanel';
import styles from './SubscriptionPage.module.css';
import { useBilling, useSubscription } from './subscription-api';

/** How long the page waits, refreshing, for Stripe's webhook after Checkout sends the player back. */
const CONFIRMATION_WAIT_MS = 60_000;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Everything that never spends a credit, on every tier (each links to where it is). */
const freeForEveryone = [
  { to: '/rosters', text: 'Import, build, keep and print your rosters, with a legality check on each' },
  { to: '/battle-simulator', text: 'The Battle Simulator: exact odds for any attack' },
  { to: '/library', text: 'The Tactical Library and its learning paths' },
  { to: '/tournaments', text: 'Tournaments: join events, or create and run your own' },
  { to: '/community', text: 'The Community Hub, Community Intel and meta insights' },
  { to: '/battles', text: 'The battle log and your player analytics' },
  { to: '/roster-analyzer-test', text: 'The sample analyzer: a full report on Muster’s sample lists' },
  { to: '/coaching-test', text: 'The sample coach: ask anything about Muster’s sample list' },
] as const;

/** What a tier's coaching means, in words: free rules-engine sessions, or sessions paid in credits. */
function coachingText(plan: TierPlan, phrasedBy: string | null): string {
  if (plan.aiCoaching)
    return phrasedBy
      ? `Coaching sessions for credits, phrased by ${phrasedBy}`
      : `Coaching sessions for credits, answered by ${RULES_ENGINE_LABEL}`;
  if (plan.freeCoachingSessions > 0)
    return `${plural(plan.freeCoachingSessions, 'free coaching session')} a month, answered by ${RULES_ENGINE_LABEL}`;
  return 'No coaching sessions';
}

/** When the balance comes back, in the player's terms. */
function creditsNote(credits: number, included: number, topUp: string): string {
  if (credits < included) return `Back up to ${included} ${topUp}.`;
  if (credits === included) return `Spend them: the balance is back to ${included} ${topUp} either way.`;
  return `More than your tier’s ${included} a month, from a grant. Nothing expires.`;
}

/**
 * Back from Stripe Checkout: the redirect proves nothing, so the page refreshes until Stripe's
 * webhook has made the subscription (or a minute has passed), and says which.
 */
function useCheckoutReturn(confirmed: boolean) {
  const [params] = useSearchParams();
  const returned = params.get('checkout') === 'success';
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (!returned || confirmed) return;
    const timer = setTimeout(() => setWaitedOut(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [returned, confirmed]);
  return {
    state: !returned ? null : confirmed ? 'confirmed' : waitedOut ? 'slow' : 'waiting',
    polling: returned && !confirmed && !waitedOut,
    changed: params.get('changed') === '1',
  } as const;
}

export function SubscriptionPage() {
  const [polling, setPolling] = useState(false);
  const { data, error, isPending, refetch } = useSubscription({ refetchInterval: polling ? 2000 : false });
  const billing = useBilling({ refetchInterval: polling ? 2000 : false });
  const checkoutReturn = useCheckoutReturn(billing.data?.subscription != null);
  useEffect(() => setPolling(checkoutReturn.polling), [checkoutReturn.polling]);
  const engine = useAnsweringEngine();
  const header = (
    <PageHeader
      eyebrow="Account"
      title="Subscription"
      description="What your tier includes, what you have used this month, and when it comes back."
    />
  );
  if (isPending)
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  if (error) {
    return (
      <>
        {header}
        <LoadFailedPanel
          title="Your subscription could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  const plan = data.plans.find((candidate) => candidate.tier === data.tier);
  const month = data.thisMonth;
  const stripeMonthly = billing.data?.subscription?.interval === 'month';
  const renewal = billing.data?.subscription?.currentPeriodEnd;
  const topUp =
    stripeMonthly && renewal
      ? `with your next payment, on ${allowanceDate(renewal.slice(0, 10))}`
      : `on ${allowanceDate(month.nextTopUp)}`;
  const phrasedBy = engine.data && engine.data.kind !== 'rules-engine' ? engineLabel(engine.data) : null;
  return (
    <>
      <title>Subscription · Muster</title>
      {header}
      {checkoutReturn.state && (
        <StatusNote testId="checkout-return">
          {checkoutReturn.state === 'confirmed'
            ? `Payment confirmed: welcome to ${plan?.label ?? data.tier}. Your ${data.credits} credits are ready.`
            : checkoutReturn.state === 'waiting'
              ? 'Thank you. Stripe is confirming your payment; your plan starts the moment it does (usually seconds).'
              : 'Stripe has not confirmed the payment yet. This page shows your plan as soon as it does; nothing is charged twice.'}
        </StatusNote>
      )}
      {checkoutReturn.changed && (
        <StatusNote>
          Your plan has changed. Stripe charged or credited the difference for the rest of this period.
        </StatusNote>
      )}
      <div className={styles.summary}>
        <Card>
          <p className={styles.label}>Your tier</p>
          <p className={styles.big}>
            <Badge tone={tierBadgeTone[data.tier]}>{plan?.label ?? data.tier}</Badge>
          </p>
          {plan && (
            <p className={styles.muted}>
              {plural(plan.includedCredits, 'credit')} a month · {coachingText(plan, phrasedBy)}.
            </p>
          )}
        </Card>
        <Card>
          <p className={styles.label}>Credits</p>
          <p className={styles.big} data-testid="credit-balance">
            {data.credits}
          </p>
          <p className={styles.muted}>{creditsNote(data.credits, plan?.includedCredits ?? 0, topUp)}</p>
        </Card>
        <Card>
          <p className={styles.label}>This month</p>
          <ul className={styles.usage} data-testid="this-month">
            <li>{plural(month.creditsSpent, 'credit')} spent</li>
            <li>
              {month.analyses} roster {month.analyses === 1 ? 'analysis' : 'analyses'}
            </li>
            <li>
              {plural(month.coachingSessions, 'coaching session')}
              {plan && !plan.aiCoaching && plan.freeCoachingSessions > 0
                ? ` (${month.freeCoachingSessionsUsed} of ${plan.freeCoachingSessions} free used)`
                : ''}
            </li>
          </ul>
        </Card>
      </div>

      {billing.data && (billing.data.payments === 'stripe' || billing.data.invoices.length > 0) && (
        <BillingPanel billing={billing.data} plans={data.plans} />
      )}

      <section aria-labelledby="free-heading" className={styles.section}>
        <h2 id="free-heading">Free and unlimited on every tier</h2>
        <ul className={styles.freeList}>
          {freeForEveryone.map((item) => (
            <li key={item.to}>
              <Check size={16} aria-hidden="true" /> <Link to={item.to}>{item.text}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="credits-heading" className={styles.section}>
        <h2 id="credits-heading">What costs credits</h2>
        <ul className={styles.costList}>
          <li>
            Analysing one of your rosters: {plural(ANALYSIS_CREDIT_COST, 'credit')} (a batch costs that for
            each roster).
          </li>
          <li>
            A coaching session on Warrior and above: the topic’s cost, 1 to 3 credits, shown before you start.
            Free-tier sessions cost nothing and come from the monthly allowance.
          </li>
        </ul>
        <p className={styles.muted}>
          On the first of every month (UTC) every balance is topped back up to its tier’s credits, and free
          coaching sessions start again; a monthly paid plan is topped up with each payment instead. A balance
          above that (a grant from an admin) is never reduced.
        </p>
      </section>

      <section aria-labelledby="plans-heading" className={styles.section}>
        <h2 id="plans-heading">Tiers side by side</h2>
        <div className={styles.plans}>
          {data.plans.map((candidate) => (
            <Card
              key={candidate.tier}
              className={candidate.tier === data.tier ? styles.currentPlan : undefined}
              aria-current={candidate.tier === data.tier ? 'true' : undefined}
            >
              <h3>
                <Badge tone={tierBadgeTone[candidate.tier]}>{candidate.label}</Badge>
              </h3>
              <p className={styles.planCredits}>{plural(candidate.includedCredits, 'credit')} a month</p>
              <p className={styles.feature}>{coachingText(candidate, phrasedBy)}</p>
              <p className={styles.feature}>Everything free and unlimited above</p>
              {candidate.tier === data.tier && <p className={styles.yours}>Your tier</p>}
            </Card>
          ))}
        </div>
        {billing.data?.payments === 'off' && (
          <Card className={styles.howTo}>
            <h3>How a higher tier is granted</h3>
            <p>
              This server takes no payments, so no tier is for sale here. Its admins grant Warrior, Commander
              and Emperor, usually to event organisers, clubs and the players who help run them. Tell them who
              you are and what you would use it for; until then everything on this page is yours on your
              current tier.
            </p>
            <div className={styles.howToActions}>
              <ButtonLink to="/support" variant="secondary">
                Ask for an upgrade
              </ButtonLink>
              <ButtonLink to="/tournament/create" variant="ghost">
                Run an event
              </ButtonLink>
            </div>
          </Card>
        )}
      </section>

      <section aria-labelledby="history-heading" className={styles.section}>
        <h2 id="history-heading">Credit history</h2>
        {data.history.length === 0 ? (
          <p className={styles.muted}>No credit changes yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col" className={styles.number}>
                    Change
                  </th>
                  <th scope="col" className={styles.number}>
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((entry) => (
                  <tr key={entry.id}>
                    <td>{dateTime.format(new Date(entry.createdAt))}</td>
                    <td>{entry.description}</td>
                    <td className={styles.number} data-sign={entry.amount < 0 ? 'negative' : 'positive'}>
                      {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
                    </td>
                    <td className={styles.number}>{entry.balanceAfter}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
