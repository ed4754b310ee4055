import { editDistance, factionNamed, knownFactionNames } from '@muster/roster-import';
import { CsvSyntaxError, readCsvTable } from './csv-table';
import type { MatchRecord } from './match-record';

export const MAX_MATCH_ROWS = 20_000;
export const MAX_MATCH_FILE_CHARS = 5 * 1024 * 1024;
const MAX_TEXT = 120;
const MAX_VP = 100;

export type RejectedRow = { row: number; label: string; messages: string[] };
export type AcceptedRow = { row: number; record: MatchRecord };
export type MatchFile = { format: 'csv' | 'json'; accepted: AcceptedRow[]; rejected: RejectedRow[] };

/** A problem with the whole file (not one row): it cannot be read at all. */
export class MatchFileError extends Error {}

type Field =
  | 'date'
  | 'event'
  | 'playerA'
  | 'playerB'
  | 'factionA'
  | 'factionB'
  | 'detachmentA'
  | 'detachmentB'
  | 'dispositionA'
  | 'dispositionB'
  | 'vpA'
  | 'vpB'
  | 'mission'
  | 'deployment'
  | 'firstTurn'
  // Exports with one row per player and game (Muster's own, and the shape stats sites use) name
  // the game by round and table, and say when the row is a bye.
  | 'round'
  | 'table'
  | 'result';

/** The column names a file may use for each field, compared without case, spaces or punctuation. */
const columnNames: Record<Field, string[]> = {
  date: ['date', 'playedon', 'gamedate'],
  event: ['event', 'eventname', 'tournament'],
  playerA: ['playera', 'player1', 'player'],
  playerB: ['playerb', 'player2', 'opponent'],
  factionA: ['factiona', 'faction1', 'armya', 'faction'],
  factionB: ['factionb', 'faction2', 'armyb', 'opponentfaction'],
  detachmentA: ['detachmenta', 'detachment1', 'detachment'],
  detachmentB: ['detachmentb', 'detachment2', 'opponentdetachment'],
  dispositionA: ['forcedispositiona', 'forcedisposition1', 'dispositiona', 'disposition'],
  dispositionB: ['forcedispositionb', 'forcedisposition2', 'dispositionb', 'opponentdisposition'],
  vpA: ['vpa', 'vp1', 'scorea', 'score1', 'vp'],
  vpB: ['vpb', 'vp2', 'scoreb', 'score2', 'opponentvp'],
  mission: ['mission', 'primarymission'],
  deployment: ['deployment', 'deploymentmap'],
  firstTurn: ['firstturn', 'wentfirst', 'first'],
  round: ['round'],
  table: ['table'],
  result: ['result'],
};
/** How messages name each field: the CSV header a template would use. */
const label: Record<Field, string> = {
  date: 'date',
  event: 'event',
  playerA: 'player_a',
  playerB: 'player_b',
  factionA: 'faction_a',
  factionB: 'faction_b',
  detachmentA: 'detachment_a',
  detachmentB: 'detachment_b',
  dispositionA: 'force_disposition_a',
  dispositionB: 'force_disposition_b',
  vpA: 'vp_a',
  vpB: 'vp_b',
  mission: 'mission',
  deployment: 'deployment',
  firstTurn: 'first_turn',
  round: 'round',
  table: 'table',
  result: 'result',
};
const required: Field[] = ['date', 'event', 'factionA', 'factionB', 'vpA', 'vpB'];
export const MATCH_FILE_COLUMNS = Object.values(label).filter(
  (name) => !['round', 'table', 'result'].includes(name),
);

const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const fieldByColumn = new Map<string, Field>(
  (Object.entries(columnNames) as [Field, string[]][]).flatMap(([field, names]) =>
    names.map((n) => [n, field]),
  ),
);

type RawRow = { row: number; label: string; values: Partial<Record<Field, string>> };

