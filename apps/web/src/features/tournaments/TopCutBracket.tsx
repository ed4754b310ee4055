import type { Game, Round } from '@muster/contracts';
import { cutWinner } from '@muster/pairing';
import styles from './Tournaments.module.css';
import { roundTitle } from './tournament-labels';

const winnerOf = (game: Game) =>
  cutWinner({ a: game.a.entryId, b: game.b?.entryId ?? '', vpA: game.vpA, vpB: game.vpB });

function Side({ name, score, won }: { name: string; score: number | null; won: boolean }) {
  return (
    <li className={styles.bracketSide} data-won={won || undefined}>
      <span>
        {won ? <strong>{name}</strong> : name}
        {won && <span className="visually-hidden"> (winner)</span>}
      </span>
      <span className={styles.bracketScore}>{score ?? '–'}</span>
    </li>
  );
}

/** The top cut as a bracket: one column per elimination round, the champion once the final closes. */
export function TopCutBracket({ rounds }: { rounds: Round[] }) {
  const cut = rounds.filter((r) => r.kind === 'top-cut');
  if (cut.length === 0) return null;
  const final = cut.at(-1);
  const finalGame = final?.games.length === 1 ? final.games[0] : undefined;
  const champion =
    final?.status === 'completed' && finalGame && winnerOf(finalGame)
      ? [finalGame.a, finalGame.b].find((side) => side?.entryId === winnerOf(finalGame))
      : undefined;
  return (
    <section aria-labelledby="bracket-heading" className={styles.section}>
      <h2 id="bracket-heading">Top cut</h2>
      {champion && (
        <p className={styles.champion} data-testid="champion">
          Champion: <strong>{champion.username}</strong>
        </p>
      )}
      <div className={styles.bracket}>
        {cut.map((round) => (
          <div key={round.id} className={styles.bracketRound}>
            <h3>{roundTitle(round)}</h3>
            {round.games.map((game) => {
              const winner =
                round.status === 'completed' || game.status !== 'pending' ? winnerOf(game) : null;
              return (
                <ol
                  key={game.id}
                  className={styles.bracketGame}
                  aria-label={`${roundTitle(round)}, table ${game.table}`}
                >
                  <Side name={game.a.username} score={game.vpA} won={winner === game.a.entryId} />
                  <Side
                    name={game.b?.username ?? '—'}
                    score={game.vpB}
                    won={!!game.b && winner === game.b.entryId}
                  />
                </ol>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
