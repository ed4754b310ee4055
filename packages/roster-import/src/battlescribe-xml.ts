import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
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

function statsOf(selection: Selection): StatLine {
  const stats = unknownStats();
  let found = false;
  walk(selection, (node) => {
    if (found) return;
    const profile = node.profiles.find(
      (p) => /^(unit|model)$/i.test(p.typeName) || /\bunit$/i.test(p.typeName),
    );
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

function toUnit(selection: Selection, index: number, found: FoundEnhancement[]): RosterUnit {
  let points = 0;
  const models: { name: string; count: number }[] = [];
  const wargear: { name: string; count: number }[] = [];
  const abilities = new Map<string, string>();
  const enhancements: { name: string; points: number }[] = [];
  walk(selection, (node, parent) => {
    points += pointsOf(node.costs);
    if (node.type === 'model') models.push({ name: node.name, count: node.number });
    else if (parent && isEnhancement(node))
      enhancements.push({ name: node.name.replace(/^enhancements?:\s*/i, ''), points: pointsOf(node.costs) });
    else if (parent && node.type === 'upgrade') wargear.push({ name: node.name, count: node.number });
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

/** Data files mark enhancements by category or by name ("Enhancement: Blade of Shadows"). */
const isEnhancement = (node: Selection) =>
  /^enhancements?:/i.test(node.name) || node.categories.some((c) => /^enhancements?$/i.test(c.name.trim()));

const isConfiguration = (selection: Selection) => selection.type === 'upgrade';

function configurationValue(selections: Selection[], pattern: RegExp): string[] {
  return selections
    .filter((s) => isConfiguration(s) && pattern.test(s.name))
    .flatMap((s) => (s.selections.length > 0 ? s.selections.map((child) => child.name) : []))
    .filter(Boolean);
}

function allForces(forces: Force[]): Force[] {
  return forces.flatMap((force) => [force, ...allForces(force.forces)]);
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
  const parsedForces = forces.map((force) => {
    const { faction, subFaction } = splitCatalogueName(force.catalogueName);
    const units = force.selections
      .filter((s) => !isConfiguration(s))
      .map((s) => toUnit(s, unitIndex++, enhancements));
    return {
      name: force.name,
      faction,
      subFaction,
      detachment: configurationValue(force.selections, /detachment/i)[0] ?? null,
      units,
    };
  });
  const topSelections = forces.flatMap((force) => force.selections);
  const battleSizeText = configurationValue(topSelections, /battle size/i)[0] ?? null;
  const battleSize = battleSizeText ? (readBattleSize(battleSizeText)?.size ?? battleSizeText) : null;
  const limitFromCosts = roster.costLimits.costLimit
    .filter((limit) => isPointsCost(limit.name) && limit.value > 0)
    .map((limit) => limit.value)[0];
  const limitFromBattleSize = battleSizeText
    ? Number(/(\d{3,5})\s*points?/i.exec(battleSizeText)?.[1]) || undefined
    : undefined;
  const units = parsedForces.flatMap((force) => force.units);
  const rosterPoints = pointsOf(roster.costs.cost);
  const first = parsedForces.find((force) => force.faction) ?? parsedForces[0];
  const edition = /(\d+(?:st|nd|rd|th))\s+edition/i.exec(roster.gameSystemName ?? '')?.[1];
  return {
    name: roster.name.trim(),
    gameSystem: roster.gameSystemName?.trim() || null,
    edition: edition ?? null,
    faction: first?.faction ?? '',
    subFaction: first?.subFaction ?? null,
    detachments: [
      ...new Set(parsedForces.map((force) => force.detachment).filter((d): d is string => Boolean(d))),
    ],
    forceDisposition: null,
    battleSize,
    pointsLimit: limitFromCosts ?? limitFromBattleSize ?? null,
    pointsTotal: rosterPoints > 0 ? rosterPoints : units.reduce((sum, unit) => sum + unit.points, 0),
    units,
    enhancements,
    attachedLeaders: [],
    forces: parsedForces,
  };
}
