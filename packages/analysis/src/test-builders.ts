import { type Roster, type RosterUnit, unknownStats } from '@muster/roster-import';

/** A roster unit for tests: name, points, models and stat line, with weapon lines as datasheets print them. */
export function unitBuilder(
  overrides: Partial<Omit<RosterUnit, 'stats'>> & { stats?: Partial<RosterUnit['stats']> } = {},
): RosterUnit {
  const { stats, ...rest } = overrides;
  return {
    id: 'unit-1',
    name: 'Test Squad',
    role: 'Battleline',
    count: 10,
    points: 160,
    models: [],
    wargear: [],
    abilities: [],
    keywords: ['Infantry'],
    weapons: [],
    enhancements: [],
    ...rest,
    stats: { ...unknownStats(), M: '6"', T: '4', SV: '3+', W: '2', LD: '6+', OC: '2', ...stats },
  };
}

export const boltRifle = {
  name: 'Bolt rifle',
  kind: 'ranged' as const,
  range: '24"',
  attacks: '2',
  skill: '3+',
  strength: '4',
  ap: '-1',
  damage: '1',
  keywords: [],
};

export const lascannon = {
  name: 'Lascannon',
  kind: 'ranged' as const,
  range: '48"',
  attacks: '1',
  skill: '3+',
  strength: '12',
  ap: '-3',
  damage: 'D6+1',
  keywords: [],
};

/** A roster for tests: its points total follows its units unless given. */
export function rosterBuilder(overrides: Partial<Roster> = {}): Roster {
  const units = overrides.units ?? [
    unitBuilder({ id: 'u1', name: 'Intercessor Squad', points: 80, count: 5, weapons: [boltRifle] }),
    unitBuilder({
      id: 'u2',
      name: 'Devastator Squad',
      points: 120,
      count: 5,
      weapons: [{ ...lascannon }],
    }),
  ];
  return {
    name: 'Test Strike Force',
    gameSystem: 'Warhammer 40,000',
    edition: '11th',
    faction: 'Space Marines',
    subFaction: null,
    detachments: ['Gladius Task Force'],
    forceDisposition: null,
    battleSize: 'Strike Force',
    pointsLimit: 2000,
    pointsTotal: units.reduce((total, unit) => total + unit.points, 0),
    enhancements: [],
    attachedLeaders: [],
    forces: [],
    ...overrides,
    units,
  };
}
