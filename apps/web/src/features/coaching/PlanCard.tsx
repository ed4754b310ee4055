import type { CoachingPlan } from '@muster/contracts';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { withOccurrenceKeys } from '../../ui/occurrence-keys';
import styles from './Coaching.module.css';
import { ReferenceList } from './CoachText';
import { useUpdatePlan } from './coaching-api';

const statusLabel: Record<CoachingPlan['status'], string> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

export function PlanCard({ plan, headingLevel = 3 }: { plan: CoachingPlan; headingLevel?: 2 | 3 }) {
  const update = useUpdatePlan();
  const toast = useToast();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const setStatus = async (status: CoachingPlan['status']) => {
    try {
      await update.mutateAsync({ id: plan.id, status });
      toast.show({ variant: 'success', message: `Plan marked ${statusLabel[status].toLowerCase()}.` });
    } catch (error) {
      toast.show({
        variant: 'error',
        message: error instanceof Error ? error.message : 'The plan was not changed.',
      });
    }
  };
  return (
    <Card className={styles.plan} aria-label={`Coaching plan: ${plan.title}`} role="region">
      <div className={styles.planHeader}>
        <Heading>{plan.title}</Heading>
        <Badge>{statusLabel[plan.status]}</Badge>
      </div>
      <p className={styles.muted}>
        {plan.startDate} to {plan.endDate}. {plan.description}
      </p>
      <h4>Goals</h4>
      <ol className={styles.goals}>
        {withOccurrenceKeys(plan.goals, (g) => g.goal).map(([key, goal]) => (
          <li key={key}>
            <strong>{goal.goal}</strong>
            <span className={styles.muted}>{goal.measure}</span>
          </li>
        ))}
      </ol>
      <h4>Focus areas</h4>
      <ul className={styles.chips}>
        {plan.focusAreas.map((area) => (
          <li key={area}>{area}</li>
        ))}
      </ul>
      {plan.advice.length > 0 && (
        <>
          <h4>Advice</h4>
          <ul>
            {withOccurrenceKeys(plan.advice, (a) => a).map(([key, advice]) => (
              <li key={key}>{advice}</li>
            ))}
          </ul>
        </>
      )}
      <ReferenceList references={plan.resources} rosterId={null} label="Reading" />
      <div className={styles.planActions}>
        {plan.status !== 'completed' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setStatus('completed')}
            disabled={update.isPending}
          >
            Mark plan completed
          </Button>
        )}
        {plan.status !== 'archived' && (
          <Button size="sm" variant="ghost" onClick={() => setStatus('archived')} disabled={update.isPending}>
            Archive plan
          </Button>
        )}
        {plan.status !== 'active' && (
          <Button size="sm" variant="ghost" onClick={() => setStatus('active')} disabled={update.isPending}>
            Make active again
          </Button>
        )}
      </div>
    </Card>
  );
}
