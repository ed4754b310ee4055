import type { Roster } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import { listDisposition } from './list-disposition';

const catalogue = {
  dispositions: [
    { id: 'take-and-hold', name: 'Take and Hold', text: '' },
    { id: 'purge-the-foe', name: 'Purge the Foe', text: '' },
  ],
  detachmentDispositions: { 'penitent-host': ['purge-the-foe'] },
};

const roster = (extra: Partial<Roster> = {}): Roster => ({
  name: 'Sisters',
  gameSystem: 'Warhammer 40,000',
  edition: '11th',
  faction: 'Adepta Sororitas',
  subFaction: null,
  detachments: ['Penitent Host'],
  forceDisposition: null,
  battleSize: null,
  pointsLimit: 2000,
  pointsTotal: 1990,
  units: [],
  enhancements: [],
  attachedLeaders: [],
  forces: [],
  resolution: {
    factionId: 'adepta-sororitas',
    detachmentIds: ['penitent-host'],
    dataVersion: 'test',
    resolvedUnits: 0,
    unresolvedUnits: 0,
    notes: [],
  },
  ...extra,
});

describe('listDisposition', () => {
  it('takes the one the player chose', () => {
    expect(listDisposition(catalogue, roster(), 'purge-the-foe')).toEqual({
      id: 'purge-the-foe',
      name: 'Purge the Foe',
      checks: [],
    });
  });

  it('falls back to the one the roster names, however it is written', () => {
    expect(listDisposition(catalogue, roster({ forceDisposition: 'PURGE THE FOE' }), null).id).toBe(
      'purge-the-foe',
    );
    expect(listDisposition(catalogue, roster({ forceDisposition: 'purge-the-foe' }), undefined).id).toBe(
      'purge-the-foe',
    );
    // Two named: the player has to choose.
    expect(
      listDisposition(catalogue, roster({ forceDisposition: 'Take and Hold, Purge the Foe' }), null).id,
    ).toBeNull();
  });

  it('warns when there is none', () => {
    const none = listDisposition(catalogue, roster(), null);
    expect(none.id).toBeNull();
    expect(none.checks.map((c) => c.code)).toEqual(['NO_FORCE_DISPOSITION']);
  });

  it("warns when the list's detachment does not allow it", () => {
    expect(listDisposition(catalogue, roster(), 'take-and-hold').checks).toEqual([
      {
        severity: 'warning',
        code: 'DISPOSITION_NOT_ALLOWED',
        message: 'Penitent Host allows Purge the Foe, not Take and Hold.',
      },
    ]);
  });

  it('refuses an id the data does not have', () => {
    expect(() => listDisposition(catalogue, roster(), 'bogus')).toThrow(/Take and Hold, Purge the Foe/);
  });
});
