import type { rosterLegalityReplySchema } from '@muster/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { LegalityReport } from './LegalityReport';

/** A saved roster checked as the builder checks a list (refreshed whenever the roster changes). */
export function RosterLegalityPanel({ rosterId, updatedAt }: { rosterId: string; updatedAt: string }) {
  const check = useQuery({
    queryKey: ['rosters', 'check', rosterId, updatedAt],
    queryFn: () =>
      apiRequest<typeof rosterLegalityReplySchema>(`/api/rosters/${rosterId}/check`, { quiet: true }),
  });
  if (check.isError) return <p role="status">The list could not be checked just now.</p>;
  if (!check.data) return <p role="status">Checking the list…</p>;
  return <LegalityReport legality={check.data} />;
}
