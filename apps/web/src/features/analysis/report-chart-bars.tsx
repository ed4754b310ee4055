import type { RosterAnalysis } from '@muster/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { fullTargetLabel, shortTargetLabel, targetIds } from './benchmark-labels';
import { DAMAGE_CHART_HEIGHT, efficiencyChartHeight } from './chart-heights';

const axis = { stroke: 'var(--color-text-secondary)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--color-bg-secondary)',
    border: '1px solid var(--color-border)',
    color: 'var(--color-text-primary)',
  },
};

/** Expected wounds per turn of all shooting and all melee against each reference unit. */
export function DamageBars({ metrics }: { metrics: RosterAnalysis['performanceMetrics'] }) {
  const data = targetIds.map((id) => ({
    id,
    target: shortTargetLabel(id),
    shooting: metrics.shootingDamage[id] ?? 0,
    melee: metrics.meleeDamage[id] ?? 0,
  }));
  return (
    <ResponsiveContainer width="100%" height={DAMAGE_CHART_HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 40, left: 24 }}>
        <CartesianGrid stroke="var(--color-divider)" vertical={false} />
        <XAxis dataKey="target" interval={0} angle={-30} textAnchor="end" {...axis} />
        <YAxis width={40} {...axis} />
        <Tooltip
          {...tooltipStyle}
          labelFormatter={(_label, payload) => fullTargetLabel(String(payload?.[0]?.payload?.id ?? ''))}
          formatter={(value) => Number(value).toFixed(1)}
        />
        <Legend
          verticalAlign="top"
          height={28}
          itemSorter={(item) => (item.dataKey === 'shooting' ? 0 : 1)}
        />
        <Bar
          dataKey="shooting"
          name="Shooting"
          fill="var(--color-accent-primary)"
          isAnimationActive={false}
        />
        <Bar dataKey="melee" name="Melee" fill="var(--color-accent-secondary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Each unit's cost efficiency (0–10), best first. */
export function EfficiencyBars({ assessments }: { assessments: RosterAnalysis['unitAssessments'] }) {
  const data = [...assessments]
    .sort((a, b) => b.costEfficiencyRating - a.costEfficiencyRating)
    .map((a) => ({ unit: a.unitName, rating: a.costEfficiencyRating }));
  return (
    <ResponsiveContainer width="100%" height={efficiencyChartHeight(data.length)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke="var(--color-divider)" horizontal={false} />
        <XAxis type="number" domain={[0, 10]} {...axis} />
        <YAxis type="category" dataKey="unit" width={150} {...axis} />
        <Tooltip {...tooltipStyle} formatter={(value) => `${Number(value).toFixed(1)} / 10`} />
        <Bar
          dataKey="rating"
          name="Cost efficiency"
          fill="var(--color-accent-primary)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
