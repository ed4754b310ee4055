import type { Game, MyGame } from '@muster/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { GameSetupPanel } from './GameSetupPanel';
import { capsHint, setupFor } from './game-setup-labels';
import { useEventLists } from './lists-api';
import { pointsDestroyedFrom, usesPointsDestroyed } from './points-destroyed';
import { RoundTimer } from './RoundTimer';
import { useMyGame, useResultActions } from './rounds-api';
import styles from './Tournaments.module.css';
import { useTournament } from './tournaments-api';

function scoreFrom(game: Game, mySide: 'a' | 'b') {
  const mine = mySide === 'a' ? game.vpA : game.vpB;
  const theirs = mySide === 'a' ? game.vpB : game.vpA;
  return { mine, theirs };
}

// The list's units are read only when the player opens it: their code loads then.
const RosterUnits = lazy(async () => ({ default: (await import('../rosters/RosterUnits')).RosterUnits }));

/** The opponent's list, one click away once lists are published. */
function OpponentList({ tournamentId, entryId }: { tournamentId: string; entryId: string }) {
  const lists = useEventLists(tournamentId);
  const list = lists.data?.published ? lists.data.lists.find((l) => l.entryId === entryId) : undefined;
  if (!list?.roster) return null;
  return (
    <details className={styles.opponentList} data-testid="opponent-list">
      <summary>
        Opponent's list: {list.name} — {list.faction}, {list.points} pts
      </summary>
      <Suspense fallback={<p>Loading the list…</p>}>
        <RosterUnits roster={list.roster} />
      </Suspense>
    </details>
  );
}

/**
 * The card's place while its game is on the way: as tall as the card will be (a round being
 * played, with the form to report), so nothing under it moves when it fills in.
 */
function MyGamePending() {
  return (
    <Card className={`${styles.panel} ${styles.pendingCard}`} aria-busy="true" data-testid="my-game-pending">
      <h2>Your game</h2>
      <div className={styles.pendingLine} />
      <div className={styles.pendingLine} />
      <div className={styles.pendingLine} />
    </Card>
  );
}

/**
 * The signed-in player's pairing, the clock, and reporting the result from their side. The event
 * page passes the game as it finds it in the pairings it has (`placeholder`), so the card is drawn
 * with them rather than after a request of its own, and keeps its space (`reserveSpace`) while
 * neither has arrived.
 */
