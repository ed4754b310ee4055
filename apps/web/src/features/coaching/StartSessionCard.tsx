import { COACHING_NOT_IN_TIER, type CoachingTopic, INSUFFICIENT_COACHING_CREDITS } from '@muster/contracts';
import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { useRosterList } from '../rosters/rosters-api';
import styles from './Coaching.module.css';
import { useStartSession } from './coaching-api';

type Eligibility = { tier: string; aiCoaching: boolean; credits: number };

export function StartSessionCard({
  topics,
  eligibility,
  onStarted,
  compact = false,
}: {
  topics: CoachingTopic[];
  eligibility: Eligibility;
  onStarted: (sessionId: string) => void;
  /** While a conversation is open the form folds away behind one button. */
  compact?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const rosters = useRosterList();
  const start = useStartSession();
  const [topicId, setTopicId] = useState(topics[0]?.id ?? '');
  const [rosterId, setRosterId] = useState<string | null>(null);
  const chosenRoster = rosterId ?? rosters.data?.[0]?.id ?? '';
  const topic = topics.find((t) => t.id === topicId);
  const short = topic !== undefined && eligibility.credits < topic.creditsCost;

  if (!eligibility.aiCoaching)
    return (
      <Card className={styles.startCard}>
        <h2>Start a session</h2>
        <p>{COACHING_NOT_IN_TIER}</p>
        <div className={styles.planActions}>
          <ButtonLink to="/subscription">See the plans</ButtonLink>
          <ButtonLink to="/coaching-test" variant="secondary">
            Try the free sample coach
          </ButtonLink>
        </div>
      </Card>
    );

  if (compact && !expanded)
    return (
      <Card className={styles.startCard}>
        <Button variant="secondary" onClick={() => setExpanded(true)}>
          Start a new session
        </Button>
      </Card>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const started = await start.mutateAsync({ topicId, rosterId: chosenRoster || null });
      setExpanded(false);
      onStarted(started.session.id);
    } catch {
      // shown from start.error
    }
  };

  return (
    <Card className={styles.startCard}>
      <form onSubmit={submit}>
        <h2>Start a session</h2>
        <fieldset className={styles.topics}>
          <legend>Topic</legend>
          {topics.map((t) => (
            <label key={t.id} className={styles.topic}>
              <input
                type="radio"
                name="coaching-topic"
                value={t.id}
                checked={t.id === topicId}
                onChange={() => {
                  start.reset();
                  setTopicId(t.id);
                }}
              />
              <span>
                <strong>{t.title}</strong>
                <span className={styles.cost}>
                  {t.creditsCost} credit{t.creditsCost === 1 ? '' : 's'}
                </span>
                <span className={styles.muted}>{t.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={fieldStyles.field}>
          <label htmlFor="coaching-roster">About which roster</label>
          <select
            id="coaching-roster"
            value={chosenRoster}
            onChange={(event) => setRosterId(event.target.value)}
          >
            {(rosters.data ?? []).map((roster) => (
              <option key={roster.id} value={roster.id}>
                {roster.name} ({roster.faction}, {roster.points} pts)
              </option>
            ))}
            <option value="">No roster: general coaching</option>
          </select>
        </div>
        <p className={styles.muted}>
          You have {eligibility.credits} credit{eligibility.credits === 1 ? '' : 's'}. A session pays for
          twelve questions and ends with a four-week plan.
        </p>
        <FormError message={short ? INSUFFICIENT_COACHING_CREDITS : start.error?.message} />
        <Button type="submit" disabled={!topic || short || start.isPending}>
          {start.isPending
            ? 'Starting…'
            : `Start session${topic ? ` (${topic.creditsCost} credit${topic.creditsCost === 1 ? '' : 's'})` : ''}`}
        </Button>
      </form>
    </Card>
  );
}
