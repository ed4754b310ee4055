import { forceDispositionNamed } from './known-dispositions';
import { factionMentioned, factionNamed } from './known-factions';
import { matchKey } from './normalise-text';
import { readPoints } from './text-lines';

/** What the lines above the units say about the list as a whole. */
export type ListHeader = {
  name: string;
  faction: string;
  subFaction: string | null;
  /** The faction came from a guess (a word in the title, an unknown line) rather than a known name. */
  factionGuessed: boolean;
  detachments: string[];
  /** What the file says its detachments cost ("… (3 Detachment Points)"). */
  detachmentPoints: number | null;
  forceDispositions: string[];
  battleSize: string | null;
  pointsLimit: number | null;
  declaredTotal: number | null;
  declaredUnitCount: number | null;
  /** 11th-edition markers seen (Detachment Points, Force Dispositions). */
  eleventhEdition: boolean;
  /** Lines that named nothing we know; resolved into faction, sub-faction or detachment at the end. */
  unknown: { text: string; afterBattleSize: boolean }[];
};

export const emptyHeader = (): ListHeader => ({
  name: '',
  faction: '',
  subFaction: null,
  factionGuessed: false,
  detachments: [],
  detachmentPoints: null,
  forceDispositions: [],
  battleSize: null,
  pointsLimit: null,
  declaredTotal: null,
  declaredUnitCount: null,
  eleventhEdition: false,
  unknown: [],
});

const BATTLE_SIZES: Record<string, string> = {
  'combat patrol': 'Combat Patrol',
  'patrouille de combat': 'Combat Patrol',
  incursion: 'Incursion',
  'strike force': 'Strike Force',
  'force de frappe': 'Strike Force',
  onslaught: 'Onslaught',
  carnage: 'Onslaught',
};

