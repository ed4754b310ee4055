import type { RosterAnalysis } from '@muster/contracts';
import { lazy } from 'react';
import { ChartFrame } from '../../ui/ChartFrame';
import styles from './Analysis.module.css';
import { DAMAGE_CHART_HEIGHT, efficiencyChartHeight } from './chart-heights';

// The bars come with the charting library, fetched when a report is first shown.
const DamageBars = lazy(async () => ({ default: (await import('./report-chart-bars')).DamageBars }));
const EfficiencyBars = lazy(async () => ({ default: (await import('./report-chart-bars')).EfficiencyBars }));

/** Expected wounds per turn of all shooting and all melee against each reference unit. */
export function DamageChart({ metrics }: { metrics: RosterAnalysis['performanceMetrics'] }) {
  return (
    <ChartFrame
      className={styles.chart}
      testId="damage-chart"
      caption="Expected wounds per turn against reference units"
      height={DAMAGE_CHART_HEIGHT}
    >
      <DamageBars metrics={metrics} />
    </ChartFrame>
  );
}

/** Each unit's cost efficiency (0–10), best first. */
export function EfficiencyChart({ assessments }: { assessments: RosterAnalysis['unitAssessments'] }) {
  return (
    <ChartFrame
      className={styles.chart}
      testId="efficiency-chart"
      caption="Cost efficiency per unit (points removed per point spent, as a standing among every datasheet, 0–10)"
      height={efficiencyChartHeight(assessments.length)}
    >
      <EfficiencyBars assessments={assessments} />
    </ChartFrame>
  );
}
