import { describe, expect, it } from 'vitest';
import { pointsDestroyedFrom, usesPointsDestroyed } from './points-destroyed';

describe('Points Destroyed in result forms', () => {
  it("is asked for only where the event's tiebreakers use it", () => {
    expect(usesPointsDestroyed({ tiebreakers: ['points-destroyed'], scoringPresetId: 'bcp-wins' })).toBe(
      true,
    );
    expect(usesPointsDestroyed({ tiebreakers: ['vp-total'], scoringPresetId: 'bcp-wins' })).toBe(false);
    // No tiebreakers of its own: the preset's (none of which uses it).
    expect(usesPointsDestroyed({ tiebreakers: null, scoringPresetId: 'bcp-wins' })).toBe(false);
    expect(usesPointsDestroyed({ tiebreakers: null, scoringPresetId: 'no-such-preset' })).toBe(false);
  });

  it('reads both fields or neither, and refuses one without the other', () => {
    expect(pointsDestroyedFrom({ mine: '1450', theirs: '900' })).toEqual({ mine: 1450, theirs: 900 });
    expect(pointsDestroyedFrom({ mine: '0', theirs: '0' })).toEqual({ mine: 0, theirs: 0 });
    expect(pointsDestroyedFrom({ mine: '', theirs: ' ' })).toBeNull();
    expect(pointsDestroyedFrom({ mine: '1450', theirs: '' })).toBe('partial');
  });
});
