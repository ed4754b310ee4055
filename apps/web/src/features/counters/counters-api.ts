import type { CounterPaste, counterReplySchema } from '@muster/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

const counterKeys = {
  plan: (roster: string, opponent: string) => ['counters', roster, opponent] as const,
};

/** A counter plan is computed, deterministic and free: cache it like any other read. */
export const useCounters = (roster: string, opponent: string) =>
  useQuery({
    queryKey: counterKeys.plan(roster, opponent),
    enabled: roster !== '' && opponent !== '',
    // The signal drops the plan for a pairing the page has moved away from, so the server stops
    // working it out rather than racing the plan the page now wants.
    queryFn: ({ signal }) =>
      apiRequest<typeof counterReplySchema>(
        `/api/counters?roster=${encodeURIComponent(roster)}&opponent=${encodeURIComponent(opponent)}`,
        { quiet: true, signal },
      ),
  });

/** Your roster against a pasted list: read and planned on the server, nothing saved. */
export const useCountersAgainstPasted = () =>
  useMutation({
    mutationFn: (input: CounterPaste) =>
      apiRequest<typeof counterReplySchema>('/api/counters/pasted', {
        method: 'POST',
        body: input,
        quiet: true,
      }),
  });
