import styles from './ProbabilityBars.module.css';

export type ProbabilityPoint = { k: number; p: number };

/** "48.3 %", "0.42 %" for the rare outcomes, "< 0.01 %" for the vanishing ones. */
export const percentLabel = (p: number) =>
  p > 0 && p < 0.0001 ? '<\u00a00.01\u00a0%' : `${(p * 100).toFixed(p > 0 && p < 0.01 ? 2 : 1)}\u00a0%`;

/** Most labels under the bars before every other one is left out (they would run together). */
const MAX_LABELS = 12;

/**
 * A probability distribution as bars: plain HTML and CSS, drawn at its final size with the page
 * (no chart library to load, nothing that moves once drawn). Each bar names its outcome on hover,
 * and the figure reads out every outcome that is not negligible.
 */
export function ProbabilityBars({
  points,
  describe,
  tone = 'primary',
  scaleToOne = false,
}: {
  points: ProbabilityPoint[];
  /** The outcome in words: 2 → "2 slain". */
  describe: (k: number) => string;
  tone?: 'primary' | 'secondary';
  /** Scale to 100 % rather than to the largest bar (for "at least k", which starts at 100 %). */
  scaleToOne?: boolean;
}) {
  const top = scaleToOne ? 1 : Math.max(...points.map((point) => point.p), 0.000_001);
  const every = Math.ceil(points.length / MAX_LABELS);
  const summary = points
    .filter((point) => point.p >= 0.001)
    .map((point) => `${describe(point.k)}: ${percentLabel(point.p)}`)
    .join(', ');
  return (
    <div className={styles.plot} data-tone={tone}>
      <div className={styles.scale} aria-hidden="true">
        <span>{Math.round(top * 100)}%</span>
        <span>{Math.round(top * 50)}%</span>
        <span>0%</span>
      </div>
      <div className={styles.bars} role="img" aria-label={summary || 'Every outcome is below 0.1 %.'}>
        {points.map((point, index) => (
          <div
            key={point.k}
            className={styles.column}
            title={`${describe(point.k)}: ${percentLabel(point.p)}`}
          >
            <div className={styles.track}>
              <div
                className={styles.bar}
                style={{ height: `${Math.min(100, (point.p / top) * 100)}%` }}
                data-testid="probability-bar"
              />
            </div>
            <span className={styles.k} aria-hidden="true">
              {index % every === 0 ? point.k : ''}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
