import type {
  CoachingMessage,
  CoachingSessionDetail,
  CoachingStreamEvent,
  CoachingTopicType,
  coachingPlanSchema,
  coachingPlansReplySchema,
  coachingSampleReplySchema,
  coachingSessionDetailSchema,
  coachingSessionsReplySchema,
  coachingTopicsReplySchema,
  completedSessionSchema,
  startCoachingSessionReplySchema,
} from '@muster/contracts/coaching';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/api-client';
import { apiErrorOf } from '../../api/api-error-envelope';
import { deferredModule } from '../../app/deferred-module';
import { subscriptionKeys } from '../subscription/subscription-api';

// The stream's event schema, fetched with the first question rather than with the page.
const streamChecks = deferredModule(() => import('@muster/contracts/coaching'));

/** The first detail's message, when the server sent details such as [{ message }]. */
function firstDetailMessage(details: unknown): string | undefined {
  if (!Array.isArray(details)) return undefined;
  const first: unknown = details[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
  return typeof first.message === 'string' ? first.message : undefined;
}

const keys = {
  topics: ['coaching', 'topics'] as const,
  sessions: ['coaching', 'sessions'] as const,
  session: (id: string) => ['coaching', 'session', id] as const,
  plans: ['coaching', 'plans'] as const,
};

export const useCoachingTopics = () =>
  useQuery({
    queryKey: keys.topics,
    queryFn: () => apiRequest<typeof coachingTopicsReplySchema>('/api/coaching/topics', { quiet: true }),
  });

export const useCoachingSessions = () =>
  useQuery({
    queryKey: keys.sessions,
    queryFn: async () =>
      (
        await apiRequest<typeof coachingSessionsReplySchema>('/api/coaching/sessions?limit=20', {
          quiet: true,
        })
      ).sessions,
  });

export const useCoachingSession = (id: string | null) =>
  useQuery({
    queryKey: keys.session(id ?? ''),
    enabled: Boolean(id),
    queryFn: () =>
      apiRequest<typeof coachingSessionDetailSchema>(`/api/coaching/sessions/${id}`, { quiet: true }),
  });

export const useCoachingPlans = () =>
  useQuery({
    queryKey: keys.plans,
    queryFn: async () =>
      (await apiRequest<typeof coachingPlansReplySchema>('/api/coaching/plans', { quiet: true })).plans,
  });

export function useStartSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { topicId: string; rosterId: string | null }) =>
      apiRequest<typeof startCoachingSessionReplySchema>('/api/coaching/sessions', {
        method: 'POST',
        body: input,
        quiet: true,
      }),
    onSuccess: (started) => {
      client.setQueryData(keys.session(started.session.id), {
        session: started.session,
        messages: started.messages,
      });
      void client.invalidateQueries({ queryKey: keys.sessions });
      void client.invalidateQueries({ queryKey: keys.topics });
      void client.invalidateQueries({ queryKey: subscriptionKeys.subscription });
    },
    // A refusal (free sessions used, credits short) may mean the allowance shown is out of date.
    onError: () => void client.invalidateQueries({ queryKey: keys.topics }),
  });
}

export function useCompleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<typeof completedSessionSchema>(`/api/coaching/sessions/${id}/complete`, {
        method: 'POST',
        body: {},
        quiet: true,
      }),
    onSuccess: (_, id) => {
      void client.invalidateQueries({ queryKey: keys.session(id) });
      void client.invalidateQueries({ queryKey: keys.sessions });
      void client.invalidateQueries({ queryKey: keys.plans });
    },
  });
}

export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<z.ZodNull>(`/api/coaching/sessions/${id}`, { method: 'DELETE', quiet: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.sessions }),
  });
}

export function useUpdatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'completed' | 'archived' }) =>
      apiRequest<typeof coachingPlanSchema>(`/api/coaching/plans/${id}`, {
        method: 'PATCH',
        body: { status },
        quiet: true,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.plans }),
  });
}

export const useSampleCoach = () =>
  useMutation({
    mutationFn: (input: { topicType: CoachingTopicType; content: string }) =>
      apiRequest<typeof coachingSampleReplySchema>('/api/coaching/sample', {
        method: 'POST',
        body: input,
        quiet: true,
      }),
  });

/** Puts a finished exchange into the cached session, so the page does not wait for a refetch. */
export function useRecordExchange() {
  const client = useQueryClient();
  return {
    record: (question: CoachingMessage, done: Extract<CoachingStreamEvent, { type: 'done' }>) =>
      client.setQueryData<CoachingSessionDetail>(keys.session(done.session.id), (old) =>
        old ? { session: done.session, messages: [...old.messages, question, done.message] } : old,
      ),
    refresh: (sessionId: string) => {
      void client.invalidateQueries({ queryKey: keys.session(sessionId) });
      void client.invalidateQueries({ queryKey: keys.sessions });
    },
  };
}

/**
 * Asks a question and reads the newline-delimited JSON reply as it arrives, calling onEvent for
 * each event. Errors before the stream starts (empty question, busy session) throw ApiRequestError.
 */
export async function askCoach(
  sessionId: string,
  content: string,
  onEvent: (event: CoachingStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const checks = streamChecks.load();
  // Handled where it is awaited below; this keeps an early failure from being reported as unhandled.
  checks.catch(() => undefined);
  const response = await fetch(`/api/coaching/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) {
    const error = apiErrorOf(await response.json().catch(() => null));
    throw new ApiRequestError(
      firstDetailMessage(error?.details) ?? error?.message ?? `HTTP ${response.status}`,
      error?.code ?? `HTTP_${response.status}`,
      response.status,
    );
  }
  const { coachingStreamEventSchema } = await checks;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = coachingStreamEventSchema.safeParse(JSON.parse(line));
      if (event.success) onEvent(event.data);
    }
    if (done) break;
  }
}
