// What a roster exports to, as plain values: the roster page's export menu starts with these
// without zod (rosters.ts re-exports them beside its schemas).

/**
 * What a saved roster can be downloaded as. `text` and `json` are Muster's own (Warhammer-app-style
 * text, and the whole roster as JSON); the others are written by the game-data package's exporters
 * for the tools that read them. Not offered: its "roster-json" (the data package's internal pivot,
 * which no player tool reads; `json` is the lossless copy) and "rosterizer" (a Rosterizer file tied
 * to the data package's own "40kdc" rulebook, which Rosterizer's players may well not have; it is
 * not ListForge's format either, and no exporter of the package writes one for ListForge).
 */
export const rosterExportFormats = [
  'text',
  'json',
  'newrecruit-simple',
  'newrecruit-wtc-compact',
  'newrecruit-wtc-full',
  'newrecruit-json',
  'atc-2026-compact',
  'atc-2026-full',
  'yellowscribe',
] as const;
export type RosterExportFormat = (typeof rosterExportFormats)[number];

/** The formats the game-data worker writes (everything but Muster's own). */
export type GameDataExportFormat = Exclude<RosterExportFormat, 'text' | 'json'>;

/** The menu label, the file it downloads as, and whether it is text a player can paste. */
export const rosterExportFormatInfo: Record<
  RosterExportFormat,
  { label: string; extension: string; contentType: string; pastable: boolean }
> = {
  text: {
    label: 'Warhammer app text',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    pastable: true,
  },
  json: {
    label: 'Muster JSON (re-importable copy)',
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    pastable: false,
  },
  'newrecruit-simple': {
    label: 'New Recruit text (simple)',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    pastable: true,
  },
  'newrecruit-wtc-compact': {
    label: 'WTC text (compact)',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    pastable: true,
  },
  'newrecruit-wtc-full': {
    label: 'WTC text (full)',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    pastable: true,
  },
  'newrecruit-json': {
    label: 'New Recruit JSON',
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    pastable: false,
  },
  'atc-2026-compact': {
    label: 'ATC 2026 text (compact)',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    pastable: true,
  },
  'atc-2026-full': {
    label: 'ATC 2026 text (full)',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    pastable: true,
  },
  // Yellowscribe takes a BattleScribe .ros (XML) and builds the army in Tabletop Simulator.
  yellowscribe: {
    label: 'Tabletop Simulator (Yellowscribe .ros)',
    extension: 'ros',
    contentType: 'application/xml; charset=utf-8',
    pastable: false,
  },
};
