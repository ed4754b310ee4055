import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { gameSystemFromId } from './game-system';
import { isCarriedSupportName, isNonModelName } from './non-models';
import {
  type Roster,
  type RosterUnit,
  type StatLine,
  unknownStats,
  type WeaponProfile,
} from './roster-model';
import { factionNamed } from './text/known-factions';
import { readBattleSize } from './text/list-header';
import { titleCaseShouting } from './text/normalise-text';

// BattleScribe and New Recruit .ros documents, as fast-xml-parser gives them back. Only the parts
// read here are described; everything else passes through unexamined.
const text = z.union([z.string(), z.number()]).transform(String);
/** `<rules />` parses as an empty string: read it as an empty list. */
const list = <K extends string, T extends z.ZodType>(key: K, item: T) => {
  const shape = { [key]: z.array(item).default([]) } as { [P in K]: z.ZodDefault<z.ZodArray<T>> };
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? {} : value),
    z.object(shape),
  );
};
type Characteristic = { name: string; value: string };
type Profile = { name: string; typeName: string; characteristics: Characteristic[] };
type Selection = {
  name: string;
  type: string;
  number: number;
  /** New Recruit's and ListForge's option group ("Enhancements"). */
  group: string;
  costs: { name: string; value: number }[];
  categories: { name: string; primary: boolean }[];
  profiles: Profile[];
  rules: { name: string; description: string }[];
  selections: Selection[];
};
type Force = { name: string; catalogueName: string; selections: Selection[]; forces: Force[] };

const characteristicSchema = z
  .object({ name: text, '#text': text.optional() })
  .transform((c) => ({ name: c.name, value: c['#text'] ?? '' }));
const profileSchema = z.object({
  name: text,
  typeName: text.default(''),
  characteristics: list('characteristic', characteristicSchema),
});
const costSchema = z.object({ name: text, value: z.coerce.number() });
const ruleSchema = z.object({ name: text, description: z.union([text, z.object({})]).optional() });
const categorySchema = z.object({ name: text, primary: z.union([z.boolean(), text]).optional() });

const selectionSchema: z.ZodType<Selection> = z.lazy(() =>
  z
    .object({
      name: text.default(''),
      type: text.default('upgrade'),
      number: z.coerce.number().default(1),
      group: text.default(''),
      costs: list('cost', costSchema),
      categories: list('category', categorySchema),
      profiles: list('profile', profileSchema),
      rules: list('rule', ruleSchema),
      selections: list('selection', selectionSchema),
    })
    .transform((s) => ({
      name: s.name.trim(),
      type: s.type,
      number: s.number,
      group: s.group.trim(),
      costs: s.costs.cost,
      categories: s.categories.category.map((c) => ({
        name: c.name.trim(),
        primary: c.primary === true || c.primary === 'true',
      })),
      profiles: s.profiles.profile.map((p) => ({
        name: p.name.trim(),
        typeName: p.typeName.trim(),
        characteristics: p.characteristics.characteristic,
      })),
      rules: s.rules.rule.map((r) => ({
        name: r.name.trim(),
        description: typeof r.description === 'string' ? r.description.trim() : '',
      })),
      selections: s.selections.selection,
    })),
);

const forceSchema: z.ZodType<Force> = z.lazy(() =>
  z
    .object({
      name: text.default(''),
      catalogueName: text.default(''),
      selections: list('selection', selectionSchema),
      forces: list('force', forceSchema),
    })
    .transform((f) => ({
      name: f.name.trim(),
      catalogueName: f.catalogueName.trim(),
      selections: f.selections.selection,
      forces: f.forces.force,
    })),
);

const rosterDocumentSchema = z.object({
  roster: z.object({
    name: text.default(''),
    gameSystemName: text.optional(),
    gameSystemId: text.optional(),
    costs: list('cost', costSchema),
    costLimits: list('costLimit', costSchema),
    forces: list('force', forceSchema),
  }),
});

const ARRAY_ELEMENTS = new Set([
  'force',
  'selection',
  'profile',
  'characteristic',
  'cost',
  'costLimit',
  'category',
  'rule',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Only XML's five predefined entities remain: documents with a DTD are refused before parsing.
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ARRAY_ELEMENTS.has(name),
});

const isPointsCost = (name: string) => /^\s*(pts|points?|point\(s\))\s*$/i.test(name);
const pointsOf = (costs: { name: string; value: number }[]) =>
  costs.filter((cost) => isPointsCost(cost.name)).reduce((sum, cost) => sum + cost.value, 0);

function walk(
  selection: Selection,
  visit: (node: Selection, parent: Selection | null) => void,
  parent: Selection | null = null,
): void {
  visit(selection, parent);
  for (const child of selection.selections) walk(child, visit, selection);
}

