/** One side of a played game. `playerId` is set when the player is a Muster account. */
export type MatchSide = {
  player: string | null;
  playerId: string | null;
  faction: string;
  detachment: string | null;
  /** 11th edition: the list's force disposition(s), e.g. "Take and Hold". */
  forceDisposition: string | null;
  vp: number;
};

/** One game, from an uploaded file or a finished Muster tournament. Dates are YYYY-MM-DD. */
export type MatchRecord = {
  playedOn: string;
  event: string;
  a: MatchSide;
  b: MatchSide;
  mission: string | null;
  deployment: string | null;
  firstTurn: 'a' | 'b' | null;
};

export type Outcome = 'win' | 'draw' | 'loss';

/** Side A's result; equal victory points are a draw. */
export function outcomeForA(record: MatchRecord): Outcome {
  if (record.a.vp > record.b.vp) return 'win';
  if (record.a.vp < record.b.vp) return 'loss';
  return 'draw';
}

/** Win = 1, draw = ½, loss = 0: the score every rate in this package is built on. */
export function scoreOf(outcome: Outcome): number {
  return outcome === 'win' ? 1 : outcome === 'draw' ? 0.5 : 0;
}

/** The identity Elo and standings use: the account when known, else the name without case. */
export function playerKey(side: MatchSide): string | null {
  if (side.playerId) return `id:${side.playerId}`;
  const name = side.player?.trim().toLowerCase();
  return name ? `name:${name}` : null;
}
