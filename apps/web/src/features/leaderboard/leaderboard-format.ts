import type { LeaderboardQuery } from '@muster/contracts';
import {
  LEADERBOARD_DEFAULT_MIN_GAMES,
  LEADERBOARD_FACTION_MAX,
  LEADERBOARD_MAX_MIN_GAMES,
  type LeaderboardPeriod,
  leaderboardPeriods,
} from '@muster/contracts/leaderboard-options';

/**
 * The filters from the address bar; anything the server's query schema would refuse falls back to
 * its default. Read by hand so the page starts without zod; leaderboard-format.test.ts holds it to
 * the schema's answers.
 */
export function filtersFrom(params: URLSearchParams): LeaderboardQuery {
  const faction = params.get('faction')?.trim();
  const period = params.get('period');
  const minGames = Number(params.get('minGames') || Number.NaN);
  return {
    faction: faction && faction.length <= LEADERBOARD_FACTION_MAX ? faction : undefined,
    period: period && Object.hasOwn(leaderboardPeriods, period) ? (period as LeaderboardPeriod) : 'all',
    minGames:
      Number.isInteger(minGames) && minGames >= 1 && minGames <= LEADERBOARD_MAX_MIN_GAMES
        ? minGames
        : LEADERBOARD_DEFAULT_MIN_GAMES,
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
