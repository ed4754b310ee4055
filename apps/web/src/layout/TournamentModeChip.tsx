import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useTournamentMode } from '../tournament-mode/TournamentModeProvider';
import styles from './TournamentModeChip.module.css';

/** Visible only while tournament mode is on: the current match at a glance. */
export function TournamentModeChip() {
  const { enabled, currentMatch, activeTournament } = useTournamentMode();
  if (!enabled) return null;
  const label = currentMatch
    ? `Round ${currentMatch.roundNumber}${currentMatch.table ? `, table ${currentMatch.table}` : ''}`
    : activeTournament
      ? 'Waiting for pairings'
      : 'Tournament mode';
  return (
    <Link
      to={activeTournament ? `/tournament/${activeTournament.id}` : '/settings#tournament-mode'}
      className={styles.chip}
      data-testid="tournament-mode-chip"
    >
      <Trophy size={14} aria-hidden="true" />
      <span>{label}</span>
    </Link>
  );
}
