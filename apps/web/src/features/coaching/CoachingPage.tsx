import { GraduationCap } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { StatePanel } from '../../ui/StatePanel';
import { useAnsweringEngine } from '../analysis/analysis-api';
import { answeredBySentence, engineFromTag, engineLabel } from '../analysis/answering-engine';
import styles from './Coaching.module.css';
import { Conversation } from './Conversation';
import { useCoachingPlans, useCoachingSession, useCoachingSessions, useCoachingTopics } from './coaching-api';
import { PlanCard } from './PlanCard';
import { SessionList } from './SessionList';
import { StartSessionCard } from './StartSessionCard';

export function CoachingPage() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session');
  const topics = useCoachingTopics();
  const sessions = useCoachingSessions();
  const plans = useCoachingPlans();
  const detail = useCoachingSession(sessionId);
  const siteEngine = useAnsweringEngine();
  const open = (id: string | null) => setParams(id ? { session: id } : {});

  const header = (
    <PageHeader
      eyebrow="Analysis Tools"
      title="AI Coaching"
      description="Ask about your army and get answers worked out from its own numbers: units, targets, deployment, objectives and matchups, with the library to read next."
      actions={
        <ButtonLink to="/coaching-test" variant="secondary">
          Try the sample coach
        </ButtonLink>
      }
    />
  );
  if (topics.isPending)
    return (
      <>
        {header}
        <PageSpinner label="Loading coaching" />
      </>
    );
  if (topics.error)
    return (
      <>
        {header}
        <LoadFailedPanel
          title="Coaching topics could not be loaded"
          error={topics.error}
          onRetry={() => void topics.refetch()}
        />
      </>
    );
  const { topics: topicList, eligibility, questionsPerSession } = topics.data;
  // What answers this player's new sessions (the Free tier is always the rules engine).
  const engine = engineFromTag(topics.data.engine);
  const siteModel = siteEngine.data && siteEngine.data.kind !== 'rules-engine' ? siteEngine.data : null;
  const activeTopic = detail.data && topicList.find((t) => t.id === detail.data.session.topicId);
  const activePlans = (plans.data ?? []).filter((p) => p.status !== 'archived');

  return (
    <>
      <title>AI Coaching · Muster</title>
      {header}
      <p className={styles.answeredBy} data-testid="answered-by">
        {answeredBySentence(engine, 'coach')}
        {!eligibility.aiCoaching &&
          siteModel &&
          ` On the Free tier the rules engine answers; on Warrior and above ${engineLabel(siteModel)} phrases the answers.`}
      </p>
      <div className={styles.layout} data-conversation={sessionId ? 'open' : undefined}>
        <aside className={styles.aside} aria-label="Sessions">
          <StartSessionCard
            topics={topicList}
            eligibility={eligibility}
            onStarted={open}
            compact={Boolean(sessionId)}
          />
          <SessionList sessions={sessions.data ?? []} selectedId={sessionId} onOpen={open} />
        </aside>
        <div className={styles.main}>
          {sessionId && detail.isPending && <PageSpinner label="Loading the session" />}
          {sessionId && detail.error && (
            <LoadFailedPanel
              title="This session could not be loaded"
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          )}
          {detail.data && sessionId && (
            <Conversation
              key={sessionId}
              detail={detail.data}
              starterQuestions={activeTopic?.starterQuestions ?? []}
              questionsPerSession={questionsPerSession}
              onDeleted={() => open(null)}
            />
          )}
          {!sessionId &&
            (activePlans.length > 0 ? (
              <section aria-labelledby="plans-title" className={styles.plans}>
                <h2 id="plans-title">Your coaching plans</h2>
                {activePlans.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} />
                ))}
              </section>
            ) : (
              <Card>
                <StatePanel
                  icon={<GraduationCap aria-hidden />}
                  title="Pick a topic to begin"
                  headingLevel={2}
                >
                  <p>
                    Choose a topic and one of your rosters, then ask in your own words. Every answer cites the
                    roster, its analysis and the library articles it used; ending a session turns it into a
                    plan.
                  </p>
                </StatePanel>
              </Card>
            ))}
        </div>
      </div>
    </>
  );
}