/** "Strike Force (2000 points)", "Battle Size: 2. Strike Force (101-200 PL / 1001-2000 Points)". */
export function readBattleSize(text: string): { size: string; limit: number | null } | null {
  const key = matchKey(text)
    .replace(/^\d+\.\s*/, '')
    .replace(/\s*[([].*$/, '')
    .replace(/[^\p{L}]+$/u, '');
  const size = BATTLE_SIZES[key];
  if (!size) return null;
  const limits = [...text.matchAll(/(\d{1,3}(?:[ ,.]\d{3})+|\d+)\s*(?:points?|pts)/gi)].map((m) =>
    readPoints(m[1] ?? ''),
  );
  const limit = limits.length > 0 ? Math.max(...limits) : null;
  return { size, limit: limit && limit > 0 ? limit : null };
}

// "A, B, and C": the last part's "and" (a serial comma) is not part of its name.
const splitList = (text: string, andToo = false) =>
  text
    .split(andToo ? /\s*,\s*|\s+(?:and|et)\s+/i : /\s*,\s*/)
    .map((part) => part.replace(/^(?:and|et)\s+/i, '').trim())
    .filter(Boolean);

function setFaction(header: ListHeader, faction: { name: string; parent: string | null }): void {
  if (faction.parent) {
    if (!header.faction) header.faction = faction.parent;
    if (header.faction === faction.parent) header.subFaction = faction.name;
    return;
  }
  if (!header.faction) header.faction = faction.name;
  else if (header.faction !== faction.name && !header.subFaction) header.subFaction = faction.name;
}

/** "Fiendish! - World Eaters - Berzerker Warband": name, faction and detachment around the faction. */
function readTitle(header: ListHeader, title: string): void {
  const parts = title
    .split(/\s+[-–—|]\s+/)
    .map((part) => part.replace(/\s*[-–—]$/, '').trim())
    .filter(Boolean);
  const factionIndex = parts.findIndex((part) => factionNamed(part));
  if (factionIndex < 0) {
    if (!header.name) header.name = title.replace(/\s*[-–—]$/, '').trim();
    return;
  }
  const faction = factionNamed(parts[factionIndex] ?? '');
  if (faction) setFaction(header, faction);
  const before = parts.slice(0, factionIndex).filter((part) => !/^(imperium|chaos|xenos)$/i.test(part));
  const after = parts.slice(factionIndex + 1).filter((part) => !factionNamed(part));
  if (before.length > 0) {
    if (!header.name) header.name = before.join(' - ');
    if (after.length > 0 && header.detachments.length === 0) header.detachments = after;
  } else if (!header.name && after.length > 0) header.name = after.join(' - ');
}

/** Key-value header lines: "+ FACTION KEYWORD: …", "Detachment: …", "Battle Size: …". */
function readKeyValue(header: ListHeader, key: string, value: string): boolean {
  const plain = value.replace(/\s*\(.*\)\s*$/, '').trim();
  // "+ DETACHMENT: —": the WTC and ATC headers' way of saying none (never a name).
  if (/^[-–—]$/.test(plain)) return true;
  switch (key) {
    case 'faction keyword':
    case 'faction':
    case 'factions used':
    case 'army faction': {
      const faction = factionNamed(value) ?? factionMentioned(value);
      if (faction) setFaction(header, faction);
      else if (!header.faction) header.faction = value.replace(/^(imperium|chaos|xenos)\s*-\s*/i, '');
      return true;
    }
    case 'sub-faction':
    case 'subfaction':
    case 'chapter':
      header.subFaction = value.trim();
      return true;
    case 'detachment':
    case 'detachments':
    case 'detachment choice':
    case 'detachment choices':
    case 'detachment rule':
      // One line per detachment in New Recruit and WTC exports of 11th-edition lists.
      header.detachments = [...new Set([...header.detachments, ...splitList(plain)])];
      // One detachment per army until 11th edition.
      if (header.detachments.length > 1) header.eleventhEdition = true;
      return true;
    case 'battle size':
    case 'taille de bataille': {
      const size = readBattleSize(value);
      if (size) {
        header.battleSize = size.size;
        header.pointsLimit ??= size.limit;
      }
      return true;
    }
    case 'total army points':
    case 'army points':
    case 'total points':
    case 'points':
    case 'total':
      header.declaredTotal = readPoints(/[\d][\d,.]*/.exec(value)?.[0] ?? '0') || header.declaredTotal;
      return true;
    case 'force dispositions':
    case 'force disposition':
    case 'disposition':
    case 'dispositions des forces':
    case 'disposition des forces':
      header.forceDispositions = splitList(value).map((name) => forceDispositionNamed(name) ?? name);
      header.eleventhEdition = true;
      return true;
    case 'army name':
    case 'list name':
    case 'roster name':
    case 'name':
      header.name = value.trim();
      return true;
    case 'number of units':
      header.declaredUnitCount = Number(value) || null;
      return true;
    case 'warlord':
    case 'enhancement':
    case 'enhancements':
    case 'secondary':
    // ATC 2026 submissions: filled in by the player, or said again under the units.
    case 'player name':
    case 'team name':
    case 'leader/support':
      return true;
    default:
      return false;
  }
}

/**
 * Reads one line above the units. Returns false when the line is not header material (it is then
 * the first unit or section).
 */
export function readHeaderLine(header: ListHeader, text: string, isFirstLine: boolean): boolean {
  const line = text.replace(/^\+\s*/, '').trim();
  if (!line || (/^[+&]/.test(text.trim()) && !/^\+\s*\p{L}/u.test(text.trim()))) return true;
  const keyValue = /^([\p{L} /-]{2,30}?)\s*:\s*(.+)$/u.exec(line);
  if (keyValue?.[1] && keyValue[2] && readKeyValue(header, matchKey(keyValue[1]), keyValue[2].trim())) {
    return true;
  }
  const battleSize = readBattleSize(line);
  if (battleSize) {
    header.battleSize = battleSize.size;
    header.pointsLimit ??= battleSize.limit;
    return true;
  }
  const detachmentPoints =
    /^(.+?)\s*\(\s*(\d+)\s*(?:detachment points?|points? de d[ée]tachement)\s*\)$/iu.exec(line);
  if (detachmentPoints?.[1]) {
    // Split at "and" too; a detachment whose own name holds "and" is put back together against
    // the game data (army resolution), which this package does not read.
    header.detachments = splitList(detachmentPoints[1], true);
    header.detachmentPoints = Number(detachmentPoints[2]);
    header.eleventhEdition = true;
    return true;
  }
  const withPoints = /^(.*?)\s*[-–]?\s*[([]\s*(\d{1,3}(?:[ ,.]\d{3})+|\d+)\s*(?:points?|pts)\s*[)\]]$/iu.exec(
    line,
  );
  if (withPoints) {
    const size = readBattleSize(line);
    if (size) {
      header.battleSize = size.size;
      header.pointsLimit ??= size.limit;
      return true;
    }
    if (isFirstLine) {
      header.declaredTotal = readPoints(withPoints[2] ?? '0');
      readTitle(header, withPoints[1] ?? '');
      return true;
    }
    // A title too long for the app's line wraps its "(2000 points)" onto a line of its own (a
    // real BCP list): the total, when nothing else has been read yet.
    if (!withPoints[1] && header.declaredTotal === null && !header.faction && !header.battleSize) {
      header.declaredTotal = readPoints(withPoints[2] ?? '0');
      return true;
    }
    return false;
  }
  const faction = factionNamed(line);
  if (faction) {
    setFaction(header, faction);
    return true;
  }
  // Current official-app exports print the Force Disposition as a bare line under the detachment.
  const disposition = isFirstLine ? null : forceDispositionNamed(line);
  if (disposition) {
    header.forceDispositions = [...new Set([...header.forceDispositions, disposition])];
    header.eleventhEdition = true;
    return true;
  }
  if (isFirstLine) {
    readTitle(header, line);
    if (!header.faction) {
      const mentioned = factionMentioned(line);
      if (mentioned) {
        setFaction(header, mentioned);
        header.factionGuessed = true;
      }
    }
    return true;
  }
  header.unknown.push({ text: line, afterBattleSize: header.battleSize !== null });
  return true;
}

/** Unknown lines become faction, sub-faction or detachment by where they stood. */
export function settleHeader(header: ListHeader): void {
  const unknown = [...header.unknown];
  if (!header.faction && unknown.length > 0) {
    header.faction = unknown.shift()?.text ?? '';
    header.factionGuessed = true;
  }
  if (header.detachments.length > 0) return;
  const after = unknown.filter((line) => line.afterBattleSize);
  const before = unknown.filter((line) => !line.afterBattleSize);
  const detachment = after[0] ?? before[before.length - 1];
  if (detachment) header.detachments = [detachment.text];
  if (after.length > 0 && before.length > 0 && !header.subFaction)
    header.subFaction = before[0]?.text ?? null;
}
