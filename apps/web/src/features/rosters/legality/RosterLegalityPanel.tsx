import { LegalityReport } from './LegalityReport';
import { useRosterCheck } from './legality-api';

/** A saved roster checked as the builder checks a list (refreshed whenever the roster changes). */
export function RosterLegalityPanel({ rosterId, updatedAt }: { rosterId: string; updatedAt: string }) {
  const check = useRosterCheck(rosterId, updatedAt);
  if (check.isError) return <p role="status">The list could not be checked just now.</p>;
  if (!check.data) return <p role="status">Checking the list…</p>;
  return <LegalityReport legality={check.data} />;
}
