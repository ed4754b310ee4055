import type { MissionScoring } from '@muster/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../auth/use-current-user';
import { flushOutbox, queueAction, useOutbox } from '../../../offline/outbox';
import { Button, ButtonLink } from '../../../ui/Button';
import styles from './Tracker.module.css';
import { finishGame, type TrackedGame, totalsInWords, totalsOf } from './tracker-model';

/** The event's result report from the tracked score: the player's side first, with the split. */
function eventReport(game: TrackedGame, scoring: MissionScoring) {
  const [mine, theirs] = game.sides.map((side) => totalsOf(side, scoring));
  if (!mine || !theirs) throw new Error('A tracked game has two sides.');
  return {
    myVp: mine.total,
    opponentVp: theirs.total,
    split: {
      mine: { primary: mine.primary, secondary: mine.secondary },
      theirs: { primary: theirs.primary, secondary: theirs.secondary },
    },
  };
}

/**
 * Ends the game: at an event the score becomes the result report (queued if there is no signal,
 * for the opponent to confirm); a friendly game goes to the battle log form, already filled in.
 */
export function FinishGame({
  game,
  scoring,
  onChange,
}: {
  game: TrackedGame;
  scoring: MissionScoring;
  onChange: (game: TrackedGame) => void;
}) {
  const { user } = useCurrentUser();
  const outbox = useOutbox();
  const navigate = useNavigate();
  // One tap asks, a second sends: a result is not something to send by brushing the screen.
  const [confirming, setConfirming] = useState(false);
  const pending = outbox.find((e) => e.trackedGameId === game.id);
  const report = eventReport(game, scoring);
  const opponent = game.sides[1].name;

  if (game.finishedAt && game.sentTo === 'event' && game.context.kind === 'event')
    return (
      <section className={styles.block} aria-label="Result" data-testid="tracker-finished">
        <p>
          {pending
            ? pending.refusal
              ? `Not sent: ${pending.refusal}`
              : `Result ${report.myVp}–${report.opponentVp} is waiting to send; it goes when you're back online.`
            : `Result ${report.myVp}–${report.opponentVp} sent to ${game.context.eventName} for ${opponent} to confirm.`}
        </p>
        <ButtonLink to={`/tournament/${game.context.tournamentId}`} variant="secondary">
          Open the event
        </ButtonLink>
      </section>
    );
  if (game.finishedAt && game.sentTo === 'battle-log')
    return (
      <section className={styles.block} aria-label="Result" data-testid="tracker-finished">
        <p>
          {pending
            ? pending.refusal
              ? `Not logged: ${pending.refusal}`
              : 'Waiting to add to your battle log.'
            : 'In your battle log.'}
        </p>
      </section>
    );

  if (game.context.kind === 'event') {
    const { tournamentId, gameId, roundNumber, table } = game.context;
    const send = () => {
      if (!user) return;
      queueAction({
        id: crypto.randomUUID(),
        userId: user.id,
        label: `Result for round ${roundNumber}, table ${table}: ${report.myVp}–${report.opponentVp}`,
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/games/${gameId}/report`,
        body: report,
        trackedGameId: game.id,
      });
      onChange(finishGame(game, new Date(), 'event'));
      void flushOutbox(user.id);
    };
    return (
      <section className={styles.block} aria-label="Finish the game">
        <p>
          Send {report.myVp}–{report.opponentVp} ({totalsInWords(game.sides[0], scoring)} for you) as your
          result; {opponent} confirms it.
        </p>
        {confirming ? (
          <div className={styles.cardActions}>
            <Button onClick={send}>
              Send {report.myVp}–{report.opponentVp}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </div>
        ) : (
          <Button onClick={() => setConfirming(true)} disabled={!user}>
            Finish the game
          </Button>
        )}
        {!user && <p className={styles.capLine}>Sign in to send it.</p>}
      </section>
    );
  }
  return (
    <section className={styles.block} aria-label="Finish the game">
      <Button onClick={() => navigate(`/mobile/log?tracked=${game.id}`)}>Finish and log the game</Button>
      {!user && (
        <p className={styles.capLine}>
          Sign in to keep it in your battle log; the score stays on this phone either way.
        </p>
      )}
    </section>
  );
}
