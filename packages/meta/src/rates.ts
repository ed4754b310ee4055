import { type MatchRecord, type Outcome, outcomeForA } from './match-record';

export type Interval = { low: number; high: number };

/** z for a two-sided 95 % interval. */
export const Z_95 = 1.96;

/**
 * Wilson score interval for a proportion. Unlike p ± z·√(p(1−p)/n) it stays inside [0, 1] and
 * is honest for small samples and rates near 0 or 1, which is exactly where a young meta lives.
 * `successes` may be fractional (draws count as half a win).
 */
export function wilsonInterval(successes: number, n: number, z = Z_95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export type Rate = {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** (wins + draws / 2) / games */
  winRate: number;
  interval: Interval;
  smallSample: boolean;
};

/** Counts results and turns them into a rate with its interval. */
export class RateTally {
  wins = 0;
  draws = 0;
  losses = 0;

  add(outcome: Outcome): void {
    if (outcome === 'win') this.wins++;
    else if (outcome === 'draw') this.draws++;
    else this.losses++;
  }

  get games(): number {
    return this.wins + this.draws + this.losses;
  }

  rate(smallSampleBelow: number): Rate {
    const games = this.games;
    const score = this.wins + this.draws / 2;
    return {
      games,
      wins: this.wins,
      draws: this.draws,
      losses: this.losses,
      winRate: games === 0 ? 0 : score / games,
      interval: wilsonInterval(score, games),
      smallSample: games < smallSampleBelow,
    };
  }
}

const flip = (outcome: Outcome): Outcome =>
  outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';

/** Both sides of a game as (faction, opponent, outcome) from that faction's point of view. */
export function perspectives(record: MatchRecord): { faction: string; opponent: string; outcome: Outcome }[] {
  const outcome = outcomeForA(record);
  return [
    { faction: record.a.faction, opponent: record.b.faction, outcome },
    { faction: record.b.faction, opponent: record.a.faction, outcome: flip(outcome) },
  ];
}

export type FactionRate = Rate & { faction: string; mirrors: number; share: number };

/**
 * Each faction's rate over its games against other factions. Mirror matches always score
 * exactly one half per side, so they are counted apart (`mirrors`) rather than diluting the
 * rate towards 50 %. `share` is the faction's fraction of all sides played.
 */
export function factionRates(records: MatchRecord[], smallSampleBelow: number): FactionRate[] {
  const tallies = new Map<string, { tally: RateTally; mirrors: number; sides: number }>();
  const entry = (faction: string) => {
    let found = tallies.get(faction);
    if (!found) {
      found = { tally: new RateTally(), mirrors: 0, sides: 0 };
      tallies.set(faction, found);
    }
    return found;
  };
  for (const record of records) {
    for (const side of perspectives(record)) {
      const found = entry(side.faction);
      found.sides++;
      if (side.faction === side.opponent) found.mirrors += 0.5;
      else found.tally.add(side.outcome);
    }
  }
  const totalSides = records.length * 2;
  return [...tallies.entries()]
    .map(([faction, { tally, mirrors, sides }]) => ({
      faction,
      ...tally.rate(smallSampleBelow),
      mirrors,
      share: totalSides === 0 ? 0 : sides / totalSides,
    }))
    .sort((x, y) => y.winRate - x.winRate || y.games - x.games || x.faction.localeCompare(y.faction));
}

export type MatchupCell = Rate & { faction: string; opponent: string };

/** Row faction's rate against each column faction (mirrors left out). */
export function matchupMatrix(records: MatchRecord[], smallSampleBelow: number): MatchupCell[] {
  const tallies = new Map<string, { faction: string; opponent: string; tally: RateTally }>();
  for (const record of records) {
    for (const side of perspectives(record)) {
      if (side.faction === side.opponent) continue;
      const key = `${side.faction}\u0000${side.opponent}`;
      let found = tallies.get(key);
      if (!found) {
        found = { faction: side.faction, opponent: side.opponent, tally: new RateTally() };
        tallies.set(key, found);
      }
      found.tally.add(side.outcome);
    }
  }
  return [...tallies.values()].map(({ faction, opponent, tally }) => ({
    faction,
    opponent,
    ...tally.rate(smallSampleBelow),
  }));
}

/** How the player who took the first turn fared, over games that record it. */
export function firstTurnRate(records: MatchRecord[], smallSampleBelow: number): Rate {
  const tally = new RateTally();
  for (const record of records) {
    if (!record.firstTurn) continue;
    const outcome = outcomeForA(record);
    tally.add(record.firstTurn === 'a' ? outcome : flip(outcome));
  }
  return tally.rate(smallSampleBelow);
}

/** Average of (winner's VP − loser's VP) over decided games, or null with none. */
export function averageMargin(records: MatchRecord[]): number | null {
  const decided = records.filter((r) => r.a.vp !== r.b.vp);
  if (decided.length === 0) return null;
  return decided.reduce((sum, r) => sum + Math.abs(r.a.vp - r.b.vp), 0) / decided.length;
}
