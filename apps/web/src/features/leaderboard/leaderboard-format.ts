import { type LeaderboardQuery, leaderboardPeriods, leaderboardQuerySchema } from '@muster/contracts';

/** The filters from the address bar; anything unreadable falls back to its default. */
export function filtersFrom(params: URLSearchParams): LeaderboardQuery {
  const { shape } = leaderboardQuerySchema;
  const value = (key: keyof LeaderboardQuery) => params.get(key) || undefined;
  const faction = shape.faction.safeParse(value('faction'));
  const period = shape.period.safeParse(value('period'));
  const minGames = shape.minGames.safeParse(value('minGames'));
  return {
    faction: (faction.success && faction.data) || undefined,
    period: period.success ? period.data : shape.period.parse(undefined),
    minGames: minGames.success ? minGames.data : shape.minGames.parse(undefined),
  };
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "3rd of 8". */
export const placingText = (placing: number, players: number) => `${ordinal(placing)} of ${players}`;

export const recordText = (r: { wins: number; draws: number; losses: number }) =>
  `${r.wins}–${r.draws}–${r.losses}`;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Why the board is empty, in the filters' own words. */
export function emptyBoardText(query: LeaderboardQuery): string {
  const period =
    query.period === 'all' ? '' : ` in the ${leaderboardPeriods[query.period].label.toLowerCase()}`;
  const faction = query.faction ? ` with ${query.faction}` : '';
  return `Nobody has played ${plural(query.minGames, 'rated game')}${faction} at a finished public event${period} yet.`;
}
