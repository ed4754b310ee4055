import styles from './Tracker.module.css';
import type { TrackedGame } from './tracker-model';

/** Round by round, both sides: what a score sheet shows, for checking against the opponent's. */
export function RoundTable({ game }: { game: TrackedGame }) {
  const [a, b] = game.sides;
  return (
    <details className={styles.block}>
      <summary className={`${styles.blockTitle} ${styles.disclosure}`}>Round by round</summary>
      <table className={styles.table}>
        <caption className="visually-hidden">Primary and secondary VP per battle round</caption>
        <thead>
          {/* Each player's name spans their two columns, so it has room on a phone. */}
          <tr>
            <th scope="col" rowSpan={2}>
              Round
            </th>
            <th scope="colgroup" colSpan={2} className={styles.playerHeading}>
              {a.name}
            </th>
            <th scope="colgroup" colSpan={2} className={styles.playerHeading}>
              {b.name}
            </th>
          </tr>
          <tr>
            <th scope="col">
              <abbr title="Primary VP">Pri</abbr>
            </th>
            <th scope="col">
              <abbr title="Secondary VP">Sec</abbr>
            </th>
            <th scope="col">
              <abbr title="Primary VP">Pri</abbr>
            </th>
            <th scope="col">
              <abbr title="Secondary VP">Sec</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {a.game.rounds
            .map((round, i) => ({ number: i + 1, mine: round, theirs: b.game.rounds[i] }))
            .map(({ number, mine, theirs }) => (
              <tr key={number}>
                <th scope="row">{number}</th>
                <td>{mine.primary}</td>
                <td>{mine.secondary}</td>
                <td>{theirs?.primary ?? 0}</td>
                <td>{theirs?.secondary ?? 0}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </details>
  );
}
