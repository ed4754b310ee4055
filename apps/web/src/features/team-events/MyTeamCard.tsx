import type { Team, TeamList, Tournament } from '@muster/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/FormError';
import { useAsyncAction } from '../../ui/use-async-action';
import { entryStatusLabels } from '../tournaments/tournament-labels';
import { TeamCheckIn } from './TeamCheckIn';
import styles from './TeamRegistration.module.css';
import { memberRemoval, moveInOrder, myTeamActions, seatCount, seatsLabel } from './team-roster';
import {
  useCheckInTeam,
  useInviteMember,
  useRemoveMember,
  useReorderTeam,
  useWithdrawTeam,
} from './teams-api';

const describe = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * The captain's and members' own team: who holds a seat, invitations, the team sheet's order,
 * check-in and withdrawal. Every refusal from the server is shown under the card in its words.
 */
export function MyTeamCard({
  tournament,
  team,
  role,
  teamSize,
  userId,
}: {
  tournament: Tournament;
  team: Team;
  role: Exclude<NonNullable<TeamList['mine']>['role'], 'invited'>;
  teamSize: number;
  userId: string;
}) {
  const invite = useInviteMember(tournament.id);
  const remove = useRemoveMember(tournament.id);
  const reorder = useReorderTeam(tournament.id);
  const checkIn = useCheckInTeam(tournament.id);
  const withdraw = useWithdrawTeam(tournament.id);
  const action = useAsyncAction(describe);
  const [username, setUsername] = useState('');
  const seats = seatCount(team, teamSize);
  const can = myTeamActions(role, team, teamSize, tournament);
  const [statusLabel, statusTone] = entryStatusLabels[team.status];
  const order = team.members.map((m) => m.userId);
  const move = (index: number, delta: -1 | 1) =>
    action.run(async () => {
      await reorder.mutateAsync({ teamId: team.id, userIds: moveInOrder(order, index, delta) });
    });

  return (
    <Card className={styles.card} aria-labelledby="my-team-heading" data-testid="my-team">
      <h2 id="my-team-heading">
        Your team: {team.name}
        {team.club && <span className={styles.club}> · {team.club}</span>}
      </h2>
      <p className={styles.badges}>
        <Badge tone={statusTone}>{statusLabel}</Badge>
      </p>
      {/* Plain text, not badges: badges capitalise every word ("5 Of 5 Players"). */}
      <p className={styles.hint}>
        {seatsLabel(seats)}
        {role === 'captain' ? ' · you are the captain' : ''}
      </p>
      {team.status === 'waitlisted' && (
        <p className={styles.hint}>The team moves up by itself when another team’s seat frees.</p>
      )}
      {team.status === 'pending' && <p className={styles.hint}>The organiser confirms teams by hand.</p>}
      <TeamCheckIn
        state={can.checkIn}
        captain={role === 'captain'}
        seats={seats}
        busy={action.busy}
        onCheckIn={() => void action.run(async () => void (await checkIn.mutateAsync(team.id)))}
      />

      <h3 className="visually-hidden">Team sheet</h3>
      <ol className={styles.members} aria-label="Team sheet, in draft order">
        {team.members.map((member, index) => {
          const removal = memberRemoval(role, member, tournament);
          return (
            <li key={member.userId} className={styles.member}>
              <span className={styles.memberName}>
                <span className={styles.slot}>{index + 1}.</span>
                {member.username}
                {member.userId === userId && ' (you)'}
                {member.captain && ' · captain'}
                {member.status === 'invited' ? (
                  <small>Invited, not yet accepted</small>
                ) : (
                  <small>{member.faction ? `List: ${member.faction}` : 'No list yet'}</small>
                )}
              </span>
              <span className={styles.memberActions}>
                {can.reorder && (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      className={styles.touch}
                      disabled={action.busy || index === 0}
                      onClick={() => void move(index, -1)}
                      aria-label={`Move ${member.username} up`}
                    >
                      <ArrowUp size={18} aria-hidden />
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      className={styles.touch}
                      disabled={action.busy || index === team.members.length - 1}
                      onClick={() => void move(index, 1)}
                      aria-label={`Move ${member.username} down`}
                    >
                      <ArrowDown size={18} aria-hidden />
                    </Button>
                  </>
                )}
                {removal === 'take-back' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className={styles.touch}
                    disabled={action.busy}
                    onClick={() =>
                      void action.run(async () => {
                        await remove.mutateAsync({ teamId: team.id, userId: member.userId });
                      })
                    }
                  >
                    Take back<span className="visually-hidden"> the invitation to {member.username}</span>
                  </Button>
                )}
                {removal === 'remove' && (
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="ghost" className={styles.touch} disabled={action.busy}>
                        Remove<span className="visually-hidden"> {member.username}</span>
                      </Button>
                    }
                    title={`Remove ${member.username} from ${team.name}?`}
                    description="Their seat opens again and their list is withdrawn from the event."
                    confirmLabel="Remove"
                    onConfirm={() =>
                      void action.run(async () => {
                        await remove.mutateAsync({ teamId: team.id, userId: member.userId });
                      })
                    }
                  />
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {can.reorder && (
        <p className={styles.hint}>
          The order is your team sheet: when a draft step runs out of time, its default follows it.
        </p>
      )}

      {can.invite && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!username.trim()) {
              action.setError('Give the username of the player to invite.');
              return;
            }
            void action.run(async () => {
              await invite.mutateAsync({ teamId: team.id, username });
              setUsername('');
            });
          }}
        >
          <div className={styles.field}>
            <label htmlFor="team-invite-username">
              Invite a player by username ({seats.open} {seats.open === 1 ? 'seat' : 'seats'} open)
            </label>
            <input
              id="team-invite-username"
              value={username}
              maxLength={60}
              autoComplete="off"
              autoCapitalize="none"
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" className={styles.touch} disabled={action.busy}>
            Invite
          </Button>
        </form>
      )}

      <div className={styles.actions}>
        {can.leave && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" className={styles.touch} disabled={action.busy}>
                Leave the team
              </Button>
            }
            title={`Leave ${team.name}?`}
            description="Your seat opens for the captain to fill, and your list is withdrawn from the event."
            confirmLabel="Leave the team"
            onConfirm={() =>
              void action.run(async () => {
                await remove.mutateAsync({ teamId: team.id, userId });
              })
            }
          />
        )}
        {can.withdraw && (
          <ConfirmDialog
            trigger={
              <Button variant="danger" className={styles.touch} disabled={action.busy}>
                {can.withdraw === 'drop' ? 'Drop the team' : 'Withdraw the team'}
              </Button>
            }
            title={can.withdraw === 'drop' ? `Drop ${team.name} from the event?` : `Withdraw ${team.name}?`}
            description={
              can.withdraw === 'drop'
                ? 'The team plays no further rounds; its results so far stay in the standings.'
                : 'The whole team leaves the event and its seat goes to the next team on the waitlist.'
            }
            confirmLabel={can.withdraw === 'drop' ? 'Drop the team' : 'Withdraw the team'}
            onConfirm={() => void action.run(async () => void (await withdraw.mutateAsync(team.id)))}
          />
        )}
      </div>
      <FormError message={action.error} />
    </Card>
  );
}
