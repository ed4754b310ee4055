import { MATRIX_MAX, type Matrix } from '@muster/contracts';

/**
 * The matchup matrix as the captain types it: one text per cell (so a half-typed "1" is kept as
 * typed), turned into the numbers the server stores only when saving.
 */

export type Cells = string[][];

export const cellsFrom = (expected: Matrix['expected']): Cells =>
  expected.map((row) => row.map((value) => (value === null ? '' : String(value))));

/** A cell's score: null when empty, 'invalid' when it is not a number from 0 to 20. */
export function parseCell(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value >= 0 && value <= MATRIX_MAX ? value : 'invalid';
}

export const withCell = (cells: Cells, row: number, column: number, text: string): Cells =>
  cells.map((values, r) => (r === row ? values.map((value, c) => (c === column ? text : value)) : values));

type Names = { ours: readonly { username: string }[]; theirs: readonly { username: string }[] };

/**
 * The matrix to save, or what stops it in words. The server stores whole matrices only, so every
 * cell needs a score; the first bad cell is named so the captain can find it on a small screen.
 */
export function matrixToSave(
  cells: Cells,
  names: Names,
): { ok: true; expected: number[][] } | { ok: false; message: string } {
  let empty = 0;
  const expected: number[][] = [];
  for (const [r, row] of cells.entries()) {
    const values: number[] = [];
    for (const [c, text] of row.entries()) {
      const value = parseCell(text);
      if (value === 'invalid')
        return {
          ok: false,
          message: `${names.ours[r]?.username ?? 'Row'} against ${names.theirs[c]?.username ?? 'them'}: scores run 0–${MATRIX_MAX}.`,
        };
      if (value === null) empty += 1;
      else values.push(value);
    }
    expected.push(values);
  }
  if (empty > 0)
    return {
      ok: false,
      message: `Fill in every cell (0–${MATRIX_MAX}) before saving: ${empty} ${empty === 1 ? 'is' : 'are'} empty.`,
    };
  return { ok: true, expected };
}

/** Where the saved numbers came from, in words. */
export function matrixSourceLabel(
  matrix: Pick<Matrix, 'source' | 'updatedAt'>,
  format: (iso: string) => string,
) {
  const when = matrix.updatedAt ? `, ${format(matrix.updatedAt)}` : '';
  switch (matrix.source) {
    case 'captain':
      return `Scores from your captain${when}.`;
    case 'analysis':
      return `Scores estimated by Muster from the two teams' lists${when}.`;
    case 'empty':
      return 'No scores yet.';
  }
}

/** A score's shade in the grid: 13 or more is a good matchup for us, 7 or less a bad one. */
export function scoreBand(value: number | null | 'invalid'): 'good' | 'bad' | undefined {
  if (typeof value !== 'number') return undefined;
  if (value >= 13) return 'good';
  if (value <= 7) return 'bad';
  return undefined;
}
