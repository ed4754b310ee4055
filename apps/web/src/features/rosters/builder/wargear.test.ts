import type { BuilderCatalogue } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import type { Draft } from './builder-state';
import { draftFromList, enhancementChoices, leadTargets, tierPrice, unitLabels } from './catalogue';
import {
  clampTakes,
  type Datasheet,
  defaultLoadoutAt,
  inferTakes,
  loadoutFor,
  optionCap,
  roomFor,
  wargearFor,
} from './wargear';

const datasheet = (more: Partial<Datasheet>): Datasheet => ({
  id: 'x',
  name: 'X',
  role: null,
  keywords: [],
  factionKeywords: ['Necrons'],
  character: false,
  epicHero: false,
  battleline: false,
  dedicatedTransport: false,
  supportOnly: false,
  size: { min: 1, max: 1 },
  points: [],
  maxPerList: null,
  composition: [],
  defaultLoadout: {},
  options: [],
  budgets: [],
  wargearCosts: {},
  leads: [],
  ...more,
});

const anyNumber = { anyNumber: true, perModels: null, max: null };

/** As the Necrons catalogue has them (data of 2026-08-20). */
const warriors = datasheet({
  id: 'necron-warriors',
  name: 'Necron Warriors',
  battleline: true,
  keywords: ['Infantry', 'Battleline', 'Necron Warriors'],
  size: { min: 10, max: 20 },
  points: [
    { models: 10, modelsMax: 10, cost: 85, copies: null },
    { models: 11, modelsMax: 20, cost: 190, copies: null },
  ],
  composition: [
    { name: 'Necron Warrior', min: 10, max: 20, defaults: ['close-combat-weapon', 'gauss-flayer'] },
  ],
  defaultLoadout: { 'close-combat-weapon': 10, 'gauss-flayer': 10 },
  options: [
    {
      id: 'reaper',
      model: null,
      replaces: ['gauss-flayer'],
      choices: [['gauss-reaper']],
      limit: anyNumber,
      text: 'any number',
      cost: 0,
    },
  ],
});

const overlord = datasheet({
  id: 'overlord',
  name: 'Overlord',
  role: 'character',
  character: true,
  keywords: ['Infantry', 'Character', 'Noble', 'Overlord'],
  points: [{ models: 1, modelsMax: 1, cost: 90, copies: null }],
  composition: [{ name: 'Overlord', min: 1, max: 1, defaults: ['tachyon-arrow', 'overlords-blade'] }],
  defaultLoadout: { 'tachyon-arrow': 1, 'overlords-blade': 1 },
  options: [
    {
      id: 'staff',
      model: null,
      replaces: ['tachyon-arrow', 'overlords-blade'],
      choices: [['staff-of-light'], ['resurrection-orb', 'staff-of-light'], ['voidscythe']],
      limit: anyNumber,
      text: 'any number',
      cost: 0,
    },
  ],
  leads: ['necron-warriors'],
});

const squad = datasheet({
  id: 'squad',
  size: { min: 5, max: 10 },
  composition: [
    { name: 'Sergeant', min: 1, max: 1, defaults: ['pistol', 'sword'] },
    { name: 'Trooper', min: 4, max: 9, defaults: ['rifle'] },
  ],
  defaultLoadout: { pistol: 1, sword: 1, rifle: 4 },
  options: [
    {
      id: 'heavy',
      model: null,
      replaces: ['rifle'],
      choices: [['heavy-gun']],
      limit: { anyNumber: false, perModels: 5, max: null },
      text: '1 per 5 models',
      cost: 5,
    },
    {
      id: 'sarge',
      model: 'Sergeant',
      replaces: ['sword'],
      choices: [['fist']],
      limit: { anyNumber: false, perModels: null, max: 1 },
      text: 'once',
      cost: null,
    },
  ],
});

/** A sergeant's two-weapon swap overlaps its one-weapon swaps (as Devastator Squads have it). */
const sergeant = datasheet({
  id: 'sergeant',
  composition: [{ name: 'Sergeant', min: 1, max: 1, defaults: ['bolt-pistol', 'boltgun'] }],
  defaultLoadout: { 'bolt-pistol': 1, boltgun: 1 },
  options: [
    {
      id: 'pistol',
      model: 'Sergeant',
      replaces: ['bolt-pistol'],
      choices: [['chainsword'], ['plasma-pistol']],
      limit: anyNumber,
      text: 'any number',
      cost: 0,
    },
    {
      id: 'both',
      model: 'Sergeant',
      replaces: ['bolt-pistol', 'boltgun'],
      choices: [['chainsword', 'plasma-pistol']],
      limit: anyNumber,
      text: 'any number',
      cost: 0,
    },
  ],
});

