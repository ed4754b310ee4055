import { isNonModelName, isOptionLabel } from '../non-models';
import type { RosterUnit } from '../roster-model';
import { unknownStats } from '../roster-model';
import { type CountedName, readCountedName, readItems, tallyItems } from './list-items';
import { matchKey } from './normalise-text';

/** One line under a unit header, before we know whether it names a model or wargear. */
export type UnitEntry = {
  depth: number;
  bullet: string | null;
  /** "Nx Name" / "Name", or null for a WTC "N with a, b" line. */
  item: CountedName | null;
  /** Items given on the same line ("Model: a, b", "N Model with a and b", "N with a, b"). */
  inline: CountedName[] | null;
  /** The line gave a count ("1x Watcher in the Dark"), as model lines do in app exports. */
  counted: boolean;
};

export type UnitDraft = {
  name: string;
  role: string;
  count: number | null;
  points: number;
  headerDepth: number;
  entries: UnitEntry[];
  wargear: CountedName[];
  enhancements: { name: string; points: number }[];
  attachedAs: 'leader' | 'bodyguard' | null;
  /** The unit it leads, when the list says so on a line of its own ("Attachment: leader -> …"). */
  leads?: string;
  /** Which unit of that name it leads, when the list numbers them ("Leading Storm Guardians[2]"). */
  leadsNth?: number;
  /** Wargear came on its own "Wargear:" line, so every counted bullet names models (our export). */
  modelsListed: boolean;
  /** Depth of a "Wargear:" line whose items follow one per line. */
  wargearListDepth: number | null;
};

/** Reads a line under a unit into an entry (enhancements and markers are handled before this). */
export function readUnitEntry(
  text: string,
  depth: number,
  bullet: string | null,
  splitAnd: boolean,
): UnitEntry[] {
  const withCount = /^(\d{1,3})\s+with\s+(.+)$/i.exec(text);
  if (withCount?.[2]) {
    const times = Number(withCount[1]);
    const inline = readItems(withCount[2], { splitAnd }).map((i) => ({ ...i, count: i.count * times }));
    return [{ depth, bullet, item: null, inline, counted: true }];
  }
  const modelWith = /^(\d{1,3})\s+(.+?)\s+with\s+(.+)$/i.exec(text);
  if (modelWith?.[2] && modelWith[3]) {
    const count = Number(modelWith[1]);
    const inline = readItems(modelWith[3], { splitAnd: true }).map((i) => ({ ...i, count: i.count * count }));
    return [{ depth, bullet, item: { name: modelWith[2], count }, inline, counted: true }];
  }
  const modelColon = /^([^:]{2,80}?)\s*:\s*(.*)$/.exec(text);
  if (modelColon?.[1]) {
    const item = readCountedName(modelColon[1]);
    const rest = modelColon[2] ?? '';
    const times = /^\d{1,3}\s+with\s/i.test(rest) ? 1 : item.count;
    const inline = readUnitEntry(rest, depth, bullet, splitAnd)
      .flatMap((entry) => entry.inline ?? (entry.item ? [entry.item] : []))
      .map((i) => ({ ...i, count: i.count * times }));
    return [{ depth, bullet, item, inline, counted: /^\d/.test(modelColon[1]) }];
  }
  const counted = /^\d{1,3}\s*x?\s/i.test(text);
  return readItems(text, { splitAnd }).map((item) => ({ depth, bullet, item, inline: null, counted }));
}

