import { ELO_K, type EloPoint, eloRatings, type RatedIdentity } from './elo';
import { type MatchRecord, type MatchSide, type Outcome, outcomeForA, playerKey } from './match-record';

/** A game from a Muster event, with the event it was played at (players' events are counted). */
export type EventGame = MatchRecord & { eventId: string };

/** A Muster account's Elo and record over the games it was rated on. */
export type RatedPlayer = {
  key: string;
  playerId: string;
  name: string;
  /** Elo as computed, unrounded. */
  rating: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  events: number;
  /** The faction played most often; on equal counts, the one played last. */
  mainFaction: string;
  history: EloPoint[];
};

/** A leaderboard row: the rating is the whole number shown, and equal ratings share a rank. */
export type RankedPlayer = Omit<RatedPlayer, 'key' | 'history'> & { rank: number };

/** A player's games with one faction, rated as if they were a separate player. */
const playerWithFaction: RatedIdentity = (side: MatchSide) => {
  const key = playerKey(side);
  return key ? `${key}|faction:${side.faction}` : null;
};

type Tally = {
  playerId: string | null;
  name: string;
  wins: number;
  draws: number;
  losses: number;
  events: Set<string>;
  /** Per faction: games and the position of the latest one. */
  factions: Map<string, { games: number; last: number }>;
};

const flip = (outcome: Outcome): Outcome =>
  outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';

function mainFactionOf(tally: Tally): string {
  let best: [string, { games: number; last: number }] | null = null;
  for (const entry of tally.factions) {
    if (
      !best ||
      entry[1].games > best[1].games ||
      (entry[1].games === best[1].games && entry[1].last > best[1].last)
    )
      best = entry;
  }
  return best?.[0] ?? '';
}

/**
 * Elo (K = 32, from 1500) and each account's record over `games`. Without a faction every
 * player has one rating; with one, each player's games with that faction form their own rating
 * (as if a separate player, from 1500) and their opponents are rated by the army they brought,
 * so "best with Necrons" is decided by Necrons games alone. Sides without an account (a deleted
 * user) still count as opponents but get no row. The same games are skipped as in `eloRatings`.
 */
export function ratePlayers(games: EventGame[], faction: string | null = null): RatedPlayer[] {
  const identity = faction ? playerWithFaction : playerKey;
  const elo = eloRatings(games, ELO_K, identity);
  const tallies = new Map<string, Tally>();
  const ordered = games.map((game, index) => ({ game, index }));
  ordered.sort((x, y) => x.game.playedOn.localeCompare(y.game.playedOn) || x.index - y.index);
  for (const [position, { game }] of ordered.entries()) {
    const keyA = identity(game.a);
    const keyB = identity(game.b);
    if (!keyA || !keyB || keyA === keyB) continue;
    const outcomeA = outcomeForA(game);
    for (const [key, side, outcome] of [
      [keyA, game.a, outcomeA],
      [keyB, game.b, flip(outcomeA)],
    ] as const) {
      let tally = tallies.get(key);
      if (!tally) {
        tally = {
          playerId: side.playerId,
          name: '',
          wins: 0,
          draws: 0,
          losses: 0,
          events: new Set(),
          factions: new Map(),
        };
        tallies.set(key, tally);
      }
      tally.name = side.player ?? tally.name;
      if (outcome === 'win') tally.wins++;
      else if (outcome === 'draw') tally.draws++;
      else tally.losses++;
      tally.events.add(game.eventId);
      const played = tally.factions.get(side.faction) ?? { games: 0, last: -1 };
      tally.factions.set(side.faction, { games: played.games + 1, last: position });
    }
  }
  return elo.flatMap((player) => {
    const tally = tallies.get(player.key);
    if (!tally?.playerId) return [];
    const mainFaction = mainFactionOf(tally);
    if (faction && mainFaction !== faction) return [];
    return [
      {
        key: player.key,
        playerId: tally.playerId,
        name: tally.name,
        rating: player.rating,
        games: player.games,
        wins: tally.wins,
        draws: tally.draws,
        losses: tally.losses,
        events: tally.events.size,
        mainFaction,
        history: player.history,
      },
    ];
  });
}

/**
 * Standard competition ranking ("1, 2, 2, 4") over values already sorted best first: a value
 * equal to the one before shares its rank, and the next different value skips the shared places.
 */
export function competitionRanks(sortedValues: number[]): number[] {
  const ranks: number[] = [];
  for (const [index, value] of sortedValues.entries()) {
    const previous = ranks[index - 1];
    ranks.push(
      index > 0 && previous !== undefined && sortedValues[index - 1] === value ? previous : index + 1,
    );
  }
  return ranks;
}

/**
 * Players with at least `minGames` rated games, best first. Ratings are compared as the whole
 * numbers shown, so two players shown at 1516 share a rank; within a rank, more games first,
 * then by name.
 */
export function rankPlayers(players: RatedPlayer[], minGames: number): RankedPlayer[] {
  const eligible = players
    .filter((player) => player.games >= minGames)
    .map(({ key: _key, history: _history, ...player }) => ({ ...player, rating: Math.round(player.rating) }));
  eligible.sort(
    (x, y) =>
      y.rating - x.rating ||
      y.games - x.games ||
      x.name.localeCompare(y.name) ||
      x.playerId.localeCompare(y.playerId),
  );
  const ranks = competitionRanks(eligible.map((player) => player.rating));
  return eligible.map((player, index) => ({ ...player, rank: ranks[index] ?? index + 1 }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date `months` calendar months before `date` (YYYY-MM-DD), kept inside the month: three
 * months before 31 May is 28 February (29th in a leap year).
 */
export function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const total = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}
