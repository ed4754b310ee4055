import styles from './TeamDraft.module.css';
import { TeamMatchesPanel } from './TeamMatchesPanel';
import { TeamStandingsTable } from './TeamStandingsTable';
import { useTeamStandings } from './team-events-api';

/**
 * What a teams event shows on its page once play starts, where a singles event shows its pairings:
 * the team matches, then the team standings (the individual standings follow them).
 */
export function TeamEventSections({ tournamentId, started }: { tournamentId: string; started: boolean }) {
  const standings = useTeamStandings(tournamentId, started);
  if (!started) return null;
  return (
    <>
      <section aria-labelledby="team-matches-heading" className={styles.section}>
        <h2 id="team-matches-heading">Team matches</h2>
        <TeamMatchesPanel tournamentId={tournamentId} />
      </section>
      {standings.data && standings.data.standings.length > 0 && (
        <section aria-labelledby="team-standings-heading" className={styles.section}>
          <h2 id="team-standings-heading">Team standings</h2>
          <TeamStandingsTable standings={standings.data} />
        </section>
      )}
    </>
  );
}
