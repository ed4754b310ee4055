import type { PairingWarning, Round, Tournament } from '@muster/contracts';
import { lazy, Suspense, useState } from 'react';
import { ApiRequestError } from '../../api/api-client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { PairingsList } from './PairingsList';
import { pointsDestroyedFrom, usesPointsDestroyed } from './points-destroyed';
import { RoundClockControls } from './RoundClockControls';
import { RoundLayoutPicker } from './RoundLayoutPicker';
import { RoundTimer } from './RoundTimer';
import { useRoundActions, useRounds } from './rounds-api';
import { SwapPlayersForm } from './SwapPlayersForm';
import styles from './Tournaments.module.css';
import { lastRoundNumber, nextRoundTitle } from './tournament-labels';

// Only a teams event shows its team matches: fetched then, not with every event's controls.
const TeamMatchesPanel = lazy(async () => ({
  default: (await import('../team-events/TeamMatchesPanel')).TeamMatchesPanel,
}));

function ResolveForm({
  tournamentId,
  gameId,
  asksPointsDestroyed,
}: {
  tournamentId: string;
  gameId: string;
  /** The event breaks ties on Points Destroyed: the organiser can set them with the score. */
  asksPointsDestroyed: boolean;
}) {
  const { resolve } = useRoundActions(tournamentId);
  const [vpA, setVpA] = useState('');
  const [vpB, setVpB] = useState('');
  const [destroyed, setDestroyed] = useState({ a: '', b: '' });
  const pointsDestroyed = pointsDestroyedFrom(destroyed);
  return (
    <form
      className={styles.resolve}
      onSubmit={(e) => {
        e.preventDefault();
        if (pointsDestroyed === 'partial') return;
        resolve.mutate({ gameId, vpA: Number(vpA), vpB: Number(vpB), pointsDestroyed });
      }}
    >
      <label>
        <span className="visually-hidden">Player score</span>
        <input type="number" min={0} max={1000} value={vpA} onChange={(e) => setVpA(e.target.value)} />
      </label>
      <label>
        <span className="visually-hidden">Opponent score</span>
        <input type="number" min={0} max={1000} value={vpB} onChange={(e) => setVpB(e.target.value)} />
      </label>
      {asksPointsDestroyed &&
        (['a', 'b'] as const).map((side) => (
          <label key={side}>
            <span className="visually-hidden">
              {side === 'a' ? 'Points destroyed by the player' : 'Points destroyed by the opponent'}{' '}
              (optional)
            </span>
            <input
              type="number"
              min={0}
              max={100000}
              placeholder="Destr."
              className={styles.destroyedInput}
              value={destroyed[side]}
              onChange={(e) => setDestroyed((d) => ({ ...d, [side]: e.target.value }))}
            />
          </label>
        ))}
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={resolve.isPending || vpA === '' || vpB === '' || pointsDestroyed === 'partial'}
      >
        Set result
      </Button>
      <FormError message={resolve.error?.message} />
    </form>
  );
}

