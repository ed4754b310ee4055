import type { Tournament } from '@muster/contracts';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { useAsyncAction } from '../../ui/use-async-action';
import checkInStyles from '../tournaments/CheckIn.module.css';
import styles from './TeamRegistration.module.css';
import {
  myTeamActions,
  type SeatCount,
  seatCount,
  type TeamCheckIn as TeamCheckInState,
} from './team-roster';
import { useCheckInTeam, useTeamList } from './teams-api';

/** Team check-in: the captain's button while it is open, and what everyone else needs to know. */
export function TeamCheckIn({
  state,
  captain,
  seats,
  busy,
  onCheckIn,
}: {
  state: TeamCheckInState;
  captain: boolean;
  seats: SeatCount;
  busy: boolean;
  onCheckIn: () => void;
}) {
  if (state === 'closed') return null;
  if (state === 'checked-in')
    return (
      <p className={styles.done} role="status" data-testid="team-checked-in">
        Team checked in ✓
      </p>
    );
  if (!captain)
    return <p className={styles.hint}>Check-in is open: your captain checks the whole team in.</p>;
  if (state === 'not-seated')
    return (
      <p className={styles.hint}>
        Check-in is open, but only a confirmed team checks in: find the organiser.
      </p>
    );
  if (state === 'incomplete')
    return (
      <p className={styles.hint}>
        Check-in is open: the team has {seats.accepted} of {seats.size} players. Fill every seat to check in.
      </p>
    );
  return (
    <Button className={`${styles.bigButton} ${styles.touch}`} disabled={busy} onClick={onCheckIn}>
      {busy ? 'Checking in…' : 'Check the team in'}
    </Button>
  );
}

const describe = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * The top-of-page check-in card at a teams event (where a singles player checks themself in): the
 * captain checks the whole team in; members read that the captain does it. Nothing for others.
 */
export function TeamCheckInCard({ tournament }: { tournament: Tournament }) {
  const { user } = useCurrentUser();
  const list = useTeamList(tournament.id, user !== null);
  const checkIn = useCheckInTeam(tournament.id);
  const action = useAsyncAction(describe);
  const mine = list.data?.mine;
  const team = mine ? list.data?.teams.find((t) => t.id === mine.teamId) : undefined;
  if (!list.data || !mine || !team || mine.role === 'invited') return null;
  const state = myTeamActions(mine.role, team, list.data.teamSize, tournament).checkIn;
  if (state === 'closed') return null;
  return (
    <Card
      className={checkInStyles.card}
      data-checked-in={state === 'checked-in' || undefined}
      aria-labelledby="team-check-in-heading"
    >
      <h2 id="team-check-in-heading">{state === 'checked-in' ? 'Team check-in' : 'Check-in is open'}</h2>
      <TeamCheckIn
        state={state}
        captain={mine.role === 'captain'}
        seats={seatCount(team, list.data.teamSize)}
        busy={action.busy}
        onCheckIn={() => void action.run(async () => void (await checkIn.mutateAsync(team.id)))}
      />
      <FormError message={action.error} />
    </Card>
  );
}
