/**
 * Stable React keys for lists that may repeat (two identical squads): "Name", "Name#2", …, so
 * keys follow the items rather than their positions.
 */
export function withOccurrenceKeys<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [count === 1 ? base : `${base}#${count}`, item];
  });
}