/**
 * Reads a CSV or JSON file of played games. Rows that fail are reported with every reason and
 * the rest are kept; a file that cannot be read at all throws MatchFileError with the reason.
 * `today` (YYYY-MM-DD) bounds dates so a typo'd year cannot land a game in the future.
 */
export function readMatchFile(fileName: string, text: string, today: string): MatchFile {
  if (text.length > MAX_MATCH_FILE_CHARS) throw new MatchFileError('The file is larger than 5 MB.');
  if (text.trim() === '') throw new MatchFileError('The file is empty.');
  const json = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  const rows = oneRowPerGame(json ? jsonRows(text) : csvRows(text));
  if (rows.length === 0) throw new MatchFileError('The file has a header but no games.');
  if (rows.length > MAX_MATCH_ROWS)
    throw new MatchFileError(
      `The file has ${rows.length} games; at most ${MAX_MATCH_ROWS} fit in one upload.`,
    );
  const accepted: AcceptedRow[] = [];
  const rejected: RejectedRow[] = [];
  for (const raw of rows) {
    const checked = checkRow(raw.values, today);
    if ('messages' in checked) rejected.push({ row: raw.row, label: raw.label, messages: checked.messages });
    else accepted.push({ row: raw.row, record: checked.record });
  }
  return { format: json ? 'json' : 'csv', accepted, rejected };
}

/**
 * A file with one row per player and game lists each game twice, once from each side, and byes
 * as rows of their own: the first row of each game is kept (both sides carry the same result),
 * byes are not games. Files with one row per game pass through as they are.
 */
