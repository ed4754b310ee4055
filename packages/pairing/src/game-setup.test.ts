import { describe, expect, it } from 'vitest';
import { gameSetup, type SetupCatalogue, type SetupPack, vpProblems } from './game-setup';

/**
 * A slice of the Chapter Approved 2026-27 tables, copied from the matchup grid as printed (Take and
 * Hold against Disruption plays Determined Acquisition; Disruption against Take and Hold plays
 * Death Trap) and the Battlemaster layouts dealt for that pair.
 */
const catalogue: SetupCatalogue = {
  dispositions: [
    { id: 'take-and-hold', name: 'Take and Hold' },
    { id: 'disruption', name: 'Disruption' },
    { id: 'purge-the-foe', name: 'Purge the Foe' },
  ],
  missions: [
    { id: 'determined-acquisition', name: 'Determined Acquisition', primaryCap: 45, secondaryCap: 45 },
    { id: 'death-trap', name: 'Death Trap', primaryCap: 45, secondaryCap: 45 },
    { id: 'battlefield-dominance', name: 'Battlefield Dominance', primaryCap: 45, secondaryCap: 45 },
    { id: 'meatgrinder', name: 'Meatgrinder', primaryCap: 45, secondaryCap: 45 },
  ],
  matchups: [
    { disposition: 'take-and-hold', opponent: 'disruption', missionId: 'determined-acquisition' },
    { disposition: 'disruption', opponent: 'take-and-hold', missionId: 'death-trap' },
    { disposition: 'take-and-hold', opponent: 'take-and-hold', missionId: 'battlefield-dominance' },
  ],
  layouts: [3, 1, 2].map((variant) => ({
    id: `bm-take-vs-disrupt-0${variant}`,
    name: `Take vs Disrupt 0${variant}`,
    source: 'battlemaster-11e',
    variant,
    dispositions: ['take-and-hold', 'disruption'] as [string, string],
    deploymentName: ['Sweeping Engagement', 'Crucible of Battle', 'Hammer and Anvil'][variant - 1] ?? null,
  })),
};

const byRound: SetupPack = {
  layouts: { kind: 'matchup', source: 'battlemaster-11e', variant: 'by-round' },
  rounds: [],
};
const ann = { name: 'Ann', disposition: 'take-and-hold' };
const ben = { name: 'Ben', disposition: 'disruption' };

