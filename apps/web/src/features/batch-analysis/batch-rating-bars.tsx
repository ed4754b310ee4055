import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type RosterRating, ratingsChartHeight } from './batch-ratings';

const axis = { stroke: 'var(--color-text-secondary)', fontSize: 12 };

export function RatingBars({ ratings }: { ratings: RosterRating[] }) {
  return (
    <ResponsiveContainer width="100%" height={ratingsChartHeight(ratings.length)}>
      <BarChart data={ratings} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke="var(--color-divider)" horizontal={false} />
        <XAxis type="number" domain={[0, 10]} {...axis} />
        <YAxis type="category" dataKey="roster" width={150} {...axis} />
        <Tooltip formatter={(value) => `${Number(value).toFixed(1)} / 10`} />
        <Bar dataKey="rating" name="Rating" fill="var(--color-accent-primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