const GRAND_ALLIANCES = new Set(['imperium', 'chaos', 'xenos', 'aeldari', 'order', 'death', 'destruction']);

/** "Imperium - Adeptus Astartes - Ultramarines" → Adeptus Astartes / Ultramarines. */
export function splitCatalogueName(catalogueName: string): { faction: string; subFaction: string | null } {
  const parts = catalogueName
    .split(/\s+-\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && GRAND_ALLIANCES.has(parts[0]?.toLowerCase() ?? '')) parts.shift();
  // One name per faction whatever the catalogue calls it ("Adeptus Astartes" is Space Marines).
  const known = factionNamed(parts[0] ?? '');
  const faction = known ? (known.parent ?? known.name) : (parts[0] ?? '');
  const rest = parts.slice(1);
  if (known?.parent && rest.length === 0) rest.push(known.name);
  return { faction, subFaction: rest.length > 0 ? rest.join(' - ') : null };
}

const STAT_ALIASES: Record<string, keyof StatLine> = {
  M: 'M',
  T: 'T',
  SV: 'SV',
  SAVE: 'SV',
  W: 'W',
  LD: 'LD',
  OC: 'OC',
  WS: 'WS',
  BS: 'BS',
  S: 'S',
  A: 'A',
};

/** A unit's or model's profile: typed "Unit"/"Model", or carrying a stat line (M, T, SV, W). */
function isUnitProfile(profile: Profile): boolean {
  if (/^(unit|model)$/i.test(profile.typeName) || /\bunit$/i.test(profile.typeName)) return true;
  const keys = new Set(profile.characteristics.map((c) => STAT_ALIASES[c.name.trim().toUpperCase()]));
  return ['M', 'T', 'SV', 'W'].filter((key) => keys.has(key as keyof StatLine)).length >= 3;
}

function statsOf(selection: Selection): StatLine {
  const stats = unknownStats();
  let found = false;
  walk(selection, (node) => {
    if (found) return;
    const profile = node.profiles.find(isUnitProfile);
    if (!profile) return;
    found = true;
    for (const { name, value } of profile.characteristics) {
      const key = STAT_ALIASES[name.trim().toUpperCase()];
      if (key && value.trim()) stats[key] = value.trim();
    }
  });
  return stats;
}

function characteristic(profile: Profile, ...names: string[]): string {
  const wanted = names.map((n) => n.toLowerCase());
  return (
    profile.characteristics.find((c) => wanted.includes(c.name.trim().toLowerCase()))?.value.trim() || '-'
  );
}

function weaponsOf(selection: Selection): WeaponProfile[] {
  const weapons = new Map<string, WeaponProfile>();
  walk(selection, (node) => {
    for (const profile of node.profiles) {
      const type = profile.typeName.toLowerCase();
      if (!/weapon/.test(type)) continue;
      const range = characteristic(profile, 'Range');
      const kind = /melee/.test(type) || range.toLowerCase() === 'melee' ? 'melee' : 'ranged';
      const keywords = characteristic(profile, 'Keywords', 'Abilities');
      weapons.set(profile.name, {
        name: profile.name,
        kind,
        range,
        attacks: characteristic(profile, 'A', 'Type'),
        skill: characteristic(profile, kind === 'melee' ? 'WS' : 'BS'),
        strength: characteristic(profile, 'S'),
        ap: characteristic(profile, 'AP'),
        damage: characteristic(profile, 'D'),
        keywords:
          keywords === '-'
            ? []
            : keywords
                .split(',')
                .map((k) => k.trim())
                .filter(Boolean),
      });
    }
  });
  return [...weapons.values()];
}

function tally(entries: { name: string; count: number }[]): { name: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const { name, count } of entries) totals.set(name, (totals.get(name) ?? 0) + count);
  return [...totals].map(([name, count]) => ({ name, count }));
}

const HIDDEN_CATEGORIES = new Set(['configuration', 'uncategorised', 'uncategorized']);

type FoundEnhancement = { name: string; unit: string; points: number };

/**
 * The entries of a unit that are its models: "model" entries, except tokens, turrets and other known
 * non-models, and drones carried by one of the unit's models (10th-edition wargear). A unit with no
 * model entries (some 9th-edition data) has its models as upgrade entries with their own Unit
 * profile instead.
 */
function modelEntries(unit: Selection): Set<Selection> {
  const models = new Set<Selection>();
  const visit = (node: Selection, insideModel: boolean, root: boolean) => {
    const isModel =
      node.type === 'model' &&
      !isNonModelName(node.name) &&
      !(insideModel && isCarriedSupportName(node.name));
    if (isModel) models.add(node);
    for (const child of node.selections) visit(child, insideModel || (isModel && !root), false);
  };
  visit(unit, false, true);
  if (models.size > 0) return models;
  const profiled = (node: Selection, root: boolean) => {
    if (
      !root &&
      node.type === 'upgrade' &&
      !isNonModelName(node.name) &&
      node.profiles.some((p) => /^(unit|model)$/i.test(p.typeName))
    ) {
      models.add(node);
      return;
    }
    for (const child of node.selections) profiled(child, false);
  };
  profiled(unit, true);
  return models;
}

