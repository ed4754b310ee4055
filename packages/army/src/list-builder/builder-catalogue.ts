import { dataEdition, dataVersionLabel, type GameData, type UnitView, wargearName } from '../game-data';
import { type BattleSize, battleSizes, editionRules } from './built-list';
import { type CatalogueBudget, type CatalogueOption, catalogueWargear } from './catalogue-wargear';
import {
  armyKeywords,
  type Detachment,
  type FactionView,
  factionDatasheets,
  factionDetachments,
  findFaction,
  isBattleline,
  isCharacter,
  isDedicatedTransport,
  isEpicHero,
} from './faction-pool';
import { datasheetItems, defaultLoadout } from './unit-loadout';

export type CatalogueEnhancement = {
  id: string;
  name: string;
  cost: number;
  /** Bearer keywords: every keyword of one group (any group will do); empty: any Character. */
  keywords: string[][];
  excludedKeywords: string[];
  unique: boolean;
  /** 11th edition upgrades: go on up to `maxTargets` non-Character units as one Enhancement. */
  upgrade: boolean;
  maxTargets: number;
};

export type CatalogueDetachment = {
  id: string;
  name: string;
  detachmentPoints: number | null;
  forceDispositions: string[];
  /** At most one detachment per tag. */
  tags: string[];
  /** Keywords every unit must have, and may not have, while it is chosen. */
  requiredKeywords: string[];
  excludedKeywords: string[];
  enhancements: CatalogueEnhancement[];
};

export type CataloguePointsTier = {
  models: number;
  /** A range-priced tier's top size; equal to `models` for a single size. */
  modelsMax: number;
  cost: number;
  /** The copies of the datasheet this price is for ([3, null]: the 3rd and later); null: every copy. */
  copies: [number, number | null] | null;
};

export type CatalogueDatasheet = {
  id: string;
  name: string;
  /** The data's battlefield role (character, epic-hero, battleline, dedicated-transport), if any. */
  role: string | null;
  keywords: string[];
  factionKeywords: string[];
  character: boolean;
  epicHero: boolean;
  battleline: boolean;
  dedicatedTransport: boolean;
  /** A Support character: taken only attached to a unit. */
  supportOnly: boolean;
  size: { min: number; max: number };
  points: CataloguePointsTier[];
  /** The data's own cap on copies in a list: Epic Heroes once; otherwise see `rules`. */
  maxPerList: number | null;
  composition: { name: string; min: number; max: number; defaults: string[] }[];
  /** The loadout at the smallest size; a unit sent with no wargear is taken with its defaults. */
  defaultLoadout: Record<string, number>;
  options: CatalogueOption[];
  budgets: CatalogueBudget[];
  wargearCosts: Record<string, number>;
  /** The datasheets of this faction it may lead. */
  leads: string[];
};

export type BuilderCatalogue = {
  edition: string;
  dataVersion: string;
  faction: { id: string; name: string; parentId: string | null; keywords: string[] };
  battleSizes: { '10th': BattleSize[]; '11th': BattleSize[] };
  rules: typeof editionRules;
  dispositions: { id: string; name: string }[];
  detachments: CatalogueDetachment[];
  datasheets: CatalogueDatasheet[];
  /** Display names of every weapon and wargear id the datasheets refer to. */
  wargear: Record<string, string>;
};

function enhancementsOf(data: GameData, detachment: Detachment): CatalogueEnhancement[] {
  const { enhancements } = data.dataset;
  return (detachment.enhancement_ids ?? []).flatMap((id) => {
    const enhancement = enhancements.getAny(id);
    if (!enhancement) return [];
    return [
      {
        id: enhancement.id,
        name: enhancement.name,
        cost: enhancement.cost,
        keywords: enhancement.keyword_restriction_groups
          ? enhancement.keyword_restriction_groups.map((group) => [...group])
          : enhancement.keyword_restrictions?.length
            ? [[...enhancement.keyword_restrictions]]
            : [],
        excludedKeywords: [...(enhancement.exclusion_keywords ?? [])],
        unique: enhancement.is_unique ?? true,
        upgrade: enhancement.upgrade_tag === true,
        maxTargets: enhancement.max_targets ?? 1,
      },
    ];
  });
}

