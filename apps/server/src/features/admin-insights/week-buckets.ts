const DAY_MS = 86_400_000;

/** The Monday (UTC) that starts the week holding `moment`, as YYYY-MM-DD — PostgreSQL's date_trunc('week'). */
export function weekStartOf(moment: Date): string {
  const midnight = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The starts of the last `weeks` weeks, oldest first, ending with the week holding `now`. */
export function weekStartsEnding(now: Date, weeks: number): string[] {
  const current = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, index) =>
    new Date(current - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Lines counts up with the weeks, filling weeks without a row with zero. */
export function toWeeklySeries(weekStarts: string[], rows: { week: string; value: number }[]): number[] {
  const byWeek = new Map(rows.map((row) => [row.week, row.value]));
  return weekStarts.map((week) => byWeek.get(week) ?? 0);
}
