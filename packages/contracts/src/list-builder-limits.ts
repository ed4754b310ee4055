import type { BuiltList } from './list-builder';

export type { BuiltList };

/** Limits on a built list sent to the server: generous for any real list, small for a hostile one. */
export const builtListLimits = {
  nameMax: 120,
  unitsMax: 200,
  detachmentsMax: 10,
  wargearMax: 100,
  countMax: 100,
} as const;
