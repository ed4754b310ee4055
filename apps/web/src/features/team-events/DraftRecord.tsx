import type { DraftViewReply } from '@muster/contracts';
import { nameOf, playersById } from './draft-steps';
import { gameRows, howLabels, logLine, roundSummary } from './draft-timeline';
import styles from './TeamDraft.module.css';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The games the draft has made so far, each with its table (or that it is still to be picked). */
export function DraftGames({ view }: { view: DraftViewReply }) {
  const rows = gameRows(view);
  const players = playersById(view);
  const who = (id: string) => {
    const player = players.get(id);
    return (
      <>
        <strong>{player?.username ?? 'Unknown player'}</strong>
        {player?.faction && <small className={styles.faction}> ({player.faction})</small>}
      </>
    );
  };
  return (
    <section aria-labelledby="draft-games-heading" className={styles.section}>
      <h2 id="draft-games-heading">Games</h2>
      {rows.length === 0 ? (
        <p className={styles.hint}>No games yet: each round's choices pair two.</p>
      ) : (
        <ul className={styles.games} data-testid="draft-games">
          {rows.map((row) => (
            <li key={row.key} className={styles.game}>
              <span className={styles.gameTable}>{row.table}</span>
              <span className={styles.gamePlayers}>
                {who(row.a)} v {who(row.b)}
              </span>
              <small>{row.how}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Each round as revealed: defenders, attackers offered, chosen, refused; then who is still to pair. */
export function DraftRounds({ view }: { view: DraftViewReply }) {
  const pool = (['a', 'b'] as const)
    .filter((side) => view.unpaired[side].length > 0)
    .map(
      (side) => `${view.teams[side].name}: ${view.unpaired[side].map((id) => nameOf(view, id)).join(', ')}`,
    );
  return (
    <section aria-labelledby="draft-rounds-heading" className={styles.section}>
      <h2 id="draft-rounds-heading">Draft so far</h2>
      {view.rounds.length === 0 && (
        <p className={styles.hint}>
          Nothing revealed yet: each step shows once both captains have committed.
        </p>
      )}
      {view.rounds.length > 0 && (
        <ol className={styles.rounds} data-testid="draft-rounds">
          {view.rounds.map((record) => (
            <li key={record.round} className={styles.round}>
              <h3>Round {record.round}</h3>
              <dl className={styles.facts}>
                {roundSummary(view, record).map((line) => (
                  <div key={line.term} className={styles.fact}>
                    <dt>{line.term}</dt>
                    <dd>{line.detail}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {pool.length > 0 && view.pending.status === 'open' && (
        <p className={styles.hint} data-testid="draft-pool">
          Still to pair — {pool.join(' · ')}
        </p>
      )}
    </section>
  );
}

/** Every commit in order: by the captain, by default when time ran out, or forced by the format. */
export function DraftLog({ view }: { view: DraftViewReply }) {
  if (view.log.length === 0) return null;
  return (
    <section aria-labelledby="draft-log-heading" className={styles.section}>
      <h2 id="draft-log-heading">Draft log</h2>
      <ol className={styles.log} data-testid="draft-log">
        {view.log.map((entry) => (
          <li key={`${entry.round}-${entry.step}-${entry.team}`}>
            <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
            <span>
              Round {entry.round}: {logLine(view, entry)}
            </span>
            <small className={styles.how} data-how={entry.how}>
              {howLabels[entry.how]}
            </small>
          </li>
        ))}
      </ol>
    </section>
  );
}
