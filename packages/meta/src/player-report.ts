import { eloRatings } from './elo';
import { type MatchRecord, type Outcome, outcomeForA } from './match-record';
import { type Rate, RateTally } from './rates';

export type PlayerGame = {
  playedOn: string;
  event: string;
  faction: string;
  opponent: string | null;
  opponentFaction: string;
  vp: number;
  opponentVp: number;
  outcome: Outcome;
  mission: string | null;
};
export type NamedRate = Rate & { name: string };
export type PlayerReport = {
  overall: Rate;
  games: PlayerGame[];
  byFaction: NamedRate[];
  byOpponentFaction: NamedRate[];
  byMonth: (Rate & { month: string })[];
  elo: { rating: number; history: { playedOn: string; rating: number }[] } | null;
};

const flip = (outcome: Outcome): Outcome =>
  outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';

/**
 * One player's record over the games that carry their account id: the games themselves, rates
 * by their faction, by the opposing faction and by month, and their Elo path among everyone
 * in `records` (ratings depend on opponents' histories, so the whole pool is needed).
 */
export function buildPlayerReport(
  records: MatchRecord[],
  playerId: string,
  smallSampleBelow: number,
): PlayerReport {
  const games: PlayerGame[] = [];
  for (const record of records) {
    const side = record.a.playerId === playerId ? 'a' : record.b.playerId === playerId ? 'b' : null;
    if (!side) continue;
    const mine = side === 'a' ? record.a : record.b;
    const theirs = side === 'a' ? record.b : record.a;
    const outcome = side === 'a' ? outcomeForA(record) : flip(outcomeForA(record));
    games.push({
      playedOn: record.playedOn,
      event: record.event,
      faction: mine.faction,
      opponent: theirs.player,
      opponentFaction: theirs.faction,
      vp: mine.vp,
      opponentVp: theirs.vp,
      outcome,
      mission: record.mission,
    });
  }
  games.sort((x, y) => x.playedOn.localeCompare(y.playedOn));
  const overall = new RateTally();
  const byFaction = new Map<string, RateTally>();
  const byOpponent = new Map<string, RateTally>();
  const byMonth = new Map<string, RateTally>();
  const add = (map: Map<string, RateTally>, key: string, outcome: Outcome) => {
    let tally = map.get(key);
    if (!tally) {
      tally = new RateTally();
      map.set(key, tally);
    }
    tally.add(outcome);
  };
  for (const game of games) {
    overall.add(game.outcome);
    add(byFaction, game.faction, game.outcome);
    add(byOpponent, game.opponentFaction, game.outcome);
    add(byMonth, game.playedOn.slice(0, 7), game.outcome);
  }
  const named = (map: Map<string, RateTally>) =>
    [...map.entries()]
      .map(([name, tally]) => ({ name, ...tally.rate(smallSampleBelow) }))
      .sort((x, y) => y.games - x.games || x.name.localeCompare(y.name));
  const rating = eloRatings(records).find((player) => player.playerId === playerId);
  return {
    overall: overall.rate(smallSampleBelow),
    games: games.reverse(),
    byFaction: named(byFaction),
    byOpponentFaction: named(byOpponent),
    byMonth: [...byMonth.entries()]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([month, tally]) => ({ month, ...tally.rate(smallSampleBelow) })),
    elo: rating ? { rating: rating.rating, history: rating.history } : null,
  };
}
