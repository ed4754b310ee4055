import type { CoachingMessage } from '@muster/contracts';
import { useRef, useState } from 'react';
import { askCoach, useRecordExchange } from './coaching-api';

export type PendingExchange = { question: string; answer: string };

/**
 * One question at a time: the question shows at once, the answer grows as it streams, and the
 * finished pair moves into the cached session. Leaving the page stops reading (the server still
 * stores the answer).
 */
export function useCoachConversation(sessionId: string) {
  const { record, refresh } = useRecordExchange();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const ask = async (content: string): Promise<boolean> => {
    setError(null);
    setPending({ question: content, answer: '' });
    controller.current = new AbortController();
    let question: CoachingMessage | null = null;
    let finished = false;
    try {
      await askCoach(
        sessionId,
        content,
        (event) => {
          if (event.type === 'question') question = event.message;
          else if (event.type === 'delta')
            setPending((current) => current && { ...current, answer: current.answer + event.text });
          else if (event.type === 'error') setError(event.message);
          else if (question) {
            // The finished pair joins the session and the streamed draft goes in the same
            // update: otherwise the answer shows twice until the stream closes.
            record(question, event);
            setPending(null);
            finished = true;
          }
        },
        controller.current.signal,
      );
      return finished;
    } catch (failure) {
      if (!controller.current.signal.aborted)
        setError(failure instanceof Error ? failure.message : 'The coach could not be reached.');
      return false;
    } finally {
      setPending(null);
      refresh(sessionId);
    }
  };

  return { ask, pending, error, stop: () => controller.current?.abort() };
}
