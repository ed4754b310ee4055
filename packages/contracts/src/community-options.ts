import { knownFactionNames } from '@muster/roster-import/known-factions';

/* The community's plain values, apart from its schemas (community.ts): pages list them without zod. */

/** Threads live on a board: one per faction, plus one for everything else. */
export const GENERAL_BOARD = 'General';
export const communityBoards = (): string[] => [GENERAL_BOARD, ...knownFactionNames()];

export const communityLimits = { titleMin: 4, titleMax: 120, bodyMax: 5000, threadsPerPage: 20 } as const;
