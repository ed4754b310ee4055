import type { ParseIssue } from '../assess-roster';
import { type Roster, type RosterUnit, unknownStats } from '../roster-model';
import { factionMentioned, factionNamed } from './known-factions';
import { readBattleSize } from './list-header';
import { readCountedName } from './list-items';
import { matchKey } from './normalise-text';
import { readPoints, toTextLines } from './text-lines';

/** Spec 001 §4's guess for text that no list builder wrote. */
export type SimpleTextFormat = 'battlescribe' | 'key-value' | 'table' | 'list';

const KEY_VALUE = /^([^:]{1,40}):\s*(.+)$/;
const TITLE_WITH_TOTAL = /^(.+?)\s*\(\s*(\d[\d,.]*)\s*(?:pts?|points?)\s*\)$/i;
const SECTION_HEADERS = [
  'HQ',
  'Troops',
  'Elites',
  'Fast Attack',
  'Heavy Support',
  'Dedicated Transport',
  'Flyer',
  'Lord of War',
  'Fortification',
  'Detachment',
];

export function guessSimpleTextFormat(text: string): SimpleTextFormat {
  if (/\b(battalion|patrol) detachment\b/i.test(text)) return 'battlescribe';
  const lines = text.split('\n').filter((line) => line.trim());
  if (lines.filter((line) => KEY_VALUE.test(line.trim())).length > lines.length / 2) return 'key-value';
  const columns = lines.slice(0, 10).map((line) => line.trim().split(/\s{2,}/).length);
  const common = mostCommon(columns);
  if (common !== null && common >= 2 && columns.filter((c) => c === common).length > columns.length / 2) {
    return 'table';
  }
  return 'list';
}

