import { useId } from 'react';
import styles from './WeeklyBars.module.css';

const HEIGHT = 120;

/** Week-by-week counts as bars, with the weeks and the peak labelled; the title reads it out in full. */
export function WeeklyBars({
  label,
  weekStarts,
  values,
  compact = false,
}: {
  label: string;
  weekStarts: string[];
  values: number[];
  compact?: boolean;
}) {
  const titleId = useId();
  const peak = Math.max(0, ...values);
  const scale = Math.max(1, peak);
  const width = Math.max(weekStarts.length * 16, 160);
  const barWidth = width / Math.max(1, weekStarts.length);
  const chartHeight = compact ? 36 : HEIGHT;
  const total = values.reduce((sum, value) => sum + value, 0);
  const summary = `${label}: ${total} over ${weekStarts.length} weeks from ${formatWeek(weekStarts[0])}; ${weekStarts
    .map((week, index) => `${formatWeek(week)} ${values[index] ?? 0}`)
    .join(', ')}.`;
  const bars = (
    <svg
      viewBox={`0 0 ${width} ${chartHeight}`}
      className={compact ? styles.compact : styles.chart}
      role="img"
      aria-labelledby={titleId}
      preserveAspectRatio="none"
    >
      <title id={titleId}>{summary}</title>
      {values.map((value, index) => {
        const height = (value / scale) * (chartHeight - 4);
        return (
          <rect
            key={weekStarts[index] ?? index}
            x={index * barWidth + barWidth * 0.15}
            y={chartHeight - height}
            width={barWidth * 0.7}
            height={Math.max(height, value > 0 ? 1.5 : 0)}
            className={index === values.length - 1 ? styles.current : styles.bar}
          />
        );
      })}
      <line x1={0} x2={width} y1={chartHeight} y2={chartHeight} className={styles.axis} />
    </svg>
  );
  if (compact) return bars;
  return (
    <div className={styles.frame}>
      <span className={styles.peak} aria-hidden="true">
        peak {peak}
      </span>
      {bars}
      <div className={styles.labels} aria-hidden="true">
        <span>{formatWeek(weekStarts[0])}</span>
        <span>this week</span>
      </div>
    </div>
  );
}

function formatWeek(week: string | undefined) {
  if (!week) return '';
  return new Date(`${week}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