/** Pair, start the clock, re-pair, close (forcing if must), and settle results. */
export function RoundControls({ tournament }: { tournament: Tournament }) {
  const rounds = useRounds(tournament.id);
  const actions = useRoundActions(tournament.id);
  const [warnings, setWarnings] = useState<PairingWarning[]>([]);
  const [onlyOutstanding, setOnlyOutstanding] = useState(false);
  const latest = rounds.data?.at(-1);
  // What the organiser chases on the floor: games still waiting for a result or a ruling.
  const outstanding =
    latest?.games.filter(
      (g) => g.status === 'pending' || g.status === 'reported' || g.status === 'disputed',
    ) ?? [];
  const open = latest && latest.status !== 'completed' ? latest : null;
  const finished = tournament.status === 'completed' || tournament.status === 'cancelled';
  const scored = open?.games.some((g) => g.status !== 'pending' && g.status !== 'bye') ?? false;
  const last = lastRoundNumber(tournament);
  const bracket = open?.kind === 'top-cut';
  const missing = actions.close.error instanceof ApiRequestError && actions.close.error.is('RESULTS_MISSING');
  const error =
    actions.pairNext.error?.message ??
    actions.repair.error?.message ??
    actions.start.error?.message ??
    actions.close.error?.message;

  return (
    <section aria-labelledby="rounds-heading" className={styles.section}>
      <h2 id="rounds-heading">Rounds</h2>
      <p className={styles.hint}>
        {tournament.currentRound === 0
          ? `Round 1 pairs the confirmed players${tournament.counts.confirmed > 0 ? '' : ' (none yet)'}; once anyone is checked in, only checked-in players.`
          : tournament.currentRound > tournament.rounds
            ? `Top ${tournament.topCut} cut: bracket round ${tournament.currentRound - tournament.rounds} of ${last - tournament.rounds}. Scores cannot be level in the bracket.`
            : `Round ${tournament.currentRound} of ${tournament.rounds}${tournament.topCut ? `, then a top ${tournament.topCut} cut` : ''}.`}
      </p>
      {open && <RoundLayoutPicker tournamentId={tournament.id} round={open} />}
      <div className={styles.inline}>
        {!open && !finished && tournament.currentRound < last && (
          <Button
            onClick={async () => {
              try {
                setWarnings(((await actions.pairNext.mutateAsync(undefined)) as Round).warnings ?? []);
              } catch {
                // shown below
              }
            }}
            disabled={actions.pairNext.isPending}
          >
            Pair {nextRoundTitle(tournament)}
          </Button>
        )}
        {open?.status === 'paired' && (
          <Button onClick={() => actions.start.mutate(open.number)} disabled={actions.start.isPending}>
            Start round {open.number} clock
          </Button>
        )}
        {open && !scored && !bracket && (
          <Button
            variant="secondary"
            onClick={async () => {
              try {
                setWarnings(((await actions.repair.mutateAsync(open.number)) as Round).warnings ?? []);
              } catch {
                // shown below
              }
            }}
            disabled={actions.repair.isPending}
          >
            Re-pair round {open.number}
          </Button>
        )}
        {open && (
          <Button
            variant="secondary"
            onClick={() => actions.close.mutate({ number: open.number, force: false })}
            disabled={actions.close.isPending}
          >
            Close round {open.number}
          </Button>
        )}
        {open && missing && (
          <Button variant="danger" onClick={() => actions.close.mutate({ number: open.number, force: true })}>
            Close round {open.number} anyway
          </Button>
        )}
      </div>
      <FormError message={error} />
      {/* Team games come from the captains' drafts: the organiser re-pairs teams, not players. */}
      {open && !scored && !bracket && tournament.format !== 'teams' && (
        <SwapPlayersForm tournamentId={tournament.id} round={open} onPaired={setWarnings} />
      )}
      {tournament.format === 'teams' && (
        <Suspense fallback={null}>
          <TeamMatchesPanel tournamentId={tournament.id} />
        </Suspense>
      )}
      {warnings.length > 0 && (
        <ul className={styles.warnings} aria-label="Pairing warnings">
          {warnings.map((w) => (
            <li key={w.message}>{w.message}</li>
          ))}
        </ul>
      )}
      {open && <RoundTimer round={open.number} endsAt={open.endsAt} pausedAt={open.pausedAt} />}
      {open && <RoundClockControls tournamentId={tournament.id} round={open} />}
      {latest && outstanding.length > 0 && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={onlyOutstanding}
            onChange={(e) => setOnlyOutstanding(e.target.checked)}
          />
          Only games without a confirmed result ({outstanding.length})
        </label>
      )}
      {latest && (
        <PairingsList round={onlyOutstanding ? { ...latest, games: outstanding } : latest}>
          {(gameId) =>
            latest.games.find((g) => g.id === gameId)?.b ? (
              <ResolveForm
                tournamentId={tournament.id}
                gameId={gameId}
                asksPointsDestroyed={usesPointsDestroyed(tournament)}
              />
            ) : null
          }
        </PairingsList>
      )}
    </section>
  );
}
