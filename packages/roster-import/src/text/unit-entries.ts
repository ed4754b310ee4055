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

/**
 * In lists with no nesting at all, a counted line naming the unit itself ("9x Wych" in "Wyches",
 * "4x Hellion" in "Hellions") is its models; other lines stay wargear.
 */
function namesTheUnit(entry: UnitEntry, unitName: string): boolean {
  if (!entry.item || !entry.counted || entry.bullet === null) return false;
  const unitWords = words(unitName);
  const itemWords = words(entry.item.name);
  return itemWords.length > 0 && itemWords.every((word) => unitWords.some((unit) => sameWord(unit, word)));
}

/**
 * Decides which entries are models: those with their own items or children, their counted siblings,
 * and, in lists whose nesting was flattened, a dashed line followed straight by another dashed line.
 */
function modelFlags(entries: UnitEntry[], flattened: boolean, unitName: string): boolean[] {
  const flags = entries.map((entry, index) => {
    if (!entry.item) return false;
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
  if (!flags.some(Boolean)) return entries.map((entry) => namesTheUnit(entry, unitName));
  const modelDepths = new Set(entries.filter((_, i) => flags[i]).map((entry) => entry.depth));
  return flags.map((flag, i) => {
    const entry = entries[i];
    return (
      flag ||
      (!flattened &&
        entry !== undefined &&
        entry.bullet !== null &&
        entry.counted &&
        modelDepths.has(entry.depth))
    );
  });
}

export function finishUnit(draft: UnitDraft, index: number, flattened: boolean): RosterUnit {
  const flags = draft.modelsListed
    ? draft.entries.map((entry) => entry.counted && entry.bullet !== null)
    : modelFlags(draft.entries, flattened, draft.name);
  const models: CountedName[] = [];
  const wargear: CountedName[] = [...draft.wargear];
  draft.entries.forEach((entry, i) => {
    if (flags[i] && entry.item) models.push(entry.item);
    else if (entry.item) wargear.push(entry.item);
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
