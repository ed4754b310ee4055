import type { TargetInput, WeaponInput } from '@muster/dice';

/**
 * Reference units every army meets, as data: what a unit's damage is measured against, and what
 * its durability is measured by. Points per model turn "models slain" into points removed.
 */
export type BenchmarkTarget = {
  id: string;
  label: string;
  pointsPerModel: number;
  target: TargetInput;
  tags: string[];
};
export type BenchmarkAttacker = { id: string; label: string; weapons: WeaponInput[] };

export const benchmarkTargets: BenchmarkTarget[] = [
  {
    id: 'horde',
    label: 'Horde infantry (20 × T3 W1 5+)',
    pointsPerModel: 6.5,
    target: { name: 'Horde infantry', models: 20, wounds: 1, toughness: 3, save: 5, keywords: ['Infantry'] },
    tags: ['infantry', 'horde'],
  },
  {
    id: 'elite-infantry',
    label: 'Elite infantry (5 × T4 W2 3+)',
    pointsPerModel: 17,
    target: { name: 'Elite infantry', models: 5, wounds: 2, toughness: 4, save: 3, keywords: ['Infantry'] },
    tags: ['infantry'],
  },
  {
    id: 'heavy-infantry',
    label: 'Heavy infantry (5 × T5 W3 2+, 4++)',
    pointsPerModel: 38,
    target: {
      name: 'Heavy infantry',
      models: 5,
      wounds: 3,
      toughness: 5,
      save: 2,
      invulnerable: 4,
      keywords: ['Infantry'],
    },
    tags: ['infantry', 'elite'],
  },
  {
    id: 'transport',
    label: 'Transport (T9 W10 3+)',
    pointsPerModel: 75,
    target: { name: 'Transport', models: 1, wounds: 10, toughness: 9, save: 3, keywords: ['Vehicle'] },
    tags: ['vehicle'],
  },
  {
    id: 'battle-tank',
    label: 'Battle tank (T11 W13 2+)',
    pointsPerModel: 190,
    target: { name: 'Battle tank', models: 1, wounds: 13, toughness: 11, save: 2, keywords: ['Vehicle'] },
    tags: ['vehicle', 'heavy'],
  },
  {
    id: 'monster',
    label: 'Monster (T10 W14 2+)',
    pointsPerModel: 170,
    target: { name: 'Monster', models: 1, wounds: 14, toughness: 10, save: 2, keywords: ['Monster'] },
    tags: ['monster', 'heavy'],
  },
  {
    id: 'knight',
    label: 'Super-heavy walker (T12 W22 3+, 5++)',
    pointsPerModel: 400,
    target: {
      name: 'Super-heavy walker',
      models: 1,
      wounds: 22,
      toughness: 12,
      save: 3,
      invulnerable: 5,
      keywords: ['Vehicle', 'Titanic'],
    },
    tags: ['vehicle', 'heavy', 'titanic'],
  },
];

export const benchmarkAttackers: BenchmarkAttacker[] = [
  {
    id: 'small-arms',
    label: 'Ten bolt rifles',
    weapons: [{ name: 'Bolt rifle', models: 10, attacks: '2', skill: 3, strength: 4, ap: -1, damage: '1' }],
  },
  {
    id: 'plasma',
    label: 'Four plasma guns',
    weapons: [{ name: 'Plasma gun', models: 4, attacks: '1', skill: 3, strength: 8, ap: -3, damage: '2' }],
  },
  {
    id: 'anti-tank',
    label: 'Four lascannons',
    weapons: [{ name: 'Lascannon', models: 4, attacks: '1', skill: 3, strength: 12, ap: -3, damage: 'D6+1' }],
  },
  {
    id: 'heavy-melee',
    label: 'Five power fists on the charge',
    weapons: [{ name: 'Power fist', models: 5, attacks: '3', skill: 3, strength: 8, ap: -2, damage: '2' }],
  },
];