type FoundAttachment = { leader: string; unit: string };

/** 40kdc's New Recruit JSON names the unit a leader joins as an option of that group. */
const ATTACHMENT_GROUP = /^40kdc Attachment:(leader|support):/;

function toUnit(
  selection: Selection,
  index: number,
  found: FoundEnhancement[],
  attachments: FoundAttachment[],
): RosterUnit {
  let points = 0;
  const modelNodes = modelEntries(selection);
  const models: { name: string; count: number }[] = [];
  const wargear: { name: string; count: number }[] = [];
  const abilities = new Map<string, string>();
  const enhancements: { name: string; points: number }[] = [];
  walk(selection, (node, parent) => {
    points += pointsOf(node.costs);
    if (modelNodes.has(node)) models.push({ name: node.name, count: node.number });
    else if (parent && ATTACHMENT_GROUP.test(node.group))
      attachments.push({ leader: selection.name, unit: node.name });
    else if (parent && isEnhancement(node))
      enhancements.push({ name: node.name.replace(/^enhancements?:\s*/i, ''), points: pointsOf(node.costs) });
    else if (parent && (node.type === 'upgrade' || node.type === 'model'))
      wargear.push({ name: node.name, count: node.number });
    for (const profile of node.profiles) {
      if (/abilit/i.test(profile.typeName))
        abilities.set(profile.name, characteristic(profile, 'Description', 'Ability Details'));
    }
    for (const rule of node.rules) if (!abilities.has(rule.name)) abilities.set(rule.name, rule.description);
  });
  found.push(...enhancements.map((e) => ({ ...e, unit: selection.name })));
  const categories = selection.categories.filter((c) => !HIDDEN_CATEGORIES.has(c.name.toLowerCase()));
  const modelTotals = tally(models);
  return {
    id: `unit-${index + 1}`,
    name: selection.name,
    role: titleCaseShouting(categories.find((c) => c.primary)?.name ?? 'Other'),
    count: modelTotals.reduce((sum, model) => sum + model.count, 0) || selection.number,
    points,
    models: modelTotals,
    wargear: tally(wargear),
    abilities: [...abilities].map(([name, description]) => ({ name, description })),
    keywords: categories.map((c) => c.name),
    stats: statsOf(selection),
    weapons: weaponsOf(selection),
    enhancements: enhancements.map((e) => e.name),
  };
}

/** Data files mark enhancements by category, by name ("Enhancement: Blade of Shadows") or by group. */
const isEnhancement = (node: Selection) =>
  /^enhancements?:/i.test(node.name) ||
  /^enhancements?\b/i.test(node.group) ||
  node.categories.some((c) => /^enhancements?$/i.test(c.name.trim()));

/** Names of force-level settings entries, whatever their type or category. */
const SETTINGS_NAME =
  /^(game ?type|battle ?size|detachments?( choice| type| command cost| cp)?|battle-forged cp|(list |army )?configuration|show\/hide options|show legends|allow legends|game options|realm of battle|grand strategy|triumphs?)$/i;
/** Categories of force-level settings entries. */
const SETTINGS_CATEGORY = /^(configuration|game options|army composition|army configuration)$/i;

/** A unit profile, a model or unit below, or points anywhere in the selection. */
function unitEvidence(selection: Selection): { profile: boolean; models: boolean; points: boolean } {
  const evidence = { profile: false, models: false, points: false };
  walk(selection, (node, parent) => {
    if (node.profiles.some(isUnitProfile)) evidence.profile = true;
    if (parent && (node.type === 'model' || node.type === 'unit')) evidence.models = true;
    if (pointsOf(node.costs) > 0) evidence.points = true;
  });
  return evidence;
}

const settingsName = (selection: Selection) => SETTINGS_NAME.test(selection.name.replace(/^\W+|\W+$/g, ''));

/**
 * Force-level selections that are units. 9th-edition data marks some real units (Plagueburst
 * Crawler, Techmarine…) as upgrades: an upgrade is a unit when it carries a unit profile, models or
 * points. Settings (Gametype, Battle Size, Detachment…) are never units, whatever their type. A
 * wrapper such as "Bound Creation" gives its units.
 */
