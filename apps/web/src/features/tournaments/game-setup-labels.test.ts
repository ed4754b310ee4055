import type { Game, GameSetup } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { capsHint, layoutLabel, missionLabel, setupFor } from './game-setup-labels';

const consecrate = { id: 'consecrate', name: 'Consecrate', primaryCap: 45, secondaryCap: 45 };
const setup: GameSetup = {
  a: { disposition: { id: 'purge-the-foe', name: 'Purge the Foe' }, mission: consecrate },
  b: {
    disposition: { id: 'reconnaissance', name: 'Reconnaissance' },
    mission: { id: 'triangulation', name: 'Triangulation', primaryCap: 45, secondaryCap: 45 },
  },
  layout: { id: 'bm-purge-vs-recon-01', name: 'Purge vs Recon 01', deploymentName: 'Hammer and Anvil' },
  fixed: false,
  notes: [],
};
const side = { entryId: '00000000-0000-4000-8000-000000000001', username: 'ann', club: null, faction: null };
const game = (s: GameSetup | null): Game => ({
  id: '00000000-0000-4000-8000-000000000009',
  table: 1,
  a: side,
  b: { ...side, entryId: '00000000-0000-4000-8000-000000000002', username: 'ben' },
  status: 'pending',
  vpA: null,
  vpB: null,
  reportedBy: null,
  disputeReason: null,
  pairedDown: null,
  setup: s,
  split: null,
  pointsDestroyed: null,
});

describe('game setup labels', () => {
  it('names the mission with the disposition it comes from', () => {
    expect(missionLabel(setup.a)).toBe('Consecrate (Purge the Foe)');
    expect(missionLabel(setup.a, false)).toBe('Consecrate');
    expect(missionLabel({ disposition: null, mission: null })).toBeNull();
  });

  it('names the layout with its deployment', () => {
    expect(layoutLabel(setup)).toBe('Purge vs Recon 01 · Hammer and Anvil');
    expect(layoutLabel({ ...setup, layout: { id: 'x', name: 'Colosseum', deploymentName: null } })).toBe(
      'Colosseum',
    );
    expect(layoutLabel(null)).toBeNull();
  });

  it('puts the player’s own side first', () => {
    expect(setupFor(game(setup), 'b').mine?.mission?.name).toBe('Triangulation');
    expect(setupFor(game(setup), 'b').theirs?.mission?.name).toBe('Consecrate');
    expect(setupFor(game(null), 'a')).toEqual({ mine: null, theirs: null });
  });

  it('states the caps only for a mission that has them', () => {
    expect(capsHint(setup.a)).toBe('Consecrate: primary up to 45, secondary up to 45.');
    expect(
      capsHint({
        disposition: null,
        mission: { id: null, name: 'Only War', primaryCap: null, secondaryCap: null },
      }),
    ).toBeNull();
  });
});
