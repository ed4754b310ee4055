import { describe, expect, it } from 'vitest';
import { cellsFrom, matrixSourceLabel, matrixToSave, parseCell, scoreBand, withCell } from './matrix-cells';

const names = {
  ours: [{ username: 'Ana' }, { username: 'Ben' }],
  theirs: [{ username: 'Dee' }, { username: 'Eli' }],
};

describe('matrix cells', () => {
  it('reads 0–20, empty as no score, anything else as invalid', () => {
    expect(parseCell('0')).toBe(0);
    expect(parseCell(' 20 ')).toBe(20);
    expect(parseCell('12.5')).toBe(12.5);
    expect(parseCell('12,5')).toBe(12.5);
    expect(parseCell('')).toBeNull();
    expect(parseCell('21')).toBe('invalid');
    expect(parseCell('-1')).toBe('invalid');
    expect(parseCell('ten')).toBe('invalid');
    expect(parseCell('1e1')).toBe('invalid');
  });

  it('shows saved scores as text, empty for cells not filled in', () => {
    expect(
      cellsFrom([
        [10, null],
        [0, 20],
      ]),
    ).toEqual([
      ['10', ''],
      ['0', '20'],
    ]);
  });

  it('changes one cell only', () => {
    expect(
      withCell(
        [
          ['1', '2'],
          ['3', '4'],
        ],
        1,
        0,
        '15',
      ),
    ).toEqual([
      ['1', '2'],
      ['15', '4'],
    ]);
  });

  it('saves a full matrix as numbers, row by row', () => {
    expect(
      matrixToSave(
        [
          ['10', '15'],
          ['5', '20'],
        ],
        names,
      ),
    ).toEqual({
      ok: true,
      expected: [
        [10, 15],
        [5, 20],
      ],
    });
  });

  it('names the first bad cell, or counts the empty ones', () => {
    expect(
      matrixToSave(
        [
          ['10', '15'],
          ['25', ''],
        ],
        names,
      ),
    ).toEqual({
      ok: false,
      message: 'Ben against Dee: scores run 0–20.',
    });
    expect(
      matrixToSave(
        [
          ['10', ''],
          ['', ''],
        ],
        names,
      ),
    ).toEqual({
      ok: false,
      message: 'Fill in every cell (0–20) before saving: 3 are empty.',
    });
    expect(
      matrixToSave(
        [
          ['10', '1'],
          ['', '2'],
        ],
        names,
      ),
    ).toEqual({
      ok: false,
      message: 'Fill in every cell (0–20) before saving: 1 is empty.',
    });
  });

  it('says where the scores came from', () => {
    const when = (iso: string) => iso.slice(11, 16);
    expect(matrixSourceLabel({ source: 'captain', updatedAt: '2027-05-01T09:45:00.000Z' }, when)).toBe(
      'Scores from your captain, 09:45.',
    );
    expect(matrixSourceLabel({ source: 'empty', updatedAt: null }, when)).toBe('No scores yet.');
  });
});

describe('scoreBand', () => {
  it('marks 13 and over good, 7 and under bad, the middle and blanks plain', () => {
    expect([0, 7, 7.5, 10, 12.5, 13, 20].map(scoreBand)).toEqual([
      'bad',
      'bad',
      undefined,
      undefined,
      undefined,
      'good',
      'good',
    ]);
    expect(scoreBand(null)).toBeUndefined();
    expect(scoreBand('invalid')).toBeUndefined();
  });
});
