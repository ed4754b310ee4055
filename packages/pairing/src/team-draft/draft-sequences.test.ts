import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import {
  blockOf,
  everyOption,
  oneRandomOption,
  runDraftWalk as run,
} from '../test-support/team-draft-oracle';
import { type TableChoice, type TeamDraftFormat, teamDraftFormats } from './draft-format';

const tableChoices: TableChoice[] = [
  { kind: 'organiser' },
  { kind: 'defender-picks', order: 'first-picker-first' },
  { kind: 'defender-picks', order: 'alternate-each-round' },
];

describe('team draft: every legal sequence', () => {
  it.each(
    tableChoices.flatMap((tableChoice) =>
      (['a', 'b'] as const).map((firstPicker) => ({
        tableChoice,
        firstPicker,
        tables: tableChoice.kind === 'organiser' ? 'organiser' : `defender picks, ${tableChoice.order}`,
      })),
    ),
  )(
    'teams of 3, tables by $tables, first picker $firstPicker: every defender, choice and table pick',
    ({ tableChoice, firstPicker }) => {
      const format: TeamDraftFormat = { ...teamDraftFormats.teamsOf3, tableChoice };
      const leaves = run({
        format,
        firstPicker,
        tables: blockOf(3, 4),
        each: everyOption,
        eachTable: everyOption,
        checkViews: true,
      });
      // 3 × 3 defenders, 2 × 2 choices; picked tables: 3 then 2 (the refused game takes the last).
      expect(leaves).toBe(9 * 4 * (tableChoice.kind === 'organiser' ? 1 : 3 * 2));
    },
  );

  it('teams of 5, organiser tables: every defender, offer and choice in both rounds', () => {
    const format: TeamDraftFormat = { ...teamDraftFormats.teamsOf5, tableChoice: { kind: 'organiser' } };
    const leaves = run({
      format,
      firstPicker: 'a',
      tables: blockOf(5, 11),
      each: everyOption,
      eachTable: everyOption,
      checkViews: true,
    });
    // Round 1: 5 × 5 defenders, C(4,2)² = 36 offers, 2 × 2 choices; round 2: 3 × 3 defenders, 2 × 2 choices.
    expect(leaves).toBe(25 * 36 * 4 * 9 * 4);
  }, 120_000);

  it('teams of 5, defender picks: every table pick for a spread of seeded draft paths', () => {
    for (const order of ['first-picker-first', 'alternate-each-round'] as const) {
      for (let path = 0; path < 40; path += 1) {
        const format: TeamDraftFormat = {
          ...teamDraftFormats.teamsOf5,
          tableChoice: { kind: 'defender-picks', order },
        };
        const leaves = run({
          format,
          firstPicker: path % 2 === 0 ? 'a' : 'b',
          tables: blockOf(5, 11),
          each: oneRandomOption(seededRandom(`five-tables-${order}-${path}`)),
          eachTable: everyOption,
          checkViews: true,
        });
        // Round 1: 5 then 4 free tables; round 2: 3 then 2; the refused game takes the last.
        expect(leaves).toBe(5 * 4 * 3 * 2);
      }
    }
  });

  it('teams of 8: a few thousand seeded random drafts in every table mode', () => {
    let leaves = 0;
    for (const [mode, tableChoice] of tableChoices.entries()) {
      for (let path = 0; path < 1000; path += 1) {
        const random = seededRandom(`eight-${mode}-${path}`);
        leaves += run({
          format: { ...teamDraftFormats.teamsOf8, tableChoice },
          firstPicker: path % 2 === 0 ? 'a' : 'b',
          tables: blockOf(8, 21),
          each: oneRandomOption(random),
          eachTable: oneRandomOption(random),
          checkViews: true,
        });
      }
    }
    expect(leaves).toBe(3000);
  }, 120_000);

  it('a format added as data: teams of 4 (one round, then refused and last), every sequence', () => {
    const drafted = teamDraftFormats.teamsOf8.rounds[0];
    const format: TeamDraftFormat = {
      ...teamDraftFormats.teamsOf8,
      id: 'teams-of-4',
      size: 4,
      rounds: [drafted],
    };
    const leaves = run({
      format,
      firstPicker: 'a',
      tables: blockOf(4, 1),
      each: everyOption,
      eachTable: everyOption,
      checkViews: true,
    });
    // 4 × 4 defenders, C(3,2)² = 9 offers, 2 × 2 choices, tables 4 then 3.
    expect(leaves).toBe(16 * 9 * 4 * 12);
  });

  it('a format added as data: teams of 6 (two rounds, then refused and last), seeded random drafts', () => {
    const drafted = teamDraftFormats.teamsOf8.rounds[0];
    const format: TeamDraftFormat = {
      ...teamDraftFormats.teamsOf8,
      id: 'teams-of-6',
      size: 6,
      rounds: [drafted, drafted],
      tableChoice: { kind: 'defender-picks', order: 'alternate-each-round' },
    };
    for (let path = 0; path < 300; path += 1) {
      const random = seededRandom(`six-${path}`);
      const leaves = run({
        format,
        firstPicker: 'b',
        tables: blockOf(6, 31),
        each: oneRandomOption(random),
        eachTable: oneRandomOption(random),
        checkViews: true,
      });
      expect(leaves).toBe(1);
    }
  });
});