function pointsTiers(data: GameData, view: UnitView, faction: FactionView): CataloguePointsTier[] {
  return data.hostPointsTiers(view.raw, faction.raw).map((tier) => ({
    models: tier.models,
    modelsMax: tier.models_max ?? tier.models,
    cost: tier.cost,
    copies: tier.unit_count_min ? [tier.unit_count_min, tier.unit_count_max ?? null] : null,
  }));
}

function datasheetEntry(
  data: GameData,
  faction: FactionView,
  view: UnitView,
  pool: Set<string>,
): CatalogueDatasheet {
  const size = view.raw.model_count ?? { min: 1, max: 1 };
  return {
    id: view.id,
    name: view.name,
    role: view.raw.role ?? null,
    keywords: [...(view.raw.keywords ?? [])],
    factionKeywords: [...(view.raw.faction_keywords ?? [])],
    character: isCharacter(view),
    epicHero: isEpicHero(view),
    battleline: isBattleline(view),
    dedicatedTransport: isDedicatedTransport(view),
    supportOnly: view.raw.attachment_role === 'support',
    size: { min: size.min, max: size.max },
    points: pointsTiers(data, view, faction),
    maxPerList: isEpicHero(view) ? 1 : null,
    defaultLoadout: defaultLoadout(data, view, size.min),
    ...catalogueWargear(data, view),
    leads: data.dataset
      .bodyguardsAttachableFrom(view.id)
      .map((bodyguard) => bodyguard.id)
      .filter((id) => pool.has(id)),
  };
}

/**
 * Everything the browser needs to build a list of one faction, and nothing more: its detachments
 * with their enhancements, its datasheets with their sizes, prices, wargear options and whom their
 * leaders may lead, the battle sizes and the Force Dispositions. Null for an unknown faction.
 */
export function factionBuilderCatalogue(data: GameData, factionId: string): BuilderCatalogue | null {
  const faction = findFaction(data, factionId);
  if (!faction) return null;
  const views = factionDatasheets(data, faction);
  const pool = new Set(views.map((view) => view.id));
  const wargear: Record<string, string> = {};
  for (const view of views) {
    for (const id of datasheetItems(data, view)) wargear[id] ??= wargearName(data, view, id);
  }
  return {
    edition: dataEdition(data),
    dataVersion: dataVersionLabel(data),
    faction: {
      id: faction.id,
      name: faction.name,
      parentId: faction.raw.parent_faction_id ?? null,
      keywords: armyKeywords(faction),
    },
    battleSizes: { '10th': battleSizes(data, '10th'), '11th': battleSizes(data, '11th') },
    rules: editionRules,
    dispositions: data.dataset.forceDispositions.all.map((d) => ({ id: d.id, name: d.name })),
    detachments: factionDetachments(data, faction).map((detachment) => ({
      id: detachment.id,
      name: detachment.name,
      detachmentPoints: detachment.detachment_points ?? null,
      forceDispositions: [...(detachment.force_dispositions ?? [])],
      tags: [...(detachment.tags ?? [])],
      requiredKeywords: [...(detachment.restrictions?.required_keywords ?? [])],
      excludedKeywords: [...(detachment.restrictions?.excluded_keywords ?? [])],
      enhancements: enhancementsOf(data, detachment),
    })),
    datasheets: views.map((view) => datasheetEntry(data, faction, view, pool)),
    wargear,
  };
}

/** The factions a list can be built for, with how many datasheets each may take. */
export function builderFactions(
  data: GameData,
): { id: string; name: string; parentId: string | null; datasheets: number }[] {
  return data.dataset.factions.all
    .map((faction) => ({
      id: faction.id,
      name: faction.name,
      parentId: faction.raw.parent_faction_id ?? null,
      datasheets: factionDatasheets(data, faction).length,
    }))
    .filter((faction) => faction.datasheets > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}
