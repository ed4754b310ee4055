import type { StatLine } from './roster-model';

/** A stat line with every characteristic unknown ('-'), for a unit typed in by hand. Schema-free, so the roster editor can start without zod. */
export const unknownStats = (): StatLine => ({
  M: '-',
  T: '-',
  SV: '-',
  W: '-',
  LD: '-',
  OC: '-',
  WS: '-',
  BS: '-',
  S: '-',
  A: '-',
});
