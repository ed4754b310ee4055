/** Top-cut sizes an organiser may pick: powers of two. */
export const topCutSizes = [2, 4, 8, 16, 32, 64] as const;

/** Seed order of a standard bracket: 1 and 2 can only meet in the final. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** First-round pairings of a single-elimination cut from the standings' top players. */
export function topCutPairings(seeded: string[]): { table: number; a: string; b: string }[] {
  if (!(topCutSizes as readonly number[]).includes(seeded.length)) {
    throw new RangeError(`A top cut needs 2, 4, 8, 16, 32 or 64 players, not ${seeded.length}.`);
  }
  const order = bracketOrder(seeded.length);
  const pairs: { table: number; a: string; b: string }[] = [];
  for (let i = 0; i < order.length; i += 2) {
    pairs.push({
      table: i / 2 + 1,
      a: seeded[(order[i] ?? 1) - 1] ?? '',
      b: seeded[(order[i + 1] ?? 1) - 1] ?? '',
    });
  }
  return pairs;
}

/** The next bracket round: winners of adjacent tables meet, bracket order kept. */
export function nextCutRound(winnersInTableOrder: string[]): { table: number; a: string; b: string }[] {
  if (winnersInTableOrder.length < 2 || winnersInTableOrder.length % 2 !== 0) {
    throw new RangeError('The next round needs an even number of winners, at least two.');
  }
  const pairs: { table: number; a: string; b: string }[] = [];
  for (let i = 0; i < winnersInTableOrder.length; i += 2) {
    pairs.push({ table: i / 2 + 1, a: winnersInTableOrder[i] ?? '', b: winnersInTableOrder[i + 1] ?? '' });
  }
  return pairs;
}

/** How many elimination rounds a cut of this size plays (0 for no cut). */
export function cutRoundCount(size: number): number {
  return size > 1 ? Math.round(Math.log2(size)) : 0;
}

/** What players call a bracket round by how many play in it. */
export function cutRoundName(playersInRound: number): string {
  if (playersInRound === 2) return 'Final';
  if (playersInRound === 4) return 'Semi-finals';
  if (playersInRound === 8) return 'Quarter-finals';
  return `Round of ${playersInRound}`;
}

/** The winner of a bracket game: the higher score; a level score has no winner. */
export function cutWinner(game: {
  a: string;
  b: string;
  vpA: number | null;
  vpB: number | null;
}): string | null {
  if (game.vpA === null || game.vpB === null || game.vpA === game.vpB) return null;
  return game.vpA > game.vpB ? game.a : game.b;
}
