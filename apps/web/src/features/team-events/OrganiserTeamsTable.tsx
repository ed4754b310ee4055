import type { Team, Tournament } from '@muster/contracts';
import { useToast } from '../../toasts/ToastProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { LoadFailedPanel } from '../../ui/LoadFailedPanel';
import { ScrollRegion } from '../../ui/ScrollRegion';
import tableStyles from '../tournaments/Tournaments.module.css';
import { entryStatusLabels } from '../tournaments/tournament-labels';
import styles from './TeamRegistration.module.css';
import { type OrganiserTeamAction, organiserTeamActions, seatCount, teamCountLabel } from './team-roster';
import { useOrganiserTeamAction, useTeamList } from './teams-api';

const actionLabels: Record<OrganiserTeamAction, string> = {
  approve: 'Approve',
  promote: 'Promote',
  'check-in': 'Check in',
  'undo-check-in': 'Undo check-in',
  drop: 'Drop',
  reinstate: 'Reinstate',
};

/** The organiser's teams: status, seats, check-in and members, with what may be done to each. */
export function OrganiserTeamsTable({ tournament }: { tournament: Tournament }) {
  const list = useTeamList(tournament.id);
  const act = useOrganiserTeamAction(tournament.id);
  const toast = useToast();
  if (list.isPending) return <p className={tableStyles.hint}>Loading the teams…</p>;
  if (list.error)
    return (
      <LoadFailedPanel
        title="The teams could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  const { teams, teamSize } = list.data;
  if (teams.length === 0) return <p className={tableStyles.hint}>No team has registered yet.</p>;
  const run = async (team: Team, action: OrganiserTeamAction) => {
    try {
      await act.mutateAsync({ teamId: team.id, action });
      toast.show({
        variant: 'success',
        message: `${team.name}: ${actionLabels[action].toLowerCase()} done.`,
      });
    } catch (error) {
      toast.show({ variant: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <ScrollRegion label="Teams">
      <table className={`${tableStyles.table} ${tableStyles.stackOnPhones}`} data-testid="organiser-teams">
        <caption>
          {teamCountLabel(teams, tournament.teams?.teamCap ?? null)}, in the order they registered (the
          waitlist moves up in this order)
        </caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Status</th>
            <th scope="col">Seats</th>
            <th scope="col">Checked in</th>
            <th scope="col">Members</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => {
            const [label, tone] = entryStatusLabels[team.status];
            const seats = seatCount(team, teamSize);
            return (
              <tr key={team.id}>
                <th scope="row">
                  {team.name}
                  {team.club && <small> · {team.club}</small>}
                </th>
                <td data-label="Status">
                  <Badge tone={tone}>{label}</Badge>
                  {team.status === 'dropped' && team.droppedAfterRound !== null && (
                    <small> after round {team.droppedAfterRound}</small>
                  )}
                </td>
                <td data-label="Seats">{seats.complete ? 'Complete' : `${seats.accepted} of ${teamSize}`}</td>
                <td data-label="Checked in">{team.checkedIn ? 'Yes' : 'No'}</td>
                <td data-label="Members">
                  <ol className={styles.teamMembers}>
                    {team.members.map((m) => (
                      <li key={m.userId}>
                        {m.username}
                        {m.captain && ' (captain)'}
                        {m.status === 'invited' && ' (invited)'}
                        {m.faction && ` · ${m.faction}`}
                      </li>
                    ))}
                  </ol>
                </td>
                <td>
                  <div className={tableStyles.actionCell}>
                    {organiserTeamActions(team).map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant="secondary"
                        className={styles.touch}
                        disabled={act.isPending}
                        onClick={() => void run(team, action)}
                      >
                        {actionLabels[action]}
                        <span className="visually-hidden"> {team.name}</span>
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