function mostCommon(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

type Draft = { name: string; count: number; points: number; role: string; wargear: string[] };

function toUnit(draft: Draft, index: number): RosterUnit {
  return {
    id: `unit-${index + 1}`,
    name: draft.name,
    role: draft.role,
    count: draft.count,
    points: draft.points,
    models: [],
    wargear: draft.wargear.map((name) => readCountedName(name)),
    abilities: [],
    keywords: [],
    stats: unknownStats(),
    weapons: [],
    enhancements: [],
  };
}

const POINTS = /(\d[\d,.]*)\s*(?:pts?|points?)\b/i;
/** "Intercessors x5 - 80 pts", "5x Intercessors 80pts", "Captain: 80", "Captain 80". */
function readUnitText(text: string): { name: string; count: number; points: number } | null {
  let rest = text.replace(/^[-•*·>]\s*/, '').trim();
  let points = 0;
  const pointsMatch = POINTS.exec(rest) ?? /[\s:,-]\s*(\d{2,4})\s*$/.exec(rest);
  if (pointsMatch?.[1]) {
    points = readPoints(pointsMatch[1]);
    rest = (rest.slice(0, pointsMatch.index) + rest.slice(pointsMatch.index + pointsMatch[0].length))
      // "Captain (80 points)" leaves "()" behind.
      .replace(/\s*[([]\s*[)\]]/g, '')
      .trim();
  }
  let count = 1;
  const countMatch =
    /^(\d{1,3})\s*x\s+|\s+x\s*(\d{1,3})\b|\((\d{1,3})\s*models?\)|\b(\d{1,3})\s*models?\b/i.exec(rest);
  if (countMatch) {
    count = Number(countMatch[1] ?? countMatch[2] ?? countMatch[3] ?? countMatch[4]);
    rest = (rest.slice(0, countMatch.index) + rest.slice(countMatch.index + countMatch[0].length)).trim();
  }
  const name = rest
    .replace(/[\s:,([-]+$/, '')
    .replace(/^[\s:,)-]+/, '')
    .trim();
  if (!name || !/\p{L}/u.test(name) || points <= 0) return null;
  return { name, count, points };
}

type Header = {
  name: string;
  faction: string;
  detachment: string | null;
  limit: number | null;
  total: number | null;
  size: string | null;
};

function readMeta(header: Header, key: string, value: string): boolean {
  const k = matchKey(key);
  if (/^(army |list |roster )?name$|^title$/.test(k)) header.name = value;
  else if (/^(army )?faction|^army$/.test(k)) header.faction = factionNamed(value)?.name ?? value;
  else if (/^detachment/.test(k)) header.detachment = value;
  else if (/^(points )?limit$|^battle size$/.test(k)) {
    header.size = readBattleSize(value)?.size ?? header.size;
    header.limit = readPoints(/\d[\d,.]*/.exec(value)?.[0] ?? '0') || null;
  } else if (/^(total|total points|points|army points)$/.test(k)) {
    header.total = readPoints(/\d[\d,.]*/.exec(value)?.[0] ?? '0') || null;
  } else return false;
  return true;
}

/**
 * Reads text no known exporter wrote, per the guessed format: key-value lines, a table split on
 * runs of spaces, or a plain list of units with points (sections named by the usual headers).
 */
export function parseSimpleListText(raw: string): {
  roster: Roster;
  format: SimpleTextFormat;
  warnings: ParseIssue[];
} {
  const lines = toTextLines(raw);
  const format = guessSimpleTextFormat(lines.map((line) => line.text).join('\n'));
  const header: Header = { name: '', faction: '', detachment: null, limit: null, total: null, size: null };
  const drafts: Draft[] = [];
  let role = 'Other';
  let columns: string[] | null = null;
  const sectionKeys = new Map(SECTION_HEADERS.map((name) => [matchKey(name), name]));
  // With a battle size line below, "My list (2000 points)" on top is the app's title, not a unit.
  const hasBattleSize = lines.some((line) => readBattleSize(line.text));

  for (const [index, line] of lines.entries()) {
    const text = line.text;
    const plain = matchKey(text.replace(/[:+=#*-]+/g, ' '));
    const section = sectionKeys.get(plain) ?? sectionKeys.get(plain.replace(/s$/, ''));
    if (section) {
      role = section;
      continue;
    }
    const title = index === 0 && hasBattleSize && !readBattleSize(text) ? TITLE_WITH_TOTAL.exec(text) : null;
    if (title?.[1] && title[2]) {
      header.name = title[1];
      header.total = readPoints(title[2]);
      continue;
    }
    const keyValue = KEY_VALUE.exec(text);
    if (keyValue?.[1] && keyValue[2] && readMeta(header, keyValue[1], keyValue[2].trim())) continue;
    // "Strike Force (2000 points)" is the game's size, never a unit of that name.
    const battleSize = readBattleSize(text);
    if (battleSize) {
      header.size = battleSize.size;
      header.limit = battleSize.limit ?? header.limit;
      continue;
    }
    if (format === 'table') {
      const cells = text.split(/\s{2,}/).map((cell) => cell.trim());
      if (index === 0 && cells.some((cell) => /^(unit|name|points|pts|qty|count|models)$/i.test(cell))) {
        columns = cells.map((cell) => matchKey(cell));
        continue;
      }
      const draft = columns ? tableRow(columns, cells) : readUnitText(cells.join(' - '));
      if (draft) drafts.push({ ...draft, role, wargear: [] });
      continue;
    }
    const unit =
      keyValue?.[1] && keyValue[2] ? readUnitText(`${keyValue[1]} ${keyValue[2]}`) : readUnitText(text);
    if (unit) {
      drafts.push({ ...unit, role, wargear: [] });
      continue;
    }
    const last = drafts[drafts.length - 1];
    if (last && (line.bullet || line.depth > 0)) {
      last.wargear.push(text);
      continue;
    }
    if (!header.faction) {
      const faction = factionNamed(text) ?? factionMentioned(text);
      if (faction) {
        header.faction = faction.parent ?? faction.name;
        continue;
      }
    }
    const total = /^total\b.*?(\d[\d,.]*)/i.exec(text);
    if (total?.[1]) header.total = readPoints(total[1]);
    else if (!header.name && drafts.length === 0) header.name = text;
  }
  const units = drafts.map(toUnit);
  const sum = units.reduce((total, unit) => total + unit.points, 0);
  const warnings: ParseIssue[] = [];
  if (header.total !== null && header.total !== sum) {
    warnings.push({
      code: 'LOW_POINTS_CONFIDENCE',
      message: `The list says ${header.total} points but its units add up to ${sum}.`,
    });
  }
  return {
    format,
    warnings,
    roster: {
      name: header.name,
      gameSystem: header.faction ? 'Warhammer 40,000' : null,
      edition: null,
      faction: header.faction,
      subFaction: null,
      detachments: header.detachment ? [header.detachment] : [],
      forceDisposition: null,
      battleSize: header.size,
      pointsLimit: header.limit,
      pointsTotal: header.total ?? sum,
      units,
      enhancements: [],
      attachedLeaders: [],
      forces: [
        { name: 'Army', faction: header.faction, subFaction: null, detachment: header.detachment, units },
      ],
    },
  };
}

function tableRow(
  columns: string[],
  cells: string[],
): { name: string; count: number; points: number } | null {
  const at = (pattern: RegExp) => {
    const index = columns.findIndex((column) => pattern.test(column));
    return index >= 0 ? (cells[index] ?? '') : '';
  };
  const name = at(/^(unit|name|datasheet)/);
  const points = readPoints(/\d[\d,.]*/.exec(at(/^(points|pts|cost)/))?.[0] ?? '0');
  const count = Number(/\d+/.exec(at(/^(qty|count|models|size)/))?.[0] ?? 1) || 1;
  return name && points > 0 ? { name, count, points } : null;
}
