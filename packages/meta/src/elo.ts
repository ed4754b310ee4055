import { type MatchRecord, type MatchSide, outcomeForA, playerKey, scoreOf } from './match-record';

export const ELO_START = 1500;
export const ELO_K = 32;

export type EloPoint = { playedOn: string; rating: number };
export type PlayerElo = {
  key: string;
  name: string;
  playerId: string | null;
  rating: number;
  games: number;
  history: EloPoint[];
};

/** Chance the first player beats the second, by the logistic Elo curve (400 points = 10:1). */
export function expectedScore(rating: number, opponentRating: number): number {
  return 1 / (1 + 10 ** ((opponentRating - rating) / 400));
}

/** Who a side's rating belongs to; null when nobody (an unnamed player). */
export type RatedIdentity = (side: MatchSide) => string | null;

/**
 * Elo over games in date order (ties keep file order, so the same file always gives the same
 * ratings). Draws score ½. Games where either player is unnamed are skipped: a rating needs
 * someone to belong to. `identity` decides who is rated: by default the player (`playerKey`);
 * the leaderboard's faction view rates each player-and-faction pair instead.
 */
export function eloRatings(
  records: MatchRecord[],
  k = ELO_K,
  identity: RatedIdentity = playerKey,
): PlayerElo[] {
  const players = new Map<string, PlayerElo>();
  const ordered = records.map((record, index) => ({ record, index }));
  ordered.sort((x, y) => x.record.playedOn.localeCompare(y.record.playedOn) || x.index - y.index);
  const find = (side: MatchSide, key: string) => {
    let player = players.get(key);
    if (!player) {
      player = {
        key,
        name: side.player ?? 'Unnamed',
        playerId: side.playerId,
        rating: ELO_START,
        games: 0,
        history: [],
      };
      players.set(key, player);
    }
    return player;
  };
  for (const { record } of ordered) {
    const keyA = identity(record.a);
    const keyB = identity(record.b);
    if (!keyA || !keyB || keyA === keyB) continue;
    const a = find(record.a, keyA);
    const b = find(record.b, keyB);
    const scoreA = scoreOf(outcomeForA(record));
    const expectedA = expectedScore(a.rating, b.rating);
    const change = k * (scoreA - expectedA);
    a.rating += change;
    b.rating -= change;
    for (const player of [a, b]) {
      player.games++;
      player.history.push({ playedOn: record.playedOn, rating: player.rating });
    }
  }
  return [...players.values()].sort((x, y) => y.rating - x.rating || x.name.localeCompare(y.name));
}
