import type { PlayerAnalytics } from '@muster/contracts';
import { percent } from '../oracle/meta-format';
import styles from './PlayerAnalytics.module.css';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

/** Month by month win rate with its 95 % interval as a band, and 50 % marked. */
export function ImprovementChart({ months }: { months: PlayerAnalytics['byMonth'] }) {
  if (months.length < 2)
    return (
      <p className={styles.muted}>Improvement over time shows once you have games in two different months.</p>
    );
  const x = (index: number) => PAD.left + (index / (months.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (rate: number) => PAD.top + (1 - rate) * (HEIGHT - PAD.top - PAD.bottom);
  const band = [
    ...months.map((m, i) => `${x(i)},${y(m.interval.high)}`),
    ...months.map((m, i) => `${x(i)},${y(m.interval.low)}`).reverse(),
  ].join(' ');
  const summary = months.map((m) => `${m.month} ${percent(m.winRate)} of ${m.games}`).join('; ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={styles.chart}
      role="img"
      aria-labelledby="improvement-title"
    >
      <title id="improvement-title">{`Win rate by month, with 95% intervals: ${summary}.`}</title>
      {[0, 0.5, 1].map((rate) => (
        <g key={rate}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(rate)}
            y2={y(rate)}
            className={rate === 0.5 ? styles.axisEven : styles.axisLine}
          />
          <text x={PAD.left - 6} y={y(rate) + 4} textAnchor="end" className={styles.axisText}>
            {percent(rate)}
          </text>
        </g>
      ))}
      <polygon points={band} className={styles.band} />
      <polyline
        fill="none"
        className={styles.line}
        points={months.map((m, i) => `${x(i)},${y(m.winRate)}`).join(' ')}
      />
      {months.map((m, i) => (
        <circle key={m.month} cx={x(i)} cy={y(m.winRate)} r={4} className={styles.point} />
      ))}
      {months.map((m, i) =>
        i % Math.ceil(months.length / 6) === 0 || i === months.length - 1 ? (
          <text key={m.month} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className={styles.axisText}>
            {m.month}
          </text>
        ) : null,
      )}
    </svg>
  );
}
