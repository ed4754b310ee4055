import type { CoachingMessage, CoachingSessionDetail } from '@muster/contracts';
import { COACHING_MESSAGE_MAX, EMPTY_COACHING_MESSAGE } from '@muster/contracts/coaching-options';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { engineFromTag, engineLabel } from '../analysis/answering-engine';
import styles from './Coaching.module.css';
import { CoachText, ReferenceList } from './CoachText';
import { useCoachingPlans, useCompleteSession, useDeleteSession } from './coaching-api';
import { PlanCard } from './PlanCard';
import { useCoachConversation } from './use-coach-conversation';

function MessageView({ message, rosterId }: { message: CoachingMessage; rosterId: string | null }) {
  if (message.role === 'user')
    return (
      <li className={styles.question}>
        <span className={styles.speaker}>You</span>
        <p>{message.content}</p>
      </li>
    );
  return (
    <li className={styles.answer}>
      <span className={styles.speaker}>Coach</span>
      <CoachText text={message.content} />
      {message.metadata.unverifiedNumbers.length > 0 && (
        <p className={styles.warning}>
          Not from Muster’s maths: {message.metadata.unverifiedNumbers.join(', ')}. The language model wrote
          these numbers; check them against your analysis.
        </p>
      )}
      {message.metadata.fallbackReason && <p className={styles.muted}>{message.metadata.fallbackReason}</p>}
      <ReferenceList references={message.references} rosterId={rosterId} />
    </li>
  );
}

/** Deletes the session and its messages; a plan it produced stays (its credits stay spent). */
function DeleteSessionButton({
  session,
  onDeleted,
  disabled,
}: {
  session: CoachingSessionDetail['session'];
  onDeleted: () => void;
  disabled: boolean;
}) {
  const remove = useDeleteSession();
  const toast = useToast();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" disabled={disabled || remove.isPending}>
          Delete session
        </Button>
      }
      title={`Delete “${session.topicTitle}”?`}
      description={`${
        session.questions === 0
          ? 'Nothing has been asked in it yet.'
          : `Its ${session.questions} question${session.questions === 1 ? '' : 's'} and answers go for good.`
      } A coaching plan it made stays, and credits spent are not returned.`}
      confirmLabel="Delete session"
      onConfirm={() =>
        remove.mutate(session.id, {
          onSuccess: () => {
            toast.show({ variant: 'success', message: 'Session deleted.' });
            onDeleted();
          },
          onError: (failure) => toast.show({ variant: 'error', message: failure.message }),
        })
      }
    />
  );
}

export function Conversation({
  detail,
  starterQuestions,
  questionsPerSession,
  onDeleted,
}: {
  detail: CoachingSessionDetail;
  starterQuestions: string[];
  questionsPerSession: number;
  /** After the session is deleted: the page goes back to the plans. */
  onDeleted: () => void;
}) {
  const { session, messages } = detail;
  const { ask, pending, error } = useCoachConversation(session.id);
  const complete = useCompleteSession();
  const plans = useCoachingPlans();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const open = session.status === 'active' || session.status === 'processing';
  const questionsLeft = questionsPerSession - session.questions;
  const plan = plans.data?.find((p) => p.id === session.planId) ?? null;

  // Follow the answer as it arrives, but leave the page where it is when a session first opens.
  const asking = pending !== null;
  useEffect(() => {
    if (asking) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [asking]);

  const send = async (content: string) => {
    if (!content.trim()) {
      setDraftError(EMPTY_COACHING_MESSAGE);
      return;
    }
    setDraftError(null);
    setDraft('');
    if (!(await ask(content.trim()))) setDraft(content);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send(draft);
    }
  };
  const finish = async () => {
    try {
      const result = await complete.mutateAsync(session.id);
      toast.show({
        variant: 'success',
        message: result.plan ? 'Session complete: your coaching plan is ready.' : 'Session complete.',
      });
    } catch (failure) {
      toast.show({
        variant: 'error',
        message: failure instanceof Error ? failure.message : 'Could not end it.',
      });
    }
  };

  return (
    <section className={styles.conversation} aria-labelledby="conversation-title">
      <Card className={styles.sessionBar}>
        <div>
          <h2 id="conversation-title">{session.topicTitle}</h2>
          <p className={styles.muted}>
            {session.rosterName ? `About ${session.rosterName}` : 'No roster: general coaching'} ·{' '}
            {session.questions} of {questionsPerSession} questions ·{' '}
            {session.creditsUsed === 0
              ? 'free session'
              : `${session.creditsUsed} credit${session.creditsUsed === 1 ? '' : 's'}`}{' '}
            · answered by {engineLabel(engineFromTag(session.model))}
          </p>
        </div>
        <div className={styles.sessionActions}>
          <Badge tone={open ? 'accent' : session.status === 'failed' ? 'error' : 'neutral'}>
            {session.status}
          </Badge>
          {open && (
            <Button
              size="sm"
              variant="secondary"
              onClick={finish}
              disabled={Boolean(pending) || complete.isPending}
            >
              End session and build plan
            </Button>
          )}
          <DeleteSessionButton session={session} onDeleted={onDeleted} disabled={Boolean(pending)} />
        </div>
      </Card>

      <ol className={styles.messages} aria-label="Conversation">
        {messages.map((message) => (
          <MessageView key={message.id} message={message} rosterId={session.rosterId} />
        ))}
        {pending && (
          <>
            <li className={styles.question}>
              <span className={styles.speaker}>You</span>
              <p>{pending.question}</p>
            </li>
            <li className={styles.answer} aria-busy="true">
              <span className={styles.speaker}>Coach</span>
              {pending.answer ? (
                <CoachText text={pending.answer} />
              ) : (
                <p className={styles.muted}>Thinking…</p>
              )}
            </li>
          </>
        )}
      </ol>
      <div ref={end} />
      <p className="visually-hidden" role="status">
        {pending ? 'The coach is answering.' : messages.length ? 'Answer ready.' : ''}
      </p>
      <FormError message={error} />

      {open && questionsLeft > 0 && (
        <form className={styles.askForm} onSubmit={onSubmit}>
          {messages.length === 0 && !pending && starterQuestions.length > 0 && (
            <div className={styles.starters}>
              <span className={styles.muted}>Try asking:</span>
              {starterQuestions.map((question) => (
                <Button key={question} size="sm" variant="ghost" onClick={() => void send(question)}>
                  {question}
                </Button>
              ))}
            </div>
          )}
          <label htmlFor="coach-question">Your question</label>
          <textarea
            id="coach-question"
            value={draft}
            maxLength={COACHING_MESSAGE_MAX}
            rows={3}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby="coach-question-help"
            aria-invalid={draftError ? true : undefined}
            placeholder="Ask about a unit, a matchup, deployment, targets or objectives"
          />
          <p id="coach-question-help" className={styles.muted}>
            Enter sends, Shift+Enter starts a new line. {questionsLeft} question
            {questionsLeft === 1 ? '' : 's'} left in this session.
          </p>
          <FormError message={draftError} />
          <div>
            <Button type="submit" disabled={Boolean(pending)}>
              {pending ? 'Coach is answering…' : 'Ask the coach'}
            </Button>
          </div>
        </form>
      )}
      {open && questionsLeft <= 0 && (
        <p className={styles.muted}>
          This session has used its {questionsPerSession} questions. End it to get your plan.
        </p>
      )}
      {plan && <PlanCard plan={plan} headingLevel={2} />}
    </section>
  );
}