export function MyGameCard({
  tournamentId,
  placeholder,
  reserveSpace = false,
}: {
  tournamentId: string;
  placeholder?: MyGame | null;
  reserveSpace?: boolean;
}) {
  const current = useMyGame(tournamentId, true, placeholder);
  const event = useTournament(tournamentId);
  const asksPointsDestroyed = event.data ? usesPointsDestroyed(event.data) : false;
  const actions = useResultActions(tournamentId);
  const [destroyed, setDestroyed] = useState({ mine: '', theirs: '' });
  const [myVp, setMyVp] = useState('');
  const [opponentVp, setOpponentVp] = useState('');
  const [reason, setReason] = useState('');
  const [split, setSplit] = useState({
    myPrimary: '',
    mySecondary: '',
    theirPrimary: '',
    theirSecondary: '',
  });
  const data = current.data;
  if (data === undefined && reserveSpace && current.isPending) return <MyGamePending />;
  if (!data) return null;
  const { game, mySide } = data;
  const opponent = mySide === 'a' ? game.b : game.a;
  const me = mySide === 'a' ? game.a : game.b;
  const { mine, theirs } = scoreFrom(game, mySide);
  const reportedByMe = game.reportedBy === me?.entryId;
  const sides = setupFor(game, mySide);
  const splitValues = Object.values(split);
  const splitGiven = splitValues.every((v) => v !== '');
  const splitPartial = !splitGiven && splitValues.some((v) => v !== '');
  const pointsDestroyed = pointsDestroyedFrom(destroyed);
  const destroyedByMe = game.pointsDestroyed?.[mySide];
  const destroyedByThem = game.pointsDestroyed?.[mySide === 'a' ? 'b' : 'a'];
  const destroyedLine =
    destroyedByMe !== undefined && opponent
      ? ` Points destroyed: you ${destroyedByMe}, ${opponent.username} ${destroyedByThem}.`
      : '';
  const error =
    actions.report.error?.message ?? actions.confirm.error?.message ?? actions.dispute.error?.message;

  let body: React.ReactNode;
  if (!opponent) body = <p>You have the bye this round: it scores as the event's bye.</p>;
  else if (game.status === 'confirmed' || game.status === 'resolved')
    body = (
      <p data-testid="my-result">
        Result {game.status}: you {mine}, {opponent.username} {theirs}.{destroyedLine}
        {game.split && (
          <>
            {' '}
            (Primary {mySide === 'a' ? game.split.a.primary : game.split.b.primary}, secondary{' '}
            {mySide === 'a' ? game.split.a.secondary : game.split.b.secondary} for you.)
          </>
        )}
      </p>
    );
  else if (game.status === 'disputed')
    body = <p role="status">Disputed: {game.disputeReason} The organiser will settle it.</p>;
  else if (game.status === 'reported' && !reportedByMe)
    body = (
      <div className={styles.stack}>
        <p data-testid="my-result">
          {opponent.username} reported: you {mine}, them {theirs}.{destroyedLine}
        </p>
        <div className={styles.inline}>
          <Button onClick={() => actions.confirm.mutate(game.id)} disabled={actions.confirm.isPending}>
            Confirm result
          </Button>
        </div>
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            actions.dispute.mutate({ gameId: game.id, reason });
          }}
        >
          <div className={styles.field}>
            <label htmlFor="dispute-reason">What is wrong with it?</label>
            <input
              id="dispute-reason"
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={actions.dispute.isPending}>
            Dispute
          </Button>
        </form>
      </div>
    );
  else if (data.roundStatus !== 'completed')
    body = (
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          actions.report.mutate({
            gameId: game.id,
            myVp: Number(myVp),
            opponentVp: Number(opponentVp),
            split: splitGiven
              ? {
                  mine: { primary: Number(split.myPrimary), secondary: Number(split.mySecondary) },
                  theirs: { primary: Number(split.theirPrimary), secondary: Number(split.theirSecondary) },
                }
              : null,
            pointsDestroyed: pointsDestroyed === 'partial' ? null : pointsDestroyed,
          });
        }}
      >
        {reportedByMe && (
          <p className={styles.hint} data-testid="my-result">
            You reported {mine}–{theirs}; waiting for {opponent.username} to confirm. You can correct it until
            then.
          </p>
        )}
        <div className={`${styles.field} ${styles.vpField}`}>
          <label htmlFor="my-vp">Your victory points</label>
          <input
            id="my-vp"
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            required
            value={myVp}
            onChange={(e) => setMyVp(e.target.value)}
          />
        </div>
        <div className={`${styles.field} ${styles.vpField}`}>
          <label htmlFor="opponent-vp">{opponent.username}'s victory points</label>
          <input
            id="opponent-vp"
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            required
            value={opponentVp}
            onChange={(e) => setOpponentVp(e.target.value)}
          />
        </div>
        {asksPointsDestroyed && (
          <fieldset className={styles.destroyedFields}>
            <legend>Points destroyed (optional: this event breaks ties on them)</legend>
            {(
              [
                ['mine', 'Army points you destroyed'],
                ['theirs', `Army points ${opponent.username} destroyed`],
              ] as const
            ).map(([key, label]) => (
              <div className={`${styles.field} ${styles.vpField}`} key={key}>
                <label htmlFor={`destroyed-${key}`}>{label}</label>
                <input
                  id={`destroyed-${key}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100000}
                  value={destroyed[key]}
                  onChange={(e) => setDestroyed((d) => ({ ...d, [key]: e.target.value }))}
                />
              </div>
            ))}
            {pointsDestroyed === 'partial' && (
              <p className={styles.hint}>Fill in both, or leave both empty.</p>
            )}
          </fieldset>
        )}
        <details className={styles.field}>
          <summary>Primary and secondary (optional)</summary>
          <div className={styles.vpSplit}>
            {(
              [
                ['myPrimary', 'Your primary'],
                ['mySecondary', 'Your secondary'],
                ['theirPrimary', `${opponent.username}'s primary`],
                ['theirSecondary', `${opponent.username}'s secondary`],
              ] as const
            ).map(([key, label]) => (
              <div className={styles.field} key={key}>
                <label htmlFor={`split-${key}`}>{label}</label>
                <input
                  id={`split-${key}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={1000}
                  value={split[key]}
                  onChange={(e) => setSplit((s) => ({ ...s, [key]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          {[capsHint(sides.mine), capsHint(sides.theirs)]
            .filter((hint, i, all): hint is string => hint !== null && all.indexOf(hint) === i)
            .map((hint) => (
              <p className={styles.hint} key={hint}>
                {hint}
              </p>
            ))}
          {splitPartial && <p className={styles.hint}>Fill in all four, or leave them all empty.</p>}
        </details>
        <Button
          type="submit"
          disabled={
            actions.report.isPending ||
            myVp === '' ||
            opponentVp === '' ||
            splitPartial ||
            pointsDestroyed === 'partial'
          }
        >
          {reportedByMe ? 'Correct result' : 'Report result'}
        </Button>
      </form>
    );
  else body = <p>The round is closed.</p>;

  return (
    <Card className={styles.panel} aria-labelledby="my-game-heading">
      <h2 id="my-game-heading">Your game</h2>
      {data.roundStatus !== 'completed' && (
        <RoundTimer round={data.round} endsAt={data.endsAt} pausedAt={data.pausedAt} />
      )}
      {opponent && (
        <p className={styles.pairing} data-testid="my-pairing">
          Round {data.round}, table {game.table}: against <strong>{opponent.username}</strong>
          {opponent.faction ? `, ${opponent.faction}` : ''}
          {opponent.club ? ` (${opponent.club})` : ''}
        </p>
      )}
      {opponent && (
        <GameSetupPanel
          setup={game.setup}
          mine={sides.mine}
          theirs={sides.theirs}
          opponentName={opponent.username}
        />
      )}
      {body}
      {opponent && <OpponentList tournamentId={tournamentId} entryId={opponent.entryId} />}
      {opponent && data.roundStatus !== 'completed' && (
        <p className={styles.hint}>
          <Link to="/mobile">Open the game-day companion</Link>: a score tracker from the mission cards, your
          datacards, and all of it with no signal.
        </p>
      )}
      <FormError message={error} />
    </Card>
  );
}