const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
const words = (text: string) =>
  matchKey(text)
    .split(/[^\p{L}']+/u)
    .filter(Boolean);

/** "Acolyte Hybrids with Autopistols" → "Acolyte Hybrids"; "Jakhal w/ mauler chainblade" → "Jakhal". */
const withoutWeapons = (name: string) => name.replace(/\s+(?:with|w\/)\s.*$/i, '');

/**
 * In lists with no nesting at all, a counted line naming the unit itself ("9x Wych" in "Wyches",
 * "4x Hellion" in "Hellions") is its models; other lines stay wargear. The unit's weapons named in
 * its name ("Acolyte Hybrids with Autopistols") do not count.
 */
function namesTheUnit(entry: UnitEntry, unitName: string): boolean {
  if (!entry.item || !entry.counted || entry.bullet === null) return false;
  const unitWords = words(withoutWeapons(unitName));
  const itemWords = words(entry.item.name);
  return itemWords.length > 0 && itemWords.every((word) => unitWords.some((unit) => sameWord(unit, word)));
}

/**
 * Lines that are never models, whatever their place: tokens, turrets and other known non-models
 * ("2x Aspect Shrine Token"), and options written "Label: value" ("Daemonic Allegiance: Tzeentch").
 */
function isNotModel(entry: UnitEntry): boolean {
  if (!entry.item) return true;
  if (isNonModelName(entry.item.name)) return true;
  return entry.inline !== null && !entry.counted && isOptionLabel(entry.item.name);
}

/**
 * Decides which entries are models: those with their own items or children, their counted siblings,
 * and, in lists whose nesting was flattened, a dashed line followed straight by another dashed line
 * (but not the dashed line right after a model: that is the model's first wargear line).
 */
function modelFlags(entries: UnitEntry[], flattened: boolean, unitName: string): boolean[] {
  const excluded = entries.map(isNotModel);
  const flags = entries.map((entry, index) => {
    if (excluded[index]) return false;
    if (entry.inline) return true;
    const next = entries[index + 1];
    if (!flattened && next && next.depth > entry.depth) return true;
    return (
      flattened &&
      entry.bullet !== null &&
      next !== undefined &&
      next.bullet !== null &&
      next.item !== null &&
      next.counted
    );
  });
  if (flattened) {
    for (let i = 1; i < flags.length; i += 1) {
      if (flags[i] && flags[i - 1] && !entries[i]?.inline) flags[i] = false;
    }
  } else {
    // A line whose children are models is a group ("B: 1 mauler chainblade, 7 chainblades" above
    // "Jakhal w/ mauler chainblade" and "7x Jakhal"), not a model.
    const groups = flags.map(
      (flag, i) =>
        flag && !entries[i]?.inline && (hasModelBelow(entries, flags, i) || namesItsItems(entries, i)),
    );
    groups.forEach((group, i) => {
      if (group) flags[i] = false;
    });
  }
  if (!flags.some(Boolean)) return namedModels(entries, excluded, unitName);
  const modelDepths = new Set(entries.filter((_, i) => flags[i]).map((entry) => entry.depth));
  return flags.map((flag, i) => {
    const entry = entries[i];
    return (
      flag ||
      (!flattened &&
        !excluded[i] &&
        entry !== undefined &&
        entry.bullet !== null &&
        entry.counted &&
        modelDepths.has(entry.depth))
    );
  });
}

/**
 * ListForge groups a choice above the items it stands for ("2 ectoplasma cannons" above
 * "2x Ectoplasma cannon"): a line named by one of its children is that choice, not a model.
 */
function namesItsItems(entries: UnitEntry[], index: number): boolean {
  const entry = entries[index];
  const childDepth = entries[index + 1]?.depth;
  if (!entry?.item || childDepth === undefined || childDepth <= entry.depth) return false;
  // "Jakhal w/ mauler chainblade" names its model first, then the model's weapons.
  const own = words(withoutWeapons(entry.item.name));
  for (let i = index + 1; i < entries.length; i += 1) {
    const child = entries[i];
    if (!child || child.depth <= entry.depth) break;
    if (child.depth !== childDepth || !child.item) continue;
    const childWords = words(child.item.name);
    if (childWords.length > 0 && childWords.every((word) => own.some((mine) => sameWord(mine, word))))
      return true;
  }
  return false;
}

function hasModelBelow(entries: UnitEntry[], flags: boolean[], index: number): boolean {
  const depth = entries[index]?.depth ?? 0;
  for (let i = index + 1; i < entries.length; i += 1) {
    const entry = entries[i];
    if (!entry || entry.depth <= depth) return false;
    if (flags[i]) return true;
  }
  return false;
}

/**
 * Models of a list with no nesting: the lines naming the unit, and the unit's first counted line
 * before them, which lists its leader ("1x Acolyte Leader" before "4x Acolyte Hybrid").
 */
function namedModels(entries: UnitEntry[], excluded: boolean[], unitName: string): boolean[] {
  const named = entries.map((entry, i) => !excluded[i] && namesTheUnit(entry, unitName));
  const firstNamed = named.indexOf(true);
  const first = entries.findIndex(
    (entry, i) => !excluded[i] && entry.item !== null && entry.counted && entry.bullet !== null,
  );
  if (firstNamed > 0 && first >= 0 && first < firstNamed) named[first] = true;
  return named;
}

export function finishUnit(draft: UnitDraft, index: number, flattened: boolean): RosterUnit {
  const flags = draft.modelsListed
    ? draft.entries.map((entry) => entry.counted && entry.bullet !== null && !isNotModel(entry))
    : modelFlags(draft.entries, flattened, draft.name);
  const models: CountedName[] = [];
  const wargear: CountedName[] = [...draft.wargear];
  draft.entries.forEach((entry, i) => {
    if (flags[i] && entry.item) models.push(entry.item);
    else if (entry.item && entry.inline && isOptionLabel(entry.item.name) && !entry.counted) {
      // "Daemonic Allegiance: Tzeentch" stays one item.
      wargear.push({
        name: `${entry.item.name}: ${entry.inline.map((item) => item.name).join(', ')}`,
        count: 1,
      });
      return;
    } else if (entry.item) wargear.push(entry.item);
    if (entry.inline) wargear.push(...entry.inline);
  });
  const modelTotal = models.reduce((sum, model) => sum + model.count, 0);
  return {
    id: `unit-${index + 1}`,
    name: draft.name,
    role: draft.role,
    count: modelTotal || draft.count || 1,
    points: draft.points,
    models: tallyItems(models),
    wargear: tallyItems(wargear),
    abilities: [],
    keywords: [],
    stats: unknownStats(),
    weapons: [],
    enhancements: draft.enhancements.map((e) => e.name),
  };
}
