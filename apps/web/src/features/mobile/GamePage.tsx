import type { ActiveEvent, MyGame } from '@muster/contracts';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { PageSpinner } from '../../ui/PageSpinner';
import { useMyActiveEvent } from '../tournaments/active-event-api';
import { GameSetupPanel } from '../tournaments/GameSetupPanel';
import { setupFor } from '../tournaments/game-setup-labels';
import { RoundTimer } from '../tournaments/RoundTimer';
import { useMyGame, useResultActions } from '../tournaments/rounds-api';
import styles from './Companion.module.css';
import { InstallPrompt } from './InstallPrompt';
import { OfflineCopyPanel } from './OfflineCopyPanel';
import { useTrackEventGame } from './tracker/use-track-event-game';

const statusWords: Record<MyGame['game']['status'], string> = {
  pending: 'No result yet',
  reported: 'Result reported, waiting for confirmation',
  confirmed: 'Result confirmed',
  disputed: 'Result disputed: the organiser will settle it',
  resolved: 'Result settled by the organiser',
  bye: 'Bye',
};

function CurrentGame({
  eventId,
  eventName,
  data,
  teamDraft,
}: {
  eventId: string;
  eventName: string;
  data: MyGame | null;
  teamDraft: ActiveEvent['teamDraft'];
}) {
  const { existing, track } = useTrackEventGame({ id: eventId, name: eventName }, data);
  const actions = useResultActions(eventId);
  if (!data && teamDraft)
    return (
      <Card className={styles.section} data-testid="companion-team-draft">
        <h2 className={styles.subheading}>
          {eventName} · Round {teamDraft.roundNumber}
        </h2>
        <p>
          Your team is drafting against <strong>{teamDraft.against}</strong>. Your table and opponent appear
          here when the captains finish.
        </p>
        <ButtonLink to={`/tournament/${eventId}/match/${teamDraft.matchId}`}>Open the draft</ButtonLink>
      </Card>
    );
  if (!data)
    return (
      <Card className={styles.section}>
        <h2 className={styles.subheading}>{eventName}</h2>
        <p className={styles.muted}>
          You are not paired yet. Your table and opponent appear here when the round is paired.
        </p>
        <ButtonLink to={`/tournament/${eventId}`} variant="secondary">
          Open the event
        </ButtonLink>
      </Card>
    );
  const { game, mySide } = data;
  const me = mySide === 'a' ? game.a : game.b;
  const opponent = mySide === 'a' ? game.b : game.a;
  const sides = setupFor(game, mySide);
  const mine = mySide === 'a' ? game.vpA : game.vpB;
  const theirs = mySide === 'a' ? game.vpB : game.vpA;
  // The opponent reported: this player's confirmation is what the result waits for.
  const toConfirm = game.status === 'reported' && game.reportedBy !== me?.entryId;
  return (
    <Card className={styles.section} aria-labelledby="companion-game-heading" data-testid="companion-game">
      <h2 id="companion-game-heading" className={styles.subheading}>
        {eventName} · Round {data.round}
      </h2>
      {data.roundStatus !== 'completed' && (
        <RoundTimer round={data.round} endsAt={data.endsAt} pausedAt={data.pausedAt} />
      )}
      {opponent ? (
        <p data-testid="companion-pairing">
          <strong>Table {game.table}</strong> against <strong>{opponent.username}</strong>
          {opponent.faction ? `, ${opponent.faction}` : ''}
        </p>
      ) : (
        <p>You have the bye this round.</p>
      )}
      {opponent && (
        <GameSetupPanel
          setup={game.setup}
          mine={sides.mine}
          theirs={sides.theirs}
          opponentName={opponent.username}
        />
      )}
      <p className={toConfirm ? undefined : styles.muted} data-testid="companion-result-status">
        {toConfirm && opponent
          ? `${opponent.username} reported: you ${mine}, them ${theirs}. Check it and confirm it, or dispute it on the event page.`
          : game.status === 'reported' && opponent
            ? `Result reported, waiting for ${opponent.username} to confirm (you ${mine}, them ${theirs}).`
            : `${statusWords[game.status]}${
                mine !== null && theirs !== null && game.status !== 'pending'
                  ? ` (you ${mine}, ${opponent?.username ?? 'opponent'} ${theirs})`
                  : ''
              }.`}
      </p>
      {opponent && toConfirm && (
        <div className={styles.actions}>
          <Button onClick={() => actions.confirm.mutate(game.id)} disabled={actions.confirm.isPending}>
            Confirm result
          </Button>
          <ButtonLink to={`/tournament/${eventId}`} variant="secondary">
            Dispute it
          </ButtonLink>
        </div>
      )}
      {opponent && !toConfirm && (
        <div className={styles.actions}>
          <Button onClick={track}>{existing ? 'Back to the score tracker' : 'Track this game'}</Button>
          <ButtonLink to={`/tournament/${eventId}`} variant="secondary">
            Report or confirm
          </ButtonLink>
        </div>
      )}
      <FormError message={actions.confirm.error?.message} />
    </Card>
  );
}

/**
 * Everything appears at once, when the event and the game are known, so nothing on the page is
 * pushed down while the player is reading it (no layout shift on a slow hall connection).
 */
function SignedInGame({ userId }: { userId: string }) {
  const active = useMyActiveEvent(true);
  const eventId = active.data?.id;
  const current = useMyGame(eventId ?? '', eventId !== undefined);
  if (active.isPending || (eventId !== undefined && current.isPending)) return <PageSpinner />;
  return (
    <>
      {active.error ? (
        <Card className={styles.section}>
          <p className={styles.muted}>Your event could not be loaded: {active.error.message}</p>
          <Button variant="secondary" onClick={() => void active.refetch()}>
            Try again
          </Button>
        </Card>
      ) : active.data ? (
        <CurrentGame
          eventId={active.data.id}
          eventName={active.data.name}
          data={current.data ?? null}
          teamDraft={active.data.teamDraft ?? null}
        />
      ) : (
        <Card className={styles.section}>
          <p>No event today. Track a friendly game, or find an event to join.</p>
          <div className={styles.actions}>
            <ButtonLink to="/mobile/tracker">Track a game</ButtonLink>
            <ButtonLink to="/tournaments" variant="secondary">
              Find an event
            </ButtonLink>
          </div>
        </Card>
      )}
      <OfflineCopyPanel userId={userId} />
      <InstallPrompt />
    </>
  );
}

/** /mobile: the phone home for game day — your table, opponent, missions, layout and clock. */
export function GamePage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <section className={styles.section} aria-labelledby="companion-heading">
      <title>Game day · Muster</title>
      <h1 id="companion-heading" className={styles.heading}>
        Your game
      </h1>
      {isLoading ? (
        <PageSpinner />
      ) : user ? (
        <SignedInGame userId={user.id} />
      ) : (
        <Card className={styles.section}>
          <p>Sign in to see your table, opponent, missions and round clock, and your lists' datacards.</p>
          <div className={styles.actions}>
            <ButtonLink to="/login?next=/mobile">Sign in</ButtonLink>
            <ButtonLink to="/mobile/tracker" variant="secondary">
              Score tracker
            </ButtonLink>
          </div>
          <p className={styles.muted}>
            The score tracker works without an account. <Link to="/signup">Create an account</Link>
          </p>
        </Card>
      )}
      {!isLoading && !user && <InstallPrompt />}
    </section>
  );
}