function forceUnits(selections: Selection[]): Selection[] {
  return selections.flatMap((selection) => {
    const evidence = unitEvidence(selection);
    const strong = evidence.profile || evidence.models;
    const settings =
      settingsName(selection) || selection.categories.some((c) => SETTINGS_CATEGORY.test(c.name));
    if (selection.type === 'upgrade') {
      const own = selection.profiles.some(isUnitProfile) || pointsOf(selection.costs) > 0;
      // Settings such as Age of Sigmar's "Manifestation Lore" hold free units of their own.
      if (settings) return own ? [selection] : [];
      const inner = selection.selections.filter((child) => child.type === 'unit');
      if (!own && inner.length > 0) return forceUnits(inner);
      return strong || evidence.points ? [selection] : [];
    }
    return settings && !strong && !evidence.points ? [] : [selection];
  });
}

/** The chosen values of force-level settings ("Battle Size" → "2. Strike Force (2000 Point limit)"). */
function configurationValue(selections: Selection[], units: Set<Selection>, pattern: RegExp): string[] {
  return selections
    .filter((s) => !units.has(s) && pattern.test(s.name))
    .flatMap((s) =>
      s.selections.length > 0
        ? s.selections.map((child) => child.name)
        : [/:\s*(.+)$/.exec(s.name)?.[1]?.trim() ?? ''],
    )
    .filter(Boolean);
}

function allForces(forces: Force[]): Force[] {
  return forces.flatMap((force) => [force, ...allForces(force.forces)]);
}

/** "3. Strike Force (101-200 Total PL / 1001-2000 Points)", "2000 Points - Battlehost" → 2000. */
function pointsLimitIn(text: string): number | undefined {
  const size = readBattleSize(text);
  if (size) return size.limit ?? undefined;
  return Number(/(\d{3,5})\s*points?/i.exec(text)?.[1]) || undefined;
}

/** Parses a BattleScribe / New Recruit roster document (already checked by assertSafeXml). */
export function parseBattleScribeXml(xml: string): Roster {
  return parseRosterTree(parser.parse(xml));
}

/** The roster tree shared by .ros XML and New Recruit JSON, once in the XML parser's shape. */
export function parseRosterTree(tree: unknown): Roster {
  const { roster } = rosterDocumentSchema.parse(tree);
  const forces = allForces(roster.forces.force);
  let unitIndex = 0;
  const enhancements: FoundEnhancement[] = [];
  const attachedLeaders: FoundAttachment[] = [];
  const unitSelections = new Set<Selection>();
  // 11th-edition lists field several detachments: New Recruit gives each its own setting.
  const detachments: string[] = [];
  const parsedForces = forces.map((force) => {
    const { faction, subFaction } = splitCatalogueName(force.catalogueName);
    const selections = forceUnits(force.selections);
    for (const selection of selections) unitSelections.add(selection);
    const units = selections.map((s) => toUnit(s, unitIndex++, enhancements, attachedLeaders));
    const chosen = force.selections.filter((s) => /^detachment$/i.test(s.name) && !unitSelections.has(s));
    const forceDetachments =
      chosen.length > 1
        ? configurationValue(chosen, unitSelections, /detachment/i)
        : configurationValue(force.selections, unitSelections, /detachment/i).slice(0, 1);
    detachments.push(...forceDetachments);
    return { name: force.name, faction, subFaction, detachment: forceDetachments[0] ?? null, units };
  });
  const topSelections = forces.flatMap((force) => force.selections);
  const battleSizeText = configurationValue(topSelections, unitSelections, /battle ?size/i)[0] ?? null;
  const battleSize = battleSizeText ? (readBattleSize(battleSizeText)?.size ?? battleSizeText) : null;
  const limitFromCosts = roster.costLimits.costLimit
    .filter((limit) => isPointsCost(limit.name) && limit.value > 0)
    .map((limit) => limit.value)[0];
  // Age of Sigmar's "Game Type" says "2000 Points - Battlehost".
  const limitFromSettings = [
    battleSizeText,
    ...configurationValue(topSelections, unitSelections, /^game ?type$/i),
  ]
    .map((value) => (value ? pointsLimitIn(value) : undefined))
    .find((limit) => limit !== undefined);
  const units = parsedForces.flatMap((force) => force.units);
  const rosterPoints = pointsOf(roster.costs.cost);
  const first = parsedForces.find((force) => force.faction) ?? parsedForces[0];
  const edition = /(\d+(?:st|nd|rd|th))\s+edition/i.exec(roster.gameSystemName ?? '')?.[1];
  return {
    name: roster.name.trim(),
    gameSystem: roster.gameSystemName?.trim() || gameSystemFromId(roster.gameSystemId),
    edition: edition ?? null,
    faction: first?.faction ?? '',
    subFaction: first?.subFaction ?? null,
    detachments: [...new Set(detachments)],
    forceDisposition: null,
    battleSize,
    pointsLimit: limitFromCosts ?? limitFromSettings ?? null,
    pointsTotal: rosterPoints > 0 ? rosterPoints : units.reduce((sum, unit) => sum + unit.points, 0),
    units,
    enhancements,
    attachedLeaders,
    forces: parsedForces,
  };
}
