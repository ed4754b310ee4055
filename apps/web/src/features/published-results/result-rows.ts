import type { ResultTableInput } from '@muster/contracts';

type Row = ResultTableInput['rows'][number];

/** "54 %", "54", "0.54" → 0.54; null when it is not a rate. */
function rateOf(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  const rate = value > 1 || text.includes('%') ? value / 100 : value;
  return rate >= 0 && rate <= 1 ? rate : null;
}

/**
 * Rows pasted from a published table: one faction a line, "Faction, win rate, games" separated by
 * tabs, semicolons or commas (a spreadsheet's copy, a CSV), the games optional. Returns the rows,
 * or the first line it cannot read.
 */
export function readResultRows(text: string): { rows: Row[] } | { error: string } {
  const rows: Row[] = [];
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  for (const [index, line] of lines.entries()) {
    // A spreadsheet's copy is tab-separated (its "1,204" keeps its comma); else semicolons or commas.
    const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
    const cells = line.split(separator).map((cell) => cell.trim());
    const [faction, rate, games] = cells;
    // A header line ("Faction, Win rate, Games") is skipped.
    if (index === 0 && rate !== undefined && rateOf(rate) === null && /win/i.test(rate)) continue;
    const winRate = rate === undefined ? null : rateOf(rate);
    const count = games === undefined || games === '' ? null : Number(games.replace(/[\s,]/g, ''));
    if (!faction || winRate === null || (count !== null && (!Number.isInteger(count) || count <= 0)))
      return { error: `Line ${index + 1} is not "Faction, win rate, games": ${line.slice(0, 80)}` };
    rows.push({ faction, winRate, games: count, share: null });
  }
  return rows.length >= 2 ? { rows } : { error: 'Paste at least two factions, one a line.' };
}
