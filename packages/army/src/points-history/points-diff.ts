import type { DatasheetPoints, PointsTier } from './points-snapshot';

export type PointsChangeKind =
  | 'up'
  | 'down'
  | 'tier-added'
  | 'tier-removed'
  | 'datasheet-added'
  | 'datasheet-removed';

/** One price that is not what it was: null `before` for something new, null `after` for something gone. */
export type PointsChange = {
  datasheetId: string;
  datasheetName: string;
  /** The tier's label ("5 models"), or "no points listed" for a datasheet without prices. */
  tier: string;
  kind: PointsChangeKind;
  before: number | null;
  after: number | null;
  /** after − before when both exist; null otherwise. */
  difference: number | null;
};

export type FactionPointsChanges = { factionId: string; factionName: string; changes: PointsChange[] };

const NO_POINTS = 'no points listed';

const datasheetKey = (sheet: DatasheetPoints) => `${sheet.factionId}/${sheet.datasheetId}`;

function wholeDatasheet(
  sheet: DatasheetPoints,
  kind: 'datasheet-added' | 'datasheet-removed',
): PointsChange[] {
  const base = { datasheetId: sheet.datasheetId, datasheetName: sheet.datasheetName, kind, difference: null };
  if (sheet.tiers.length === 0) return [{ ...base, tier: NO_POINTS, before: null, after: null }];
  return sheet.tiers.map((tier) => ({
    ...base,
    tier: tier.label,
    before: kind === 'datasheet-removed' ? tier.cost : null,
    after: kind === 'datasheet-added' ? tier.cost : null,
  }));
}

function tierChanges(before: DatasheetPoints, after: DatasheetPoints): PointsChange[] {
  const base = { datasheetId: after.datasheetId, datasheetName: after.datasheetName };
  const old = new Map<string, PointsTier>(before.tiers.map((tier) => [tier.key, tier]));
  const now = new Set(after.tiers.map((tier) => tier.key));
  const changes: PointsChange[] = [];
  for (const tier of after.tiers) {
    const was = old.get(tier.key);
    if (!was) {
      changes.push({
        ...base,
        tier: tier.label,
        kind: 'tier-added',
        before: null,
        after: tier.cost,
        difference: null,
      });
    } else if (was.cost !== tier.cost) {
      changes.push({
        ...base,
        tier: tier.label,
        kind: tier.cost > was.cost ? 'up' : 'down',
        before: was.cost,
        after: tier.cost,
        difference: tier.cost - was.cost,
      });
    }
  }
  for (const tier of before.tiers) {
    if (!now.has(tier.key))
      changes.push({
        ...base,
        tier: tier.label,
        kind: 'tier-removed',
        before: tier.cost,
        after: null,
        difference: null,
      });
  }
  return changes;
}

/**
 * What changed in every datasheet's points from one data version to another, by faction (factions
 * and datasheets by name); prices that did not change are left out, and so are factions with none.
 * Tiers are matched by size and copies (PointsTier.key), datasheets by faction and id.
 */
export function diffPoints(
  before: readonly DatasheetPoints[],
  after: readonly DatasheetPoints[],
): FactionPointsChanges[] {
  const old = new Map(before.map((sheet) => [datasheetKey(sheet), sheet]));
  const now = new Set(after.map(datasheetKey));
  const byFaction = new Map<
    string,
    { factionName: string; sheets: { name: string; changes: PointsChange[] }[] }
  >();
  const add = (sheet: DatasheetPoints, changes: PointsChange[]) => {
    if (changes.length === 0) return;
    const faction = byFaction.get(sheet.factionId) ?? { factionName: sheet.factionName, sheets: [] };
    faction.sheets.push({ name: sheet.datasheetName, changes });
    byFaction.set(sheet.factionId, faction);
  };
  for (const sheet of after) {
    const was = old.get(datasheetKey(sheet));
    add(sheet, was ? tierChanges(was, sheet) : wholeDatasheet(sheet, 'datasheet-added'));
  }
  for (const sheet of before) {
    if (!now.has(datasheetKey(sheet))) add(sheet, wholeDatasheet(sheet, 'datasheet-removed'));
  }
  return [...byFaction.entries()]
    .map(([factionId, faction]) => ({
      factionId,
      factionName: faction.factionName,
      changes: faction.sheets.sort((a, b) => a.name.localeCompare(b.name)).flatMap((sheet) => sheet.changes),
    }))
    .sort((a, b) => a.factionName.localeCompare(b.factionName));
}
