import type { TeamMatch } from '@muster/contracts';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import styles from './TeamDraft.module.css';
import { useTeamMatches } from './team-events-api';
import {
  draftLinkLabel,
  matchesByRound,
  matchScoreLine,
  matchStatus,
  tablesLabel,
} from './team-match-labels';
import { useTeamList } from './teams-api';

/**
 * The event's team matches, latest round first (earlier rounds folded away): each with its tables,
 * status, running score and the way into its draft, "Open your draft" for the viewer's own team.
 */
export function TeamMatchesPanel({ tournamentId }: { tournamentId: string }) {
  const matches = useTeamMatches(tournamentId);
  const teams = useTeamList(tournamentId);
  const mine = teams.data?.mine && teams.data.mine.role !== 'invited' ? teams.data.mine.teamId : null;
  if (matches.isPending) return <p className={styles.hint}>Loading the team matches…</p>;
  if (!matches.data)
    return <FormError message={`The team matches could not be loaded: ${matches.error?.message ?? ''}`} />;
  const rounds = matchesByRound(matches.data);
  const [latest, ...earlier] = rounds;
  if (!latest) return <p className={styles.hint}>Team matches appear here once round 1 is paired.</p>;
  return (
    <>
      <RoundMatches tournamentId={tournamentId} round={latest.round} matches={latest.matches} mine={mine} />
      {earlier.map((group) => (
        <details key={group.round} className={styles.earlierRounds}>
          <summary>Round {group.round}</summary>
          <RoundMatches tournamentId={tournamentId} round={group.round} matches={group.matches} mine={mine} />
        </details>
      ))}
    </>
  );
}

function RoundMatches({
  tournamentId,
  round,
  matches,
  mine,
}: {
  tournamentId: string;
  round: number;
  matches: TeamMatch[];
  mine: string | null;
}) {
  return (
    <>
      <h3>Round {round}</h3>
      <ul className={styles.matchCards} data-testid={`team-matches-round-${round}`}>
        {matches.map((match) => {
          const [label, tone] = matchStatus[match.status];
          const link = draftLinkLabel(match, mine);
          const ours = mine !== null && (match.a.teamId === mine || match.b?.teamId === mine);
          return (
            <li
              key={match.id}
              className={styles.matchCard}
              data-mine={ours || undefined}
              data-testid="team-match"
            >
              <div className={styles.matchTop}>
                <span>
                  Match {match.number}
                  {match.b && ` · ${tablesLabel(match.tables)}`}
                </span>
                <Badge tone={tone}>{label}</Badge>
              </div>
              <p className={styles.matchTeams}>
                <strong>{match.a.name}</strong>
                {match.b ? (
                  <>
                    {' v '}
                    <strong>{match.b.name}</strong>
                  </>
                ) : (
                  ' has the bye'
                )}
              </p>
              <p className={styles.matchScore}>{matchScoreLine(match)}</p>
              {link && (
                <ButtonLink
                  to={`/tournament/${tournamentId}/match/${match.id}`}
                  variant={ours && match.status === 'drafting' ? 'primary' : 'secondary'}
                  className={styles.tapTarget}
                >
                  {link}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
