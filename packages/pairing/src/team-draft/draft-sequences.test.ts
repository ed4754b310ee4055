import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import {
  checkFinishedDraft,
  everyOption,
  oneRandomOption,
  type Walk,
  walkDraft,
} from '../test-support/team-draft-oracle';
import { type TableChoice, type TeamDraftFormat, teamDraftFormats } from './draft-format';

const tableChoices: TableChoice[] = [
  { kind: 'organiser' },
  { kind: 'defender-picks', order: 'first-picker-first' },
  { kind: 'defender-picks', order: 'alternate-each-round' },
];

const blockOf = (size: number, from: number) => Array.from({ length: size }, (_, i) => from + i);

function run(walk: Omit<Walk, 'onLeaf'>) {
  let leaves = 0;
  walkDraft({
    ...walk,
    onLeaf: (state, expected) => {
      leaves += 1;
      checkFinishedDraft(state, expected, walk.tables);
    },
  });
  return leaves;
}

/** One table per decision, turning through the options, so every pick position gets used. */
const rotatingTable = () => {
  let turn = 0;
  return <T>(options: T[], visit: (option: T) => void) => {
    const option = options[turn % options.length];
    turn += 1;
    if (option !== undefined) visit(option);
  };
};

describe('team draft: every legal sequence', () => {
  it.each(tableChoices.flatMap((tableChoice) => (['a', 'b'] as const).map((firstPicker) => ({ tableChoice, firstPicker }))))(
    'teams of 3, tables $tableChoice.kind $tableChoice.order, first picker $firstPicker: every defender, choice and table pick',
    ({ tableChoice, firstPicker }) => {
      const format: TeamDraftFormat = { ...teamDraftFormats.teamsOf3, tableChoice };
      const leaves = run({ format, firstPicker, tables: blockOf(3, 4), each: everyOption, eachTable: everyOption, checkViews: true });
      // 3 × 3 defenders, 2 × 2 choices; picked tables: 3 then 2 (the refused game takes the last).
      expect(leaves).toBe(9 * 4 * (tableChoice.kind === 'organiser' ? 1 : 3 * 2));
    },
  );

  it('teams of 5, organiser tables: every defender, offer and choice in both rounds', () => {
    const format: TeamDraftFormat = { ...teamDraftFormats.teamsOf5, tableChoice: { kind: 'organiser' } };
    const leaves = run({ format, firstPicker: 'a', tables: blockOf(5, 11), each: everyOption, eachTable: everyOption, checkViews: true });
    // Round 1: 5 × 5 defenders, C(4,2)² = 36 offers, 2 × 2 choices; round 2: 3 × 3 defenders, 2 × 2 choices.
    expect(leaves).toBe(25 * 36 * 4 * 9 * 4);
  }, 120_000);

  it('teams of 5, defender picks: every defender, offer and choice, tables turning through the free ones', () => {
    const format: TeamDraftFormat = teamDraftFormats.teamsOf5;
    const leaves = run({ format, firstPicker: 'b', tables: blockOf(5, 11), each: everyOption, eachTable: rotatingTable(), checkViews: false });
    expect(leaves).toBe(25 * 36 * 4 * 9 * 4);
  }, 120_000);

  it('teams of 5, defender picks: every table pick for a spread of seeded draft paths', () => {
    for (const order of ['first-picker-first', 'alternate-each-round'] as const) {
      for (let path = 0; path < 40; path += 1) {
        const format: TeamDraftFormat = { ...teamDraftFormats.teamsOf5, tableChoice: { kind: 'defender-picks', order } };
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
});
