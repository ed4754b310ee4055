import type { GameData } from '../game-data';

/** One price of a datasheet: a size (or range of sizes), maybe for some copies only, at a cost. */
export type PointsTier = {
  /** Stable across data versions for the same size and copies: what a diff matches tiers on. */
  key: string;
  /** "5 models", "6–10 models", "5 models, 3rd copy on". */
  label: string;
  cost: number;
};

/** A datasheet's own prices (in its own faction's army) in one data version. */
export type DatasheetPoints = {
  factionId: string;
  factionName: string;
  datasheetId: string;
  datasheetName: string;
  tiers: PointsTier[];
};

/** A points tier as the game data writes it (schemas/core/unit.schema.json `points`). */
export type DataPointsTier = {
  models: number;
  models_max?: number;
  cost: number;
  unit_count_min?: number;
  unit_count_max?: number | null;
};

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

const sizeLabel = (models: number, max: number) =>
  max > models ? `${models}–${max} models` : `${models} ${models === 1 ? 'model' : 'models'}`;

const copiesLabel = (min: number, max: number | null) =>
  max === null
    ? `${ordinal(min)} copy on`
    : max === min
      ? `${ordinal(min)} copy`
      : `${ordinal(min)}–${ordinal(max)} copy`;

/**
 * A data tier as a keyed, labelled price. `occurrence` numbers tiers a datasheet lists twice for
 * the same size and copies (the data has one: two 6-model prices), so neither hides the other.
 */
export function pointsTierOf(tier: DataPointsTier, occurrence = 1): PointsTier {
  const max = tier.models_max ?? tier.models;
  const banded = tier.unit_count_min !== undefined;
  const copiesMax = tier.unit_count_max ?? null;
  const key = [
    max > tier.models ? `${tier.models}-${max}` : `${tier.models}`,
    banded ? `#${tier.unit_count_min}-${copiesMax ?? 'on'}` : '',
    occurrence > 1 ? `~${occurrence}` : '',
  ].join('');
  const label = [
    sizeLabel(tier.models, max),
    banded ? `, ${copiesLabel(tier.unit_count_min as number, copiesMax)}` : '',
    occurrence > 1 ? ` (price ${occurrence} listed)` : '',
  ].join('');
  return { key, label, cost: tier.cost };
}

/** A datasheet's tiers in the data's order, each keyed (see pointsTierOf). */
export function pointsTiersOf(tiers: readonly DataPointsTier[]): PointsTier[] {
  const seen = new Map<string, number>();
  return tiers.map((tier) => {
    const base = pointsTierOf(tier).key;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return pointsTierOf(tier, occurrence);
  });
}

/**
 * Every datasheet's own points in the bundled game data, by faction and name. Allied prices (a
 * unit's cost inside another faction's army) are left out: they reprice the same sizes.
 */
export function pointsSnapshotOf(data: GameData): DatasheetPoints[] {
  return data.dataset.units.all
    .map((view) => ({
      factionId: view.factionId,
      factionName: view.faction?.name ?? view.factionId,
      datasheetId: view.id,
      datasheetName: view.name,
      tiers: pointsTiersOf((view.raw.points ?? []) as DataPointsTier[]),
    }))
    .sort(
      (a, b) =>
        a.factionName.localeCompare(b.factionName) ||
        a.datasheetName.localeCompare(b.datasheetName) ||
        a.datasheetId.localeCompare(b.datasheetId),
    );
}
