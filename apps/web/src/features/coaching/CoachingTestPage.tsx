import { type CoachingTopicType, coachingTopicTypes, EMPTY_COACHING_MESSAGE } from '@muster/contracts';
import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import fieldStyles from '../../ui/FormField.module.css';
import { PageHeader } from '../../ui/PageHeader';
import styles from './Coaching.module.css';
import { CoachText, ReferenceList } from './CoachText';
import { useSampleCoach } from './coaching-api';

const topicLabels: Record<CoachingTopicType, string> = {
  fundamentals: 'Fundamentals',
  list_building: 'List building',
  deployment: 'Deployment',
  target_priority: 'Target priority',
  objectives: 'Objectives',
  matchup: 'Matchups',
};

const examples = [
  'What should my Intercessor Squad shoot first?',
  'How do I beat Imperial Knights?',
  'Where should the Captain deploy?',
  'Which secondary objectives suit this list?',
];

/** /coaching-test: the offline coach on Muster's sample list, free on every tier and not stored. */
export function CoachingTestPage() {
  const sample = useSampleCoach();
  const [topicType, setTopicType] = useState<CoachingTopicType>('fundamentals');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);

  const ask = (content: string) => {
    if (!content.trim()) {
      setError(EMPTY_COACHING_MESSAGE);
      return;
    }
    setError(null);
    setQuestion(content);
    sample.mutate({ topicType, content: content.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };

  return (
    <>
      <title>Coaching Test · Muster</title>
      <PageHeader
        eyebrow="Analysis Tools"
        title="Coaching Test"
        description="Try the coach on Muster’s sample Ultramarines list. Muster’s rules engine answers; free and unlimited on every plan; nothing is stored."
        actions={<ButtonLink to="/coaching">Coach my own rosters</ButtonLink>}
      />
      <Card className={styles.startCard}>
        <form onSubmit={submit} className={styles.askForm}>
          <div className={fieldStyles.field}>
            <label htmlFor="sample-topic">Topic</label>
            <select
              id="sample-topic"
              value={topicType}
              onChange={(event) => setTopicType(event.target.value as CoachingTopicType)}
            >
              {coachingTopicTypes.map((type) => (
                <option key={type} value={type}>
                  {topicLabels[type]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.starters}>
            <span className={styles.muted}>Examples:</span>
            {examples.map((example) => (
              <Button key={example} size="sm" variant="ghost" onClick={() => ask(example)}>
                {example}
              </Button>
            ))}
          </div>
          <label htmlFor="sample-question">Your question</label>
          <textarea
            id="sample-question"
            rows={2}
            value={question}
            maxLength={2000}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <FormError message={error ?? sample.error?.message} />
          <div>
            <Button type="submit" disabled={sample.isPending}>
              {sample.isPending ? 'Asking…' : 'Ask the sample coach'}
            </Button>
          </div>
        </form>
      </Card>
      {sample.data && (
        <Card className={styles.answer} aria-live="polite">
          <h2>Coach on {sample.data.rosterName}</h2>
          <CoachText text={sample.data.answer} />
          <ReferenceList references={sample.data.references} rosterId={null} />
        </Card>
      )}
    </>
  );
}
