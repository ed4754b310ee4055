import type { TierPlan } from '@muster/contracts';
import type { BillingReply } from '@muster/contracts/billing';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { formatMoney } from '../../ui/format-money';
import { useAsyncAction } from '../../ui/use-async-action';
import styles from './SubscriptionPage.module.css';
import { useCancelSubscription, usePortal } from './subscription-api';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const describe = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
const statusWords: Record<string, string> = {
  paid: 'Paid',
  open: 'Payment failed, retrying',
  void: 'Not paid',
  uncollectible: 'Not paid',
  draft: 'Draft',
};

/** The Stripe side of the subscription page: the plan, its renewal, its buttons and invoices. */
export function BillingPanel({ billing, plans }: { billing: BillingReply; plans: TierPlan[] }) {
  const cancel = useCancelSubscription();
  const portal = usePortal();
  const action = useAsyncAction(describe);
  const subscription = billing.subscription;
  const label = (tier: string) => plans.find((plan) => plan.tier === tier)?.label ?? tier;
  const periodEnd = subscription?.currentPeriodEnd
    ? day.format(new Date(subscription.currentPeriodEnd))
    : null;
  const hasCustomer = billing.invoices.length > 0 || subscription !== null;

  return (
    <section aria-labelledby="billing-heading" className={styles.section}>
      <h2 id="billing-heading">Your plan and payments</h2>
      <Card>
        {subscription ? (
          <>
            <p className={styles.planLine} data-testid="billing-plan">
              {label(subscription.tier)}, {subscription.interval === 'year' ? 'yearly' : 'monthly'}
            </p>
            {billing.paymentProblem ? (
              <p role="alert" className={styles.problem}>
                {billing.paymentProblem}
              </p>
            ) : (
              <p className={styles.muted} data-testid="billing-renewal">
                {subscription.cancelAtPeriodEnd
                  ? `Cancelled: you keep ${label(subscription.tier)} until ${periodEnd ?? 'the end of the period'}, then move to Free.`
                  : `Renews on ${periodEnd ?? 'the next billing date'}.`}
              </p>
            )}
          </>
        ) : (
          <p className={styles.muted}>
            {billing.tierSource === 'admin'
              ? 'Your tier was granted by an admin; nothing is billed. You can still subscribe to a plan of your own.'
              : 'You pay for nothing at the moment.'}
          </p>
        )}
        <FormError message={action.error} />
        <div className={styles.howToActions}>
          <ButtonLink to="/subscribe" variant={subscription ? 'secondary' : 'primary'}>
            {subscription ? 'Change plan' : 'Choose a plan'}
          </ButtonLink>
          {subscription &&
            (subscription.cancelAtPeriodEnd ? (
              <Button
                variant="secondary"
                disabled={action.busy}
                onClick={() =>
                  void action.run(async () => {
                    await cancel.mutateAsync(false);
                  })
                }
              >
                Resume subscription
              </Button>
            ) : (
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" disabled={action.busy}>
                    Cancel subscription
                  </Button>
                }
                title="Cancel your subscription?"
                description={`Nothing more is charged. You keep ${label(subscription.tier)} until ${periodEnd ?? 'the end of the paid period'}, then your account moves to Free with everything you made and every credit left.`}
                confirmLabel="Cancel subscription"
                cancelLabel="Keep it"
                onConfirm={() =>
                  void action.run(async () => {
                    await cancel.mutateAsync(true);
                  })
                }
              />
            ))}
          {hasCustomer && (
            <Button
              variant="ghost"
              disabled={action.busy}
              onClick={() =>
                void action.run(async () => {
                  await portal.mutateAsync();
                })
              }
            >
              Manage cards and invoices
            </Button>
          )}
        </div>
      </Card>

      {billing.invoices.length > 0 && (
        <div className={`${styles.tableWrap} ${styles.invoices}`}>
          <table className={styles.table} aria-label="Invoices">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Invoice</th>
                <th scope="col">Status</th>
                <th scope="col" className={styles.number}>
                  Amount
                </th>
                <th scope="col" className={styles.number}>
                  Credits
                </th>
              </tr>
            </thead>
            <tbody>
              {billing.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{day.format(new Date(invoice.createdAt))}</td>
                  <td>
                    {invoice.hostedInvoiceUrl ? (
                      <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer">
                        {invoice.number ?? 'View'}
                      </a>
                    ) : (
                      (invoice.number ?? '—')
                    )}
                  </td>
                  <td>{statusWords[invoice.status] ?? invoice.status}</td>
                  <td className={styles.number}>
                    {formatMoney(
                      invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue,
                      invoice.currency,
                    )}
                  </td>
                  <td className={styles.number}>
                    {invoice.creditsToppedUpTo === null ? '—' : `to ${invoice.creditsToppedUpTo}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
