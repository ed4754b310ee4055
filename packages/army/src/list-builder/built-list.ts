import type { GameData } from '../game-data';

/**
 * An army list built on the game data: every choice by the data's own ids, so it can be priced
 * and checked exactly. The browser holds one of these while the player builds; the server prices
 * it, checks it and turns it into a roster.
 */
export type BuiltListEdition = '10th' | '11th';

/** The data's battle-size ids (`pointsLimitForBattleSize` knows the first two; see battleSizes). */
export type BattleSizeId = 'incursion' | 'strike-force' | 'onslaught';

export type BuiltListUnit = {
  /** The unit's own id within the list (a leader names its bodyguard by it). */
  uid: string;
  /** The datasheet id. */
  unitId: string;
  modelCount: number;
  /**
   * The whole unit's loadout: weapon or wargear id → how many the unit carries (what the data's
   * `validateLoadout` reads). Empty means the datasheet's default loadout for `modelCount`.
   */
  wargear: Record<string, number>;
  enhancementId: string | null;
  /** The uid of the bodyguard unit this leader is attached to. */
  attachedTo: string | null;
  warlord: boolean;
};

export type BuiltList = {
  name: string;
  edition: BuiltListEdition;
  factionId: string;
  /** 11th edition: any number within the battle size's detachment points; 10th: one. */
  detachmentIds: string[];
  /** A Force Disposition id (11th edition); null in 10th. */
  forceDisposition: string | null;
  battleSize: BattleSizeId;
  units: BuiltListUnit[];
};

export type BattleSize = {
  id: BattleSizeId;
  label: string;
  points: number;
  /** The detachment-point budget; null where the game data gives none (and in 10th edition). */
  detachmentPoints: number | null;
};

/**
 * Incursion and Strike Force as the data package's `pointsLimitForBattleSize` and
 * `detachmentCapForBattleSize` have them (1,000 pts / 2 DP, 2,000 pts / 3 DP). Onslaught is 3,000
 * points by the data's schema (`AlliedPointsLimit.battle_size`: "'onslaught' (3000 pts)"), which
 * gives it no detachment-point budget: that stays unknown rather than guessed.
 */
export function battleSizes(data: GameData, edition: BuiltListEdition): BattleSize[] {
  const dp = (size: 'incursion' | 'strike-force') =>
    edition === '11th' ? data.detachmentCapForBattleSize(size) : null;
  return [
    {
      id: 'incursion',
      label: 'Incursion',
      points: data.pointsLimitForBattleSize('incursion') ?? 1000,
      detachmentPoints: dp('incursion'),
    },
    {
      id: 'strike-force',
      label: 'Strike Force',
      points: data.pointsLimitForBattleSize('strike-force') ?? 2000,
      detachmentPoints: dp('strike-force'),
    },
    { id: 'onslaught', label: 'Onslaught', points: 3000, detachmentPoints: null },
  ];
}

/**
 * Army-construction limits the game data does not carry, per edition. 10th edition's are its core
 * rules (Muster Your Army: three of a datasheet, six of Battleline and Dedicated Transport, Epic
 * Heroes once, three Enhancements, each once, one detachment). The 11th-edition data carries no
 * per-datasheet or Enhancement limit (its source has them per battle size, unpublished), so 10th's
 * numbers stand in as warnings that say so — as `constructionRules` in
 * packages/analysis/src/list-checks.ts does for event lists.
 */
export const editionRules = {
  '10th': {
    copiesPerDatasheet: 3,
    copiesOfBattlelineAndTransports: 6,
    enhancements: 3,
    severity: 'error',
    detachments: 1,
    note: '10th edition core rules',
  },
  '11th': {
    copiesPerDatasheet: 3,
    copiesOfBattlelineAndTransports: 6,
    enhancements: 3,
    severity: 'warning',
    detachments: null,
    note: "10th edition's limit: the 11th-edition game data has none, so check your event's rules",
  },
} as const;

/** A list with nothing in it yet: Strike Force, 11th edition. */
export function emptyBuiltList(factionId: string, name = 'New list'): BuiltList {
  return {
    name,
    edition: '11th',
    factionId,
    detachmentIds: [],
    forceDisposition: null,
    battleSize: 'strike-force',
    units: [],
  };
}
