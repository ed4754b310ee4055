import { Check, X } from 'lucide-react';
import { tierBadgeTone } from '../../auth/shell-user';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import styles from './SubscriptionPage.module.css';
import { useSubscription } from './subscription-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SubscriptionPage() {
  const { data, error, isPending, refetch } = useSubscription();
  const header = (
    <PageHeader
      eyebrow="Account"
      title="Subscription"
      description="Your tier, your credits and where they went."
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
  return (
    <>
      <title>Subscription · Muster</title>
      {header}
      <div className={styles.summary}>
        <Card>
          <p className={styles.label}>Current tier</p>
          <p className={styles.big}>
            <Badge tone={tierBadgeTone[data.tier]}>{data.tier}</Badge>
          </p>
          <p className={styles.muted}>
            {data.aiCoaching ? 'AI coaching included.' : 'No AI coaching on this tier.'}
          </p>
        </Card>
        <Card>
          <p className={styles.label}>Credits</p>
          <p className={styles.big} data-testid="credit-balance">
            {data.credits}
          </p>
          <p className={styles.muted}>Analyses and coaching sessions spend credits.</p>
        </Card>
      </div>

      <section aria-labelledby="plans-heading" className={styles.section}>
        <h2 id="plans-heading">Plans</h2>
        <div className={styles.plans}>
          {data.plans.map((plan) => (
            <Card key={plan.tier} className={plan.tier === data.tier ? styles.currentPlan : undefined}>
              <h3>
                <Badge tone={tierBadgeTone[plan.tier]}>{plan.label}</Badge>
              </h3>
              <p className={styles.planCredits}>{plan.includedCredits} credits</p>
              <p className={styles.feature}>
                {plan.aiCoaching ? (
                  <Check size={16} aria-hidden="true" />
                ) : (
                  <X size={16} aria-hidden="true" />
                )}
                {plan.aiCoaching ? 'AI coaching' : 'No AI coaching'}
              </p>
              {plan.tier === data.tier && <p className={styles.muted}>Your plan</p>}
            </Card>
          ))}
        </div>
        <Card className={styles.howTo}>
          <h3>Changing tier</h3>
          <p>
            Muster takes no payments. Tiers are granted by an administrator, usually your club or event
            organiser. Ask them to upgrade you, or send a request through Help &amp; Support with the tier you
            need and why.
          </p>
          <ButtonLink to="/support" variant="secondary">
            Ask for an upgrade
          </ButtonLink>
        </Card>
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