const gunners = datasheet({
  id: 'gunners',
  size: { min: 5, max: 10 },
  composition: [{ name: 'Gunner', min: 5, max: 10, defaults: ['rifle'] }],
  defaultLoadout: { rifle: 5 },
  options: [
    {
      id: 'heavy',
      model: null,
      replaces: ['rifle'],
      choices: [['cannon'], ['launcher']],
      limit: anyNumber,
      text: 'any number',
      cost: 0,
    },
  ],
  budgets: [
    {
      items: ['cannon', 'launcher'],
      count: 1,
      perModels: 5,
      duplicateLimit: null,
      text: '1 per 5 models between them',
    },
  ],
});

describe('wargear options', () => {
  it('works out the default loadout at any size from the model rows', () => {
    expect(defaultLoadoutAt(warriors, 20)).toEqual({ 'close-combat-weapon': 20, 'gauss-flayer': 20 });
    expect(defaultLoadoutAt(squad, 10)).toEqual({ pistol: 1, sword: 1, rifle: 9 });
    // Without model rows, the per-model items scale and the rest stay.
    const bare = datasheet({ size: { min: 5, max: 10 }, defaultLoadout: { rifle: 5, banner: 1 } });
    expect(defaultLoadoutAt(bare, 8)).toEqual({ rifle: 8, banner: 1 });
  });

  it('caps an option by its limit, its model and what it replaces', () => {
    const heavy = squad.options[0];
    const sarge = squad.options[1];
    if (!heavy || !sarge) throw new Error('fixture');
    expect(optionCap(squad, heavy, 10)).toBe(2);
    expect(optionCap(squad, heavy, 9)).toBe(1);
    expect(optionCap(squad, sarge, 10)).toBe(1);
    const reaper = warriors.options[0];
    if (!reaper) throw new Error('fixture');
    expect(roomFor(warriors, 10, {}, reaper)).toBe(10);
    expect(roomFor(warriors, 10, { reaper: [7] }, reaper)).toBe(3);
  });

  it('sends nothing for the default loadout, and the whole loadout once an option is taken', () => {
    expect(wargearFor(warriors, 20, {})).toEqual({});
    expect(wargearFor(warriors, 20, { reaper: [0] })).toEqual({});
    expect(wargearFor(warriors, 20, { reaper: [5] })).toEqual({
      'close-combat-weapon': 20,
      'gauss-flayer': 15,
      'gauss-reaper': 5,
    });
    expect(loadoutFor(overlord, 1, { staff: [0, 1, 0] })).toEqual({
      'resurrection-orb': 1,
      'staff-of-light': 1,
    });
  });

  it('keeps within a shared cap between several items', () => {
    const heavy = gunners.options[0];
    if (!heavy) throw new Error('fixture');
    expect(roomFor(gunners, 5, {}, heavy, 1)).toBe(1);
    expect(roomFor(gunners, 5, { heavy: [1, 0] }, heavy, 1)).toBe(0);
    expect(roomFor(gunners, 10, { heavy: [1, 0] }, heavy, 1)).toBe(1);
  });

  it('cuts takes down when a unit shrinks', () => {
    expect(clampTakes(warriors, 10, { reaper: [15] })).toEqual({ reaper: [10] });
    expect(clampTakes(squad, 5, { heavy: [2], sarge: [1] })).toEqual({ heavy: [1], sarge: [1] });
  });

  it('reads a loaded loadout back as option takes, or keeps it as it is', () => {
    expect(inferTakes(warriors, 20, {})).toEqual({});
    expect(inferTakes(warriors, 20, { 'close-combat-weapon': 20, 'gauss-flayer': 20 })).toEqual({});
    expect(
      inferTakes(warriors, 20, { 'close-combat-weapon': 20, 'gauss-flayer': 12, 'gauss-reaper': 8 }),
    ).toEqual({
      reaper: [8],
    });
    expect(inferTakes(overlord, 1, { 'resurrection-orb': 1, 'staff-of-light': 1 })).toEqual({
      staff: [0, 1, 0],
    });
    // Two swaps of one option, or one two-weapon swap: either reads back to the same loadout.
    const both = { chainsword: 1, 'plasma-pistol': 1 };
    const takes = inferTakes(sergeant, 1, both);
    expect(takes).not.toBeNull();
    expect(loadoutFor(sergeant, 1, takes ?? {})).toEqual(both);
    // Not the default with options taken: kept as loaded.
    expect(inferTakes(warriors, 20, { 'gauss-flayer': 3 })).toBeNull();
  });
});

