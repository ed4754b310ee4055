import type { Team } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { entryStatusLabels } from '../tournaments/tournament-labels';
import styles from './TeamRegistration.module.css';
import { seatCount, seatsLabel, teamCountLabel } from './team-roster';

/** Everyone's view of the teams: name, club, members in team-sheet order, status and seats. */
export function TeamsList({
  teams,
  teamSize,
  teamCap,
}: {
  teams: Team[];
  teamSize: number;
  teamCap: number | null;
}) {
  return (
    <Card className={styles.card} aria-labelledby="teams-heading" data-testid="teams-list">
      <h2 id="teams-heading">Teams</h2>
      <p className={styles.hint}>
        {teamCountLabel(teams, teamCap)}, teams of {teamSize}
      </p>
      {teams.length === 0 ? (
        <p className={styles.hint}>No team has registered yet.</p>
      ) : (
        <ul className={styles.teams}>
          {teams.map((team) => {
            const [label, tone] = entryStatusLabels[team.status];
            const seats = seatCount(team, teamSize);
            return (
              <li key={team.id} className={styles.team}>
                <div className={styles.teamHead}>
                  <h3>{team.name}</h3>
                  {team.club && <span className={styles.club}>{team.club}</span>}
                </div>
                <p className={styles.badges}>
                  <Badge tone={tone}>{label}</Badge>
                  <Badge tone={seats.complete ? 'success' : 'neutral'}>
                    {seats.complete ? 'Complete' : `${seats.accepted} of ${teamSize}`}
                  </Badge>
                  {team.checkedIn && <Badge tone="success">Checked in</Badge>}
                </p>
                <ol className={styles.roster} aria-label={`${team.name}: ${seatsLabel(seats)}`}>
                  {team.members.map((m) => (
                    <li key={m.userId}>
                      {m.username}
                      {m.captain && ' (captain)'}
                      {m.status === 'invited' && ' (invited)'}
                      {m.faction && ` · ${m.faction}`}
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
