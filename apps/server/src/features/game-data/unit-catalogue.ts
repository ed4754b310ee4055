import type { RosterUnit } from '@muster/contracts';
import { factionNamed, matchKey, unknownStats } from '@muster/roster-import';

// The 40kdc-data set (units, stat lines, weapon profiles, points, keywords; no rules text) read as
// data. It is 38 MB of JavaScript, so it loads on first use and never reaches the browser bundle.
type Dataset = typeof import('@alpaca-software/40kdc-data');
type UnitView = Dataset['units']['all'][number];
type WeaponKeyword = { keyword_id: string; parameters?: Record<string, unknown> };

let dataset: Promise<Dataset> | null = null;
const load = () => {
  dataset ??= import('@alpaca-software/40kdc-data');
  return dataset;
};

const words = (id: string) =>
  id
    .split('-')
    .map((word, index) => (index === 0 || word.length > 3 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ')
    .replace('Twin Linked', 'Twin-linked');

/** A keyword as a datasheet prints it ("Sustained Hits 1", "Anti-Vehicle 3+"); conditions kept visible. */
export function keywordText({ keyword_id: id, parameters = {} }: WeaponKeyword): string {
  const value = parameters.value;
  if (id === 'anti' && typeof parameters.target_keyword === 'string') {
    return `Anti-${parameters.target_keyword} ${parameters.threshold}+`;
  }
  let text = words(id) + (value !== undefined && id !== 'blast' ? ` ${String(value)}` : '');
  const only = parameters.required_target_keywords_any;
  const except = parameters.excluded_target_keywords;
  if (Array.isArray(only)) text += ` (only against ${only.join(' or ')})`;
  if (Array.isArray(except)) text += ` (not against ${except.join(' or ')})`;
  if (typeof parameters.target_keyword === 'string') text += ` (${parameters.target_keyword})`;
  return text;
}

const inches = (value: unknown) => (typeof value === 'number' ? `${value}"` : String(value ?? '-'));
const plus = (value: unknown) => (typeof value === 'number' ? `${value}+` : String(value ?? '-'));
const text = (value: unknown) => (value === null || value === undefined ? '-' : String(value));

export type CatalogueUnit = { id: string; name: string; faction: string; role: string; points: number };

function summary(unit: UnitView): CatalogueUnit {
  return {
    id: unit.id,
    name: unit.name,
    faction: unit.faction?.name ?? unit.factionId,
    role: String(unit.role ?? 'other'),
    points: unit.points?.[0]?.cost ?? 0,
  };
}

/** A data-set unit in the roster model, at its smallest size, with every weapon profile. */
export function toRosterUnit(unit: UnitView): RosterUnit {
  const profile = unit.profileAt(0);
  const stats = unknownStats();
  stats.M = inches(profile.M);
  stats.T = text(profile.T);
  stats.SV = plus(profile.Sv);
  stats.W = text(profile.W);
  stats.LD = plus(profile.Ld);
  stats.OC = text(profile.OC);
  const smallest = unit.points?.[0];
  const models = smallest?.models ?? unit.modelCount?.min ?? 1;
  const weapons = unit.weapons.flatMap((weapon) =>
    weapon.raw.profiles.map((line) => {
      const melee = weapon.raw.type === 'melee';
      const stat = line.stats as Record<string, unknown>;
      const name = weapon.raw.profiles.length > 1 ? `${weapon.name} – ${line.name}` : weapon.name;
      return {
        name,
        kind: melee ? ('melee' as const) : ('ranged' as const),
        range: melee ? 'Melee' : inches(line.range),
        attacks: text(stat.A),
        skill: plus(melee ? stat.WS : stat.BS),
        strength: text(stat.S),
        ap: text(stat.AP),
        damage: text(stat.D),
        keywords: ((line.keywords ?? []) as WeaponKeyword[]).map(keywordText),
      };
    }),
  );
  const abilities = unit.abilities.map((ability) => ({
    name: ability.name,
    description: ability.describe(),
  }));
  if (typeof profile.invuln_sv === 'number') {
    abilities.unshift({ name: 'Invulnerable Save', description: `${profile.invuln_sv}+ invulnerable save` });
  }
  return {
    id: unit.id,
    name: unit.name,
    role: words(String(unit.role ?? 'other')),
    count: models,
    points: smallest?.cost ?? 0,
    models: [{ name: profile.name ?? unit.name, count: models }],
    wargear: [],
    abilities,
    keywords: [...unit.keywords, ...unit.factionKeywords],
    stats,
    weapons,
    enhancements: [],
  };
}

/** Data-set edition: the package carries one edition's profiles. */
export const CATALOGUE_EDITION = '11th';

export async function searchUnits(
  query: string,
  faction: string | null,
  limit: number,
): Promise<CatalogueUnit[]> {
  const { units } = await load();
  const wanted = matchKey(query);
  const wantedFaction = faction ? matchKey(faction) : null;
  const matches = units.all.filter((unit) => {
    if (
      wantedFaction &&
      matchKey(unit.faction?.name ?? unit.factionId) !== wantedFaction &&
      unit.factionId !== faction
    ) {
      return false;
    }
    return !wanted || matchKey(unit.name).includes(wanted);
  });
  // Names that start with the query first, then alphabetical.
  matches.sort(
    (a, b) =>
      Number(!matchKey(a.name).startsWith(wanted)) - Number(!matchKey(b.name).startsWith(wanted)) ||
      a.name.localeCompare(b.name),
  );
  return matches.slice(0, limit).map(summary);
}

export async function catalogueUnit(id: string): Promise<RosterUnit | null> {
  const { units } = await load();
  const unit = units.get(id);
  return unit ? toRosterUnit(unit) : null;
}

export async function catalogueFactions(): Promise<{ id: string; name: string; units: number }[]> {
  const { factions } = await load();
  return factions.all.map((f) => ({ id: f.id, name: f.name, units: f.units.length }));
}

/**
 * Fills units that came without profiles (text lists, screenshots) from the data set, matching
 * names after accent and punctuation folding within the roster's faction first. Units with their
 * own profiles are left as the file gave them; units found nowhere are reported, never invented.
 */
export async function enrichFromCatalogue(
  units: RosterUnit[],
  faction: string,
): Promise<{ units: RosterUnit[]; enriched: string[]; unmatched: string[] }> {
  const { units: catalogue } = await load();
  const enriched: string[] = [];
  const unmatched: string[] = [];
  const factionKey = matchKey(faction);
  const out = units.map((unit) => {
    if (unit.weapons.length > 0 || unit.stats.T !== '-') return unit;
    const candidates = catalogue.findAll(unit.name);
    const exact = candidates.filter((c) => matchKey(c.name) === matchKey(unit.name));
    const pool = exact.length > 0 ? exact : candidates;
    const match =
      pool.find((c) => matchKey(c.faction?.name ?? '') === factionKey) ??
      pool.find((c) => factionNamedEqual(c.faction?.name ?? '', faction)) ??
      (exact.length === 1 ? exact[0] : undefined);
    if (!match) {
      unmatched.push(unit.name);
      return unit;
    }
    enriched.push(unit.name);
    const data = toRosterUnit(match);
    return {
      ...unit,
      stats: data.stats,
      weapons: weaponsNamedIn(unit, data.weapons),
      keywords: unit.keywords.length > 0 ? unit.keywords : data.keywords,
      abilities: unit.abilities.length > 0 ? unit.abilities : data.abilities,
    };
  });
  return { units: out, enriched, unmatched };
}

/**
 * A datasheet lists every weapon option; a list names the ones taken ("5x Bolt rifle"). Keep those,
 * plus a melee weapon if the list named none (every model can fight). When nothing matches, the
 * list named no weapons we know, so every profile stays rather than none.
 */
function weaponsNamedIn(unit: RosterUnit, options: RosterUnit['weapons']): RosterUnit['weapons'] {
  const named = new Set(unit.wargear.map((item) => matchKey(item.name)));
  const family = (weapon: RosterUnit['weapons'][number]) =>
    matchKey(weapon.name.split(' – ')[0] ?? weapon.name);
  const taken = options.filter((weapon) => named.has(family(weapon)));
  if (taken.length === 0) return options;
  if (taken.some((weapon) => weapon.kind === 'melee')) return taken;
  const melee = options.filter((weapon) => weapon.kind === 'melee');
  const basic = melee.filter((weapon) => /close combat weapon/i.test(weapon.name));
  return [...taken, ...(basic.length > 0 ? basic : melee.slice(0, 1))];
}

/** "Space Marines" and the data set's "Adeptus Astartes" are one faction. */
function factionNamedEqual(a: string, b: string): boolean {
  const left = factionNamed(a);
  const right = factionNamed(b);
  return Boolean(left && right && (left.parent ?? left.name) === (right.parent ?? right.name));
}
