import type { CoachingTopic, coachingTopicsReplySchema } from '@muster/contracts';
import {
  allowanceDate,
  freeCoachingUsedUpMessage,
  INSUFFICIENT_COACHING_CREDITS,
} from '@muster/contracts/coaching-options';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { useRosterList } from '../rosters/rosters-api';
import styles from './Coaching.module.css';
import { useStartSession } from './coaching-api';

type Eligibility = z.infer<typeof coachingTopicsReplySchema>['eligibility'];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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
  // Tiers with coaching pay credits; the Free tier spends its month's free rules-engine sessions.
  const paid = eligibility.aiCoaching;
  const { included, used, resetsOn } = eligibility.freeSessions;
  const freeLeft = Math.max(0, included - used);
  const short = paid && topic !== undefined && eligibility.credits < topic.creditsCost;

  if (!paid && freeLeft === 0)
    return (
      <Card className={styles.startCard}>
        <h2>Start a session</h2>
        <p>
          {included > 0
            ? freeCoachingUsedUpMessage(included, resetsOn)
            : 'Coaching sessions are not part of this tier. The sample coach is free and unlimited.'}
        </p>
        <div className={styles.planActions}>
          <ButtonLink to="/coaching-test">Try the free sample coach</ButtonLink>
          <ButtonLink to="/subscription" variant="secondary">
            What each tier includes
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
                <span className={styles.cost}>{paid ? plural(t.creditsCost, 'credit') : 'Free'}</span>
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
        <p className={styles.muted} data-testid="coaching-allowance">
          {paid
            ? `You have ${plural(eligibility.credits, 'credit')}. A session pays for twelve questions and ends with a four-week plan.`
            : `Free tier: ${freeLeft} of ${plural(included, 'free session')} left this month (more on ${allowanceDate(resetsOn)}). Each covers up to twelve questions, answered by Muster’s rules engine, and ends with a four-week plan.`}
        </p>
        <FormError message={short ? INSUFFICIENT_COACHING_CREDITS : start.error?.message} />
        <Button type="submit" disabled={!topic || short || start.isPending}>
          {start.isPending
            ? 'Starting…'
            : paid
              ? `Start session${topic ? ` (${plural(topic.creditsCost, 'credit')})` : ''}`
              : 'Start free session'}
        </Button>
      </form>
    </Card>
  );
}
