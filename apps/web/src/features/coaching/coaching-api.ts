import {
  apiErrorSchema,
  type CoachingMessage,
  type CoachingSessionDetail,
  type CoachingStreamEvent,
  type CoachingTopicType,
  type coachingPlanSchema,
  type coachingPlansReplySchema,
  type coachingSampleReplySchema,
  type coachingSessionDetailSchema,
  type coachingSessionsReplySchema,
  coachingStreamEventSchema,
  type coachingTopicsReplySchema,
  type completedSessionSchema,
  type startCoachingSessionReplySchema,
} from '@muster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiRequest } from '../../api/api-client';

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
      void client.invalidateQueries({ queryKey: ['subscription'] });
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
  const response = await fetch(`/api/coaching/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    const detail = parsed.success ? parsed.data.error.details : undefined;
    const first = Array.isArray(detail) ? z.object({ message: z.string() }).safeParse(detail[0]) : null;
    throw new ApiRequestError(
      first?.success
        ? first.data.message
        : parsed.success
          ? parsed.data.error.message
          : `HTTP ${response.status}`,
      parsed.success ? parsed.data.error.code : `HTTP_${response.status}`,
      response.status,
    );
  }
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
