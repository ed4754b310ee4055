import { describe, expect, it } from 'vitest';
import { blockOf, everyOption, rotatingTable, runDraftWalk as run } from '../test-support/team-draft-oracle';
import { type TeamDraftFormat, teamDraftFormats } from './draft-format';

// Apart from draft-sequences.test.ts so that the two long exhaustive walks run in parallel.
describe('team draft: every legal sequence, defender picks', () => {
  it('teams of 5, defender picks: every defender, offer and choice, tables turning through the free ones', () => {
    const format: TeamDraftFormat = teamDraftFormats.teamsOf5;
    const leaves = run({
      format,
      firstPicker: 'b',
      tables: blockOf(5, 11),
      each: everyOption,
      eachTable: rotatingTable(),
      checkViews: false,
    });
    expect(leaves).toBe(25 * 36 * 4 * 9 * 4);
  }, 120_000);
});