const catalogue = {
  detachments: [
    {
      id: 'awakened-dynasty',
      name: 'Awakened Dynasty',
      detachmentPoints: 3,
      forceDispositions: ['take-and-hold'],
      tags: [],
      requiredKeywords: [],
      excludedKeywords: [],
      enhancements: [
        {
          id: 'veil',
          name: 'Veil of Darkness',
          cost: 20,
          keywords: [['Necrons']],
          excludedKeywords: [],
          unique: true,
          upgrade: false,
          maxTargets: 1,
        },
        {
          id: 'aura',
          name: 'Dread Majesty',
          cost: 30,
          keywords: [['Overlord'], ['Catacomb Command Barge']],
          excludedKeywords: [],
          unique: true,
          upgrade: false,
          maxTargets: 1,
        },
        {
          id: 'cryptek-only',
          name: 'Autodivinator',
          cost: 15,
          keywords: [['Cryptek']],
          excludedKeywords: [],
          unique: true,
          upgrade: false,
          maxTargets: 1,
        },
        {
          id: 'sentinels',
          name: 'Enlivened Sentinels',
          cost: 20,
          keywords: [['Necron Warriors', 'Necrons']],
          excludedKeywords: [],
          unique: true,
          upgrade: true,
          maxTargets: 3,
        },
      ],
    },
  ],
  datasheets: [warriors, overlord],
} as unknown as BuilderCatalogue;

const draft = (units: Draft['units']): Draft => ({
  name: 'List',
  edition: '11th',
  factionId: 'necrons',
  detachmentIds: ['awakened-dynasty'],
  forceDisposition: null,
  battleSize: 'strike-force',
  units,
});

const unit = (uid: string, unitId: string, more: Partial<Draft['units'][number]> = {}) => ({
  uid,
  unitId,
  modelCount: 1,
  wargear: {},
  takes: {},
  enhancementId: null,
  attachedTo: null,
  warlord: false,
  ...more,
});

describe('the catalogue as the builder offers it', () => {
  it('offers Characters the enhancements their keywords allow, and other units the upgrades', () => {
    const list = draft([]);
    expect(enhancementChoices(catalogue, list, overlord).map((e) => e.id)).toEqual(['veil', 'aura']);
    expect(enhancementChoices(catalogue, list, warriors).map((e) => e.id)).toEqual(['sentinels']);
    expect(enhancementChoices(catalogue, { ...list, detachmentIds: [] }, overlord)).toEqual([]);
  });

  it('offers a leader only the bodyguard units of the list it can lead', () => {
    const list = draft([
      unit('lord', 'overlord'),
      unit('w1', 'necron-warriors', { modelCount: 10 }),
      unit('lord-2', 'overlord', { attachedTo: 'w1' }),
    ]);
    const [lord] = list.units;
    if (!lord) throw new Error('fixture');
    expect(leadTargets(list, lord, overlord).map((u) => u.uid)).toEqual(['w1']);
  });

  it('names copies as the checks do, and prices a size', () => {
    const list = draft([unit('a', 'overlord'), unit('b', 'necron-warriors'), unit('c', 'overlord')]);
    const labels = unitLabels(
      list.units,
      new Map([
        ['overlord', overlord],
        ['necron-warriors', warriors],
      ]),
    );
    expect([...labels.values()]).toEqual(['Overlord (1st)', 'Necron Warriors', 'Overlord (2nd)']);
    expect(tierPrice(warriors, 10)).toBe(85);
    expect(tierPrice(warriors, 15)).toBe(190);
    expect(tierPrice(warriors, 21)).toBeNull();
  });

  it('loads a saved list with default loadouts sent as defaults', () => {
    const loaded = draftFromList(
      {
        ...draft([]),
        units: [
          unit('w', 'necron-warriors', {
            modelCount: 20,
            wargear: { 'close-combat-weapon': 20, 'gauss-flayer': 20 },
          }),
          unit('x', 'mystery', { wargear: { thing: 1 } }),
        ].map(({ takes: _takes, ...rest }) => rest),
      },
      catalogue,
    );
    expect(loaded.units[0]).toMatchObject({ wargear: {}, takes: {} });
    expect(loaded.units[1]).toMatchObject({ wargear: { thing: 1 }, takes: null });
  });
});