describe('gameSetup', () => {
  it('gives each player the mission of their own disposition against the other', () => {
    const setup = gameSetup(catalogue, byRound, 1, ann, ben);
    expect(setup.a.mission?.name).toBe('Determined Acquisition');
    expect(setup.b?.mission?.name).toBe('Death Trap');
    expect(setup.a.disposition).toEqual({ id: 'take-and-hold', name: 'Take and Hold' });
    expect(setup.a.mission).toMatchObject({ primaryCap: 45, secondaryCap: 45 });
    // Seen from the other side, the same two missions swap places.
    const swapped = gameSetup(catalogue, byRound, 1, ben, ann);
    expect([swapped.a.mission?.name, swapped.b?.mission?.name]).toEqual([
      'Death Trap',
      'Determined Acquisition',
    ]);
    expect(setup.fixed).toBe(false);
    expect(setup.notes).toEqual([]);
  });

  it('deals the layout for the pair: variant n in round n, then round again', () => {
    const layoutIn = (round: number) => gameSetup(catalogue, byRound, round, ann, ben).layout?.id;
    expect([1, 2, 3, 4].map(layoutIn)).toEqual([
      'bm-take-vs-disrupt-01',
      'bm-take-vs-disrupt-02',
      'bm-take-vs-disrupt-03',
      'bm-take-vs-disrupt-01',
    ]);
    // The pair in the other order gets the same table.
    expect(gameSetup(catalogue, byRound, 2, ben, ann).layout).toEqual({
      id: 'bm-take-vs-disrupt-02',
      name: 'Take vs Disrupt 02',
      deploymentName: 'Crucible of Battle',
    });
  });

  it('keeps one variant all event when the pack names one', () => {
    const pack: SetupPack = {
      layouts: { kind: 'matchup', source: 'battlemaster-11e', variant: 3 },
      rounds: [],
    };
    expect(gameSetup(catalogue, pack, 1, ann, ben).layout?.id).toBe('bm-take-vs-disrupt-03');
    expect(gameSetup(catalogue, pack, 5, ann, ben).layout?.id).toBe('bm-take-vs-disrupt-03');
  });

  it('deals no layout when the pack uses none or the set has none for the pair', () => {
    expect(gameSetup(catalogue, { layouts: { kind: 'none' }, rounds: [] }, 1, ann, ben).layout).toBeNull();
    const purge = { name: 'Cy', disposition: 'purge-the-foe' };
    const setup = gameSetup(catalogue, byRound, 1, ann, purge);
    expect(setup.layout).toBeNull();
    // No matchup row for the pair in this slice: no mission is made up.
    expect(setup.a.mission).toBeNull();
  });

  it('plays a mirror matchup as the same mission for both', () => {
    const setup = gameSetup(catalogue, byRound, 1, ann, { name: 'Dee', disposition: 'take-and-hold' });
    expect([setup.a.mission?.name, setup.b?.mission?.name]).toEqual([
      'Battlefield Dominance',
      'Battlefield Dominance',
    ]);
  });

  it('says whose disposition is missing instead of guessing a mission', () => {
    const setup = gameSetup(catalogue, byRound, 1, ann, { name: 'Eve', disposition: null });
    expect(setup.a.mission).toBeNull();
    expect(setup.b?.mission).toBeNull();
    expect(setup.layout).toBeNull();
    expect(setup.notes).toEqual(["Eve's list names no force disposition."]);
    // An id the data does not know counts as none.
    expect(
      gameSetup(catalogue, byRound, 1, { name: 'Fay', disposition: 'bogus' }, ben).a.disposition,
    ).toBeNull();
  });

  it('fixes a round to one mission (and layout) for every table when the pack says so', () => {
    const pack: SetupPack = {
      ...byRound,
      rounds: [
        { round: 2, missionId: 'meatgrinder', missionName: null, layoutId: 'bm-take-vs-disrupt-03' },
        { round: 3, missionId: null, missionName: 'Take and Hold', layoutId: null },
      ],
    };
    const two = gameSetup(catalogue, pack, 2, ann, ben);
    expect([two.a.mission?.name, two.b?.mission?.name]).toEqual(['Meatgrinder', 'Meatgrinder']);
    expect(two.layout?.id).toBe('bm-take-vs-disrupt-03');
    expect(two.fixed).toBe(true);
    // A named mission (10th-edition packs) has no caps from the data.
    const three = gameSetup(catalogue, pack, 3, { name: 'Gus', disposition: null }, ben);
    expect(three.a.mission).toEqual({
      id: null,
      name: 'Take and Hold',
      primaryCap: null,
      secondaryCap: null,
    });
    expect(three.notes).toEqual([]);
    // Other rounds follow the matchups.
    expect(gameSetup(catalogue, pack, 1, ann, ben).a.mission?.name).toBe('Determined Acquisition');
  });

  it('gives a bye no mission and no layout', () => {
    expect(gameSetup(catalogue, byRound, 1, ann, null)).toEqual({
      a: { disposition: { id: 'take-and-hold', name: 'Take and Hold' }, mission: null },
      b: null,
      layout: null,
      fixed: false,
      notes: [],
    });
  });
});

describe('vpProblems', () => {
  const consecrate = { id: 'consecrate', name: 'Consecrate', primaryCap: 45, secondaryCap: 45 };
  const check = (vp: number, split: { primary: number; secondary: number } | null, mission = consecrate) =>
    vpProblems({ whose: "Ann's", vp, split, mission, gameVpCap: 100 });

  it('accepts a score the mission allows', () => {
    expect(check(100, { primary: 45, secondary: 45 })).toEqual([]); // 10 for battle ready
    expect(check(72, { primary: 40, secondary: 32 })).toEqual([]);
    expect(check(0, { primary: 0, secondary: 0 })).toEqual([]);
    expect(check(88, null)).toEqual([]);
  });

  it('names each impossible figure', () => {
    expect(check(101, null)).toEqual(["Ann's 101 VP is over the game's cap of 100."]);
    expect(check(60, { primary: 50, secondary: 10 })).toEqual([
      "Ann's primary VP (50) is over Consecrate's cap of 45.",
    ]);
    expect(check(95, { primary: 45, secondary: 46 })).toEqual([
      "Ann's secondary VP (46) is over Consecrate's cap of 45.",
    ]);
    expect(check(50, { primary: 30, secondary: 30 })).toEqual([
      "Ann's primary and secondary VP (30 + 30) add up to more than the 50 VP reported.",
    ]);
    // 45 + 40 = 85 leaves 15, but only 100 − 45 − 45 = 10 can come from elsewhere.
    expect(check(100, { primary: 45, secondary: 40 })).toEqual([
      "Ann's 100 VP leaves 15 beyond primary and secondary; at most 10 can come from elsewhere (battle ready).",
    ]);
  });

  it('holds a named mission (no caps in the data) only to its split', () => {
    const named = { id: null, name: 'Take and Hold', primaryCap: null, secondaryCap: null };
    expect(
      vpProblems({
        whose: "Ann's",
        vp: 120,
        split: { primary: 60, secondary: 50 },
        mission: named,
        gameVpCap: 100,
      }),
    ).toEqual([]);
    expect(
      vpProblems({
        whose: "Ann's",
        vp: 20,
        split: { primary: 15, secondary: 10 },
        mission: null,
        gameVpCap: 100,
      }),
    ).toHaveLength(1);
  });
});
