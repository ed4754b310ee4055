import type { Game, StandingRow } from '@muster/contracts';

/**
 * The search over an event's pairings and standings. A windowed list draws only the rows on
 * screen, so the browser's find-in-page cannot reach the others: this is how a player finds
 * someone in 400 games or 800 standings. It runs on every keystroke, so each row's text is
 * prepared once per row object (live updates replace only the rows that changed).
 */

/** Lower case, accents and spacing folded: "Zoë  O'Brien" is found by "zoe o'brien". */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** From this many rows a list has a search: a small event's lists fit on a screen or two. */
export const SEARCH_FROM = 12;

export type ListQuery = {
  /** Words that must all appear in the row's text (names, clubs, factions). */
  words: string[];
  /** A number asked for ("12", "table 12", "t12", "#12"): a table in pairings, a rank in standings. */
  number: number | null;
};

export function parseQuery(raw: string): ListQuery {
  const text = normalise(raw);
  const numbered = /^(?:table|t|#)?\s*(\d{1,4})$/.exec(text);
  return { words: text ? text.split(' ') : [], number: numbered ? Number(numbered[1]) : null };
}

export const isEmptyQuery = (query: ListQuery) => query.words.length === 0;

const pairingText = new WeakMap<Game, string>();
const standingText = new WeakMap<StandingRow, string>();

function textOf<Row extends object>(cache: WeakMap<Row, string>, row: Row, parts: () => (string | null)[]) {
  let text = cache.get(row);
  if (text === undefined) {
    text = normalise(parts().filter(Boolean).join(' '));
    cache.set(row, text);
  }
  return text;
}

const side = (s: Game['a'] | null) => (s ? [s.username, s.club, s.faction] : []);

/**
 * A game matches a table number exactly (typing "12" shows table 12, not 112), or when every word
 * is in either player's name, club or faction ("smith orks").
 */
export function gameMatches(game: Game, query: ListQuery): boolean {
  if (isEmptyQuery(query)) return true;
  if (query.number !== null && game.b && game.table === query.number) return true;
  const text = textOf(pairingText, game, () => [...side(game.a), ...side(game.b), game.b ? null : 'bye']);
  return query.words.every((word) => text.includes(word));
}

/** A standing matches its rank exactly, or when every word is in the name, club or faction. */
export function standingMatches(row: StandingRow, query: ListQuery): boolean {
  if (isEmptyQuery(query)) return true;
  if (query.number !== null && row.rank === query.number) return true;
  const text = textOf(standingText, row, () => [row.username, row.club, row.faction]);
  return query.words.every((word) => text.includes(word));
}
