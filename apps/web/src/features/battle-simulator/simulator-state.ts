import { type AttackContext, coreRules, defaultEdition, type Target, type Weapon } from '@muster/dice';
import type { SimulatorState } from './simulator-checks';

export type { SimulatorState } from './simulator-checks';

/** Every profile of a big unit, or several units firing at one target, fits. */
export const MAX_WEAPONS = 60;

/**
 * The most any dice characteristic of a weapon may come to (attacks, damage, Sustained Hits, Rapid
 * Fire, Melta): datasheets go up to 32 attacks and 16 damage.
 */
export const MAX_DICE_VALUE = 100;

/*
 * The page's starting state, written out whole so the page can show it before the schemas (and
 * zod) have loaded. simulator-checks.test.ts proves it is exactly what the schemas make of it.
 */
const noContext: AttackContext = {
  halfRange: false,
  charged: false,
  stationary: false,
  indirect: false,
  spotted: false,
  attackerKeywords: [],
};

const intercessors: Target = {
  name: 'Intercessors',
  models: 5,
  wounds: 2,
  toughness: 4,
  save: 3,
  invulnerable: null,
  feelNoPain: null,
  keywords: ['Infantry'],
  cover: false,
  damageReduction: 0,
  halveDamage: false,
  character: null,
};

/** Five bolt rifles: the weapon a new row starts as. */
export const defaultWeapon = (): Weapon => ({
  name: 'Bolt rifle',
  models: 5,
  attacks: '2',
  skill: 3,
  strength: 4,
  ap: -1,
  damage: '1',
  sustainedHits: null,
  lethalHits: false,
  devastatingWounds: false,
  twinLinked: false,
  blast: false,
  heavy: false,
  lance: false,
  ignoresCover: false,
  rapidFire: null,
  melta: null,
  anti: [],
  criticalHitOn: coreRules.criticalRoll,
  hitModifier: 0,
  woundModifier: 0,
  rerollHits: 'none',
  rerollWounds: 'none',
  kind: 'ranged',
  blastValue: coreRules.plainBlastAttacks,
  precision: false,
  indirectFire: false,
  oneShot: false,
  hazardous: false,
  extraAttacks: false,
  pistol: false,
  psychic: false,
  cleave: null,
  bearer: '',
  onlyAgainst: [],
  conditions: {},
});

export const defaultSimulatorState = (): SimulatorState => ({
  edition: defaultEdition,
  context: { ...noContext, attackerKeywords: [] },
  target: { ...intercessors, keywords: [...intercessors.keywords] },
  weapons: [defaultWeapon()],
});

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const fromBase64Url = (text: string): string => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export function encodeSimulatorState(state: SimulatorState): string {
  return toBase64Url(JSON.stringify(state));
}