function oneRowPerGame(rows: RawRow[]): RawRow[] {
  const seen = new Set<string>();
  return rows.filter(({ values }) => {
    if (values.result?.trim().toLowerCase() === 'bye') return false;
    if (values.round === undefined || values.table === undefined) return true;
    const players = [values.playerA, values.playerB].map((p) => p?.trim().toLowerCase() ?? '').sort();
    const key = JSON.stringify([values.event, values.date, values.round, values.table, ...players]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function csvRows(text: string): RawRow[] {
  let table: ReturnType<typeof readCsvTable>;
  try {
    table = readCsvTable(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new MatchFileError(error.message);
    throw error;
  }
  const fields = table.header.map((name) => fieldByColumn.get(columnKey(name)) ?? null);
  const missing = required.filter((field) => !fields.includes(field));
  if (missing.length > 0)
    throw new MatchFileError(
      `The header is missing ${missing.map((f) => label[f]).join(', ')}. Columns we read: ${MATCH_FILE_COLUMNS.join(', ')}.`,
    );
  return table.rows.map(({ line, cells }) => {
    const values: Partial<Record<Field, string>> = {};
    fields.forEach((field, i) => {
      if (field && cells[i] !== undefined) values[field] = cells[i];
    });
    return { row: line, label: `Line ${line}`, values };
  });
}

function jsonRows(text: string): RawRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MatchFileError('The file is not valid JSON.');
  }
  const list = Array.isArray(parsed) ? parsed : gamesProperty(parsed);
  if (!list) throw new MatchFileError('The JSON must be a list of games, or an object with a "games" list.');
  return list.map((item, index) => {
    const values: Partial<Record<Field, string>> = {};
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const [key, value] of Object.entries(item)) {
        const field = fieldByColumn.get(columnKey(key));
        if (field && (typeof value === 'string' || typeof value === 'number')) values[field] = String(value);
      }
    }
    return { row: index + 1, label: `Game ${index + 1}`, values };
  });
}

function gamesProperty(value: unknown): unknown[] | null {
  if (!value || typeof value !== 'object') return null;
  const { games, matches } = value as { games?: unknown; matches?: unknown };
  if (Array.isArray(games)) return games;
  return Array.isArray(matches) ? matches : null;
}

function checkRow(
  values: Partial<Record<Field, string>>,
  today: string,
): { record: MatchRecord } | { messages: string[] } {
  const messages: string[] = [];
  const text = (field: Field): string | null => {
    const value = values[field]?.trim() ?? '';
    if (value === '') {
      if (required.includes(field)) messages.push(`${label[field]} is required.`);
      return null;
    }
    if (value.length > MAX_TEXT) {
      messages.push(`${label[field]} is longer than ${MAX_TEXT} characters.`);
      return null;
    }
    return value;
  };
  const date = checkDate(text('date'), today, messages);
  const event = text('event');
  const playerA = text('playerA');
  const playerB = text('playerB');
  const factionA = checkFaction('factionA', text('factionA'), messages);
  const factionB = checkFaction('factionB', text('factionB'), messages);
  const vpA = checkVp('vpA', text('vpA'), messages);
  const vpB = checkVp('vpB', text('vpB'), messages);
  const firstTurn = checkFirstTurn(text('firstTurn'), playerA, playerB, messages);
  if (playerA && playerB && playerA.toLowerCase() === playerB.toLowerCase())
    messages.push(`player_a and player_b are both "${playerA}"; a game needs two players.`);
  const detachmentA = text('detachmentA');
  const detachmentB = text('detachmentB');
  const dispositionA = text('dispositionA');
  const dispositionB = text('dispositionB');
  const mission = text('mission');
  const deployment = text('deployment');
  if (messages.length > 0 || !date || !event || !factionA || !factionB || vpA === null || vpB === null)
    return { messages };
  return {
    record: {
      playedOn: date,
      event,
      a: {
        player: playerA,
        playerId: null,
        faction: factionA,
        detachment: detachmentA,
        forceDisposition: dispositionA,
        vp: vpA,
      },
      b: {
        player: playerB,
        playerId: null,
        faction: factionB,
        detachment: detachmentB,
        forceDisposition: dispositionB,
        vp: vpB,
      },
      mission,
      deployment,
      firstTurn,
    },
  };
}

function checkDate(value: string | null, today: string, messages: string[]): string | null {
  if (value === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    messages.push(`date "${value}" is not a calendar date written YYYY-MM-DD.`);
    return null;
  }
  if (value > today) {
    messages.push(`date ${value} is in the future.`);
    return null;
  }
  if (value < '1987-01-01') {
    messages.push(`date ${value} is before Warhammer 40,000 existed.`);
    return null;
  }
  return value;
}

function checkFaction(field: Field, value: string | null, messages: string[]): string | null {
  if (value === null) return null;
  // Singular and plural forms ("Necron", "Ork", "Genestealer Cult") name the same faction.
  const known = factionNamed(value) ?? factionNamed(`${value}s`) ?? factionNamed(value.replace(/s$/i, ''));
  if (known) return known.name;
  const suggestion = closestFaction(value);
  messages.push(
    `${label[field]} "${value}" is not a faction we know${suggestion ? ` (did you mean "${suggestion}"?)` : ''}.`,
  );
  return null;
}

function checkVp(field: Field, value: string | null, messages: string[]): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value) || Number(value) > MAX_VP) {
    messages.push(`${label[field]} "${value}" must be a whole number from 0 to ${MAX_VP}.`);
    return null;
  }
  return Number(value);
}

function checkFirstTurn(
  value: string | null,
  playerA: string | null,
  playerB: string | null,
  messages: string[],
): 'a' | 'b' | null {
  if (value === null) return null;
  const key = columnKey(value);
  if (['a', '1', 'playera', 'player1'].includes(key) || (playerA && key === columnKey(playerA))) return 'a';
  if (['b', '2', 'playerb', 'player2'].includes(key) || (playerB && key === columnKey(playerB))) return 'b';
  messages.push(`first_turn "${value}" must be A or B (or one of the players' names).`);
  return null;
}

/** The known faction a typo most likely meant, if it is close enough to be a fair guess. */
function closestFaction(value: string): string | null {
  const wanted = value.toLowerCase();
  let best: { name: string; distance: number } | null = null;
  for (const name of knownFactionNames()) {
    const distance = editDistance(wanted, name.toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 4)) ? best.name : null;
}
