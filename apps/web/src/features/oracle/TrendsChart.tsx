import type { MetaReportView } from '@muster/contracts';
import { percent } from './meta-format';
import styles from './Oracle.module.css';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };
const SERIES = 5;
const palette = ['#4e9af1', '#f0a33a', '#3cb371', '#e0567a', '#a47be8'];

/** Monthly win rate of the most-played factions, one line each, with 50 % marked. */
export function TrendsChart({ trends }: { trends: MetaReportView['trends'] }) {
  const { months } = trends;
  if (months.length < 2) return <p className={styles.muted}>Trends need games in at least two months.</p>;
  const series = [...trends.factions]
    .map((f) => ({ ...f, games: f.points.reduce((sum, p) => sum + p.games, 0) }))
    .sort((x, y) => y.games - x.games)
    .slice(0, SERIES);
  const x = (month: string) =>
    PAD.left + (months.indexOf(month) / (months.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (rate: number) => PAD.top + (1 - rate) * (HEIGHT - PAD.top - PAD.bottom);
  const latest = series
    .map((s) => `${s.faction} ${percent(s.points.at(-1)?.winRate ?? 0)} in ${s.points.at(-1)?.month}`)
    .join('; ');
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
        role="img"
        aria-labelledby="trend-title"
      >
        <title id="trend-title">{`Monthly win rate of the ${series.length} most played factions, ${months[0]} to ${months.at(-1)}. Latest: ${latest}.`}</title>
        {[0, 0.25, 0.5, 0.75, 1].map((rate) => (
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
        {months.map((month, index) =>
          index % Math.ceil(months.length / 6) === 0 || index === months.length - 1 ? (
            <text key={month} x={x(month)} y={HEIGHT - 8} textAnchor="middle" className={styles.axisText}>
              {month}
            </text>
          ) : null,
        )}
        {series.map((s, index) => (
          <polyline
            key={s.faction}
            fill="none"
            stroke={palette[index]}
            strokeWidth={2.5}
            points={s.points.map((p) => `${x(p.month)},${y(p.winRate)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {series.map((s, index) => (
            <li key={s.faction}>
              <span className={styles.swatch} style={{ background: palette[index] }} aria-hidden="true" />
              {s.faction} ({s.games} games)
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
