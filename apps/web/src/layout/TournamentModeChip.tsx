import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useTournamentMode } from '../tournament-mode/TournamentModeProvider';
import styles from './TournamentModeChip.module.css';

/**
 * Visible only while tournament mode is on: the current match at a glance. `compact` is the phone
 * top bar's version ("R2 · T5"), with the full wording for screen readers.
 */
export function TournamentModeChip({ compact = false }: { compact?: boolean }) {
  const { enabled, currentMatch, activeTournament } = useTournamentMode();
  if (!enabled) return null;
  const label = currentMatch
    ? `Round ${currentMatch.roundNumber}${currentMatch.table ? `, table ${currentMatch.table}` : ''}`
    : activeTournament
      ? 'Waiting for pairings'
      : 'Tournament mode';
  const short = currentMatch
    ? `R${currentMatch.roundNumber}${currentMatch.table ? ` · T${currentMatch.table}` : ''}`
    : null;
  return (
    <Link
      to={activeTournament ? `/tournament/${activeTournament.id}` : '/settings#tournament-mode'}
      className={styles.chip}
      data-testid="tournament-mode-chip"
    >
      <Trophy size={14} aria-hidden="true" />
      {compact ? (
        <>
          {short && <span aria-hidden="true">{short}</span>}
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        <span>{label}</span>
      )}
    </Link>
  );
}
