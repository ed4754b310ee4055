import type { Team, TeamList, Tournament } from '@muster/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { useAsyncAction } from '../../ui/use-async-action';
import { MyTeamCard } from './MyTeamCard';
import styles from './TeamRegistration.module.css';
import { TeamsList } from './TeamsList';
import { teamsSeated } from './team-roster';
import { useAcceptInvite, useRegisterTeam, useRemoveMember, useTeamList } from './teams-api';

const describe = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A teams event's registration, where a singles event shows its own: register a team as its
 * captain, answer an invitation, or run your team; then every team for everyone to read.
 */
export function TeamRegistrationPanel({ tournament }: { tournament: Tournament }) {
  const { user } = useCurrentUser();
  const list = useTeamList(tournament.id);
  const teamCap = tournament.teams?.teamCap ?? null;

  if (list.isPending)
    return (
      <Card className={styles.card}>
        <h2>Team registration</h2>
        <p className={styles.hint}>Loading the teams…</p>
      </Card>
    );
  if (list.error)
    return (
      <Card className={styles.card}>
        <h2>Team registration</h2>
        <FormError message={`The teams could not be loaded: ${list.error.message}`} />
        <Button variant="secondary" className={styles.touch} onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Card>
    );
  const { teams, teamSize, mine } = list.data;
  const myTeam = mine ? teams.find((t) => t.id === mine.teamId) : undefined;

  let panel: React.ReactNode;
  if (user && mine && myTeam && mine.role !== 'invited')
    panel = (
      <MyTeamCard
        tournament={tournament}
        team={myTeam}
        role={mine.role}
        teamSize={teamSize}
        userId={user.id}
      />
    );
  else
    panel = (
      <Card className={styles.card} aria-labelledby="team-registration-heading">
        <h2 id="team-registration-heading">Team registration</h2>
        <RegistrationBody
          tournament={tournament}
          signedIn={user !== null}
          userId={user?.id ?? ''}
          mine={mine}
          invitingTeam={myTeam}
          full={teamCap !== null && teamsSeated(teams) >= teamCap}
          teamSize={teamSize}
        />
      </Card>
    );
  return (
    <>
      {panel}
      <TeamsList teams={teams} teamSize={teamSize} teamCap={teamCap} />
    </>
  );
}

function RegistrationBody({
  tournament,
  signedIn,
  userId,
  mine,
  invitingTeam,
  full,
  teamSize,
}: {
  tournament: Tournament;
  signedIn: boolean;
  userId: string;
  mine: TeamList['mine'];
  invitingTeam: Team | undefined;
  full: boolean;
  teamSize: number;
}) {
  const location = useLocation();
  if (!signedIn)
    return (
      <p>
        <Link to={`/login?next=${encodeURIComponent(location.pathname)}`}>Sign in</Link> to register a team or
        answer your captain’s invitation.
      </p>
    );
  if (mine?.role === 'invited' && invitingTeam)
    return <Invitation tournamentId={tournament.id} team={invitingTeam} userId={userId} />;
  if (tournament.registrationOpen)
    return <RegisterTeamForm tournamentId={tournament.id} full={full} teamSize={teamSize} />;
  return (
    <p>
      {tournament.status !== 'registration'
        ? 'Registration is closed.'
        : new Date(tournament.registrationOpensAt) > new Date()
          ? `Registration opens ${when.format(new Date(tournament.registrationOpensAt))}.`
          : `Registration closed ${when.format(new Date(tournament.registrationClosesAt))}.`}
    </p>
  );
}

/** The invitee's choice: take the seat (then submit a list) or decline it. */
function Invitation({ tournamentId, team, userId }: { tournamentId: string; team: Team; userId: string }) {
  const accept = useAcceptInvite(tournamentId);
  const decline = useRemoveMember(tournamentId);
  const action = useAsyncAction(describe);
  const captain = team.members.find((m) => m.captain)?.username ?? 'The captain';
  return (
    <section aria-labelledby="team-invitation-heading" data-testid="team-invitation">
      <h3 id="team-invitation-heading">You are invited to {team.name}</h3>
      <p>
        {captain} invited you to play for {team.name}
        {team.club ? ` (${team.club})` : ''}. Accept to take the seat; you then submit your own list here.
      </p>
      <div className={styles.actions}>
        <Button
          className={styles.touch}
          disabled={action.busy}
          onClick={() => void action.run(async () => void (await accept.mutateAsync(team.id)))}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          className={styles.touch}
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => void (await decline.mutateAsync({ teamId: team.id, userId })))
          }
        >
          Decline
        </Button>
      </div>
      <FormError message={action.error} />
    </section>
  );
}

/** A captain registers a team: they take its first seat and invite the rest. */
function RegisterTeamForm({
  tournamentId,
  full,
  teamSize,
}: {
  tournamentId: string;
  full: boolean;
  teamSize: number;
}) {
  const register = useRegisterTeam(tournamentId);
  const action = useAsyncAction(describe);
  const [name, setName] = useState('');
  const [club, setClub] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim().length < 3) {
          action.setError('The team needs a name of at least 3 characters.');
          return;
        }
        void action.run(async () => void (await register.mutateAsync({ name, club })));
      }}
    >
      <p className={styles.hint}>
        Register as the team’s captain: you take the first of its {teamSize} seats and invite the others by
        username.
      </p>
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="team-name">Team name</label>
          <input id="team-name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="team-club">Club or country (optional)</label>
          <input id="team-club" value={club} maxLength={80} onChange={(e) => setClub(e.target.value)} />
        </div>
      </div>
      <Button type="submit" className={styles.touch} disabled={action.busy}>
        {full ? 'Register the team for the waitlist' : 'Register a team'}
      </Button>
      <FormError message={action.error} />
    </form>
  );
}
