// The reference the exact engine is tested against: the attack sequence played out with dice, one
// attack at a time, written from the rules text on its own. It imports only the plain input types
// (no schema, no dice parser, no edition table, no engine helper), reads every default and every
// rule itself, and shares no arithmetic with the engine, so a rules error in the engine shows up
// as a disagreement instead of being copied.
import type { AttackContext, TargetInput, WeaponInput } from '../attack-profile';

/** A small seeded generator (mulberry32), so a sample is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The rules as this reference reads them, per edition, from the rules text (10th: core rules and
 * rules commentary; 11th: the core rules' changes to cover, Indirect Fire, hazard rolls and
 * mortal wounds). Kept apart from edition-rules.ts on purpose.
 */
const READING = {
  '10th': {
    // Benefit of Cover: +1 to the armour saving throw against a ranged attack (not for a 3+ or
    // better save against AP 0); a saving throw is never improved by more than 1.
    coverImprovesSave: true,
    // Indirect Fire at an unseen target: -1 to hit, unmodified 1-3 always fail, target in cover.
    indirect: { hitModifier: -1, lowestHit: 4, lowestHitSpotted: 4, mayReroll: true },
    // Hazardous: a D6 per weapon, fails on a 1, 3 mortal wounds.
    hazard: { failsUpTo: 1, mortalWounds: 3, bigModels: 3 },
    // Precision: any attack that successfully wounds, Devastating Wounds included.
    precisionSteersDevastating: true,
    // Rules commentary: divide, then add, then subtract (Melta after halving).
    addBeforeHalving: false,
    // Attacks are allocated and saved one at a time; Devastating Wounds after every other attack;
    // the bodyguards' Toughness for the whole volley (the Leader ability).
    savesTogether: false,
    devastatingAfterEachWeapon: false,
    characterOwnToughness: false,
    psychicIgnoresPenalties: false,
    cleave: false,
  },
  '11th': {
    // Benefit of Cover: the attack's BS is worsened by 1 (never past 6+); saves are untouched.
    coverImprovesSave: false,
    // Indirect Fire: target in cover, no hit re-rolls, only unmodified 6s hit (4+ if spotted).
    indirect: { hitModifier: 0, lowestHit: 6, lowestHitSpotted: 4, mayReroll: false },
    // Hazard roll: fails on 1-2, 1 mortal wound (3 if the unit is all Monsters/Vehicles).
    hazard: { failsUpTo: 2, mortalWounds: 1, bigModels: 3 },
    // Devastating Wounds become mortal wounds, which go to non-Characters first.
    precisionSteersDevastating: false,
    // 02.02.01: multiplication, addition, division, subtraction, then round up (Melta first).
    addBeforeHalving: true,
    // 05.03-05.04: one save roll per wounding attack of the weapon, all rolled, then resolved
    // lowest result first against the current allocation group (bodyguards, the Character last).
    savesTogether: true,
    // 06.02: a weapon's normal damage, then its mortal wounds.
    devastatingAfterEachWeapon: true,
    // 19.02: the Leader's Toughness once no bodyguard is left.
    characterOwnToughness: true,
    // 24.29: a Psychic attack may ignore modifiers to its BS/WS and its hit roll (the bad ones).
    psychicIgnoresPenalties: true,
    // 24.06: Cleave X, +X attacks per five models in the target, melee.
    cleave: true,
  },
} as const;

type Edition = keyof typeof READING;
type Policy = 'none' | 'ones' | 'failed' | 'non-critical';
type Result = 'fail' | 'hit' | 'critical';
type Profile = {
  wounds: number;
  save: number;
  invulnerable: number | null;
  feelNoPain: number | null;
  damageReduction: number;
  halveDamage: boolean;
};

export type MonteCarloResult = {
  trials: number;
  /** Observed frequency of losing exactly k wounds. */
  damage: number[];
  /** Observed frequency of exactly k models destroyed (the Character counts as one). */
  modelsSlain: number[];
  characterSlain: number;
  meanDamage: number;
  /** Standard error of meanDamage (sample standard deviation / √trials). */
  damageStandardError: number;
  /** Means and standard errors of the per-trial totals over all weapons. */
  totals: Record<
    'attacks' | 'hits' | 'wounds' | 'unsaved' | 'devastating',
    { mean: number; standardError: number }
  >;
  hazardousMortalWounds: { mean: number; standardError: number };
  hazardousFailure: number;
};

const lower = (keyword: string) => keyword.trim().toLowerCase().replace(/\s+/g, ' ');

export function simulateAttackSequence(
  weaponInputs: WeaponInput[],
  targetInput: TargetInput,
  contextInput: Partial<AttackContext>,
  trials: number,
  seed = 1,
  edition = '11th',
): MonteCarloResult {
  const reading = READING[edition as Edition];
  if (!reading) throw new Error(`No reading of edition ${edition}.`);
  const random = seededRandom(seed);
  const d6 = () => 1 + Math.floor(random() * 6);
  /** "3", "D6", "2D3", "D6+1" rolled. */
  const roll = (text: string | number | null | undefined): number => {
    if (text === null || text === undefined) return 0;
    const match = /^\s*(\d*)\s*[dD]\s*(3|6)\s*(?:\+\s*(\d+))?\s*$/.exec(String(text));
    if (!match) return Number(text);
    let sum = Number(match[3] ?? 0);
    for (let i = 0; i < Number(match[1] || 1); i += 1) sum += 1 + Math.floor(random() * Number(match[2]));
    return sum;
  };

  const context = {
    halfRange: contextInput.halfRange ?? false,
    charged: contextInput.charged ?? false,
    stationary: contextInput.stationary ?? false,
    indirect: contextInput.indirect ?? false,
    spotted: contextInput.spotted ?? false,
    attackerKeywords: contextInput.attackerKeywords ?? [],
  };
  const unitKeywords = new Set<string>((targetInput.keywords ?? []).map(lower));
  const targetHas = (keyword: string) => keyword.split('/').some((k) => unitKeywords.has(lower(k)));
  const bodyguard: Profile = {
    wounds: targetInput.wounds,
    save: targetInput.save,
    invulnerable: targetInput.invulnerable ?? null,
    feelNoPain: targetInput.feelNoPain ?? null,
    damageReduction: targetInput.damageReduction ?? 0,
    halveDamage: targetInput.halveDamage ?? false,
  };
  const characterInput = targetInput.character ?? null;
  const character: Profile | null = characterInput
    ? {
        wounds: characterInput.wounds,
        save: characterInput.save,
        invulnerable: characterInput.invulnerable ?? null,
        feelNoPain: characterInput.feelNoPain ?? null,
        damageReduction: characterInput.damageReduction ?? 0,
        halveDamage: characterInput.halveDamage ?? false,
      }
    : null;
  const bigAttacker = context.attackerKeywords.some((k) => ['monster', 'vehicle'].includes(lower(k)));

  /** A weapon's profile as it attacks this target, abilities switched off by their conditions. */
  const weapons = weaponInputs.map((w) => {
    const applies = (ability: string) => {
      const condition = (
        w.conditions as Record<string, { onlyAgainst?: string[]; notAgainst?: string[] }> | undefined
      )?.[ability];
      if (!condition) return true;
      const only = condition.onlyAgainst ?? [];
      if (only.length > 0 && !only.some(targetHas)) return false;
      return !(condition.notAgainst ?? []).some(targetHas);
    };
    const kind = w.kind ?? 'ranged';
    return {
      name: w.name,
      kind,
      models: w.models ?? 1,
      attacks: w.attacks,
      skill: w.skill,
      strength: w.strength,
      ap: w.ap,
      damage: w.damage,
      sustained: applies('sustainedHits') ? (w.sustainedHits ?? null) : null,
      lethal: applies('lethalHits') && (w.lethalHits ?? false),
      devastating: applies('devastatingWounds') && (w.devastatingWounds ?? false),
      twinLinked: applies('twinLinked') && (w.twinLinked ?? false),
      blast: applies('blast') && (w.blast ?? false) ? (w.blastValue ?? 1) : 0,
      heavy: applies('heavy') && (w.heavy ?? false),
      lance: applies('lance') && (w.lance ?? false),
      ignoresCover: applies('ignoresCover') && (w.ignoresCover ?? false),
      rapidFire: applies('rapidFire') ? (w.rapidFire ?? null) : null,
      melta: applies('melta') ? (w.melta ?? null) : null,
      anti: applies('anti') ? (w.anti ?? []) : [],
      precision: applies('precision') && (w.precision ?? false),
      indirectFire: w.indirectFire ?? false,
      hazardous: w.hazardous ?? false,
      psychic: w.psychic ?? false,
      cleave: w.cleave ?? 0,
      criticalHitOn: w.criticalHitOn ?? 6,
      hitModifier: w.hitModifier ?? 0,
      woundModifier: w.woundModifier ?? 0,
      rerollHits: (w.rerollHits ?? 'none') as Policy,
      rerollWounds: (w.rerollWounds ?? 'none') as Policy,
    };
  });
  type Armed = (typeof weapons)[number];
  /** A target no model of which is visible can only be attacked with Indirect Fire (not Torrent). */
  const canFire = (w: Armed) =>
    !(w.kind === 'ranged' && context.indirect && (!w.indirectFire || w.skill === null));

  const capOne = (value: number) => Math.max(-1, Math.min(1, value));
  /** One D6 test with at most one re-roll; `reroll` decides from the die and its result. */
  const test = (classify: (die: number) => Result, reroll: (die: number, result: Result) => boolean) => {
    const die = d6();
    const result = classify(die);
    return reroll(die, result) ? classify(d6()) : result;
  };
  const policyWants = (policy: Policy) => (die: number, result: Result) =>
    (policy === 'ones' && die === 1) ||
    (policy === 'failed' && result === 'fail') ||
    (policy === 'non-critical' && result !== 'critical');

  const maxLost = bodyguard.wounds * targetInput.models + (character?.wounds ?? 0);
  const damageCount = new Array<number>(maxLost + 1).fill(0);
  const slainCount = new Array<number>(targetInput.models + (character ? 2 : 1)).fill(0);
  let characterDeaths = 0;
  let damageSum = 0;
  let damageSquares = 0;
  const names = ['attacks', 'hits', 'wounds', 'unsaved', 'devastating'] as const;
  const sums = Object.fromEntries(names.map((n) => [n, [0, 0]])) as Record<(typeof names)[number], number[]>;
  let hazardSum = 0;
  let hazardSquares = 0;
  let hazardFailures = 0;

  for (let trial = 0; trial < trials; trial += 1) {
    // The unit: bodyguards alive, wounds left on the one being damaged, the Character's wounds left.
    let bodyguardsAlive = targetInput.models;
    let currentLeft = bodyguard.wounds;
    let characterLeft = character?.wounds ?? 0;
    let lost = 0;
    const count = { attacks: 0, hits: 0, wounds: 0, unsaved: 0, devastating: 0 };
    const waiting: Armed[] = [];
    let hazardTests = 0;

    /** Bodyguards before the Character, unless the attack may go to the Character first. */
    const allocate = (characterFirst: boolean): 'bodyguard' | 'character' | null => {
      if (characterFirst && characterLeft > 0) return 'character';
      if (bodyguardsAlive > 0) return 'bodyguard';
      return characterLeft > 0 ? 'character' : null;
    };
    /** Damage to one model; what it cannot take is lost. */
    const inflict = (model: 'bodyguard' | 'character', damage: number) => {
      if (model === 'character') {
        const taken = Math.min(damage, characterLeft);
        characterLeft -= taken;
        lost += taken;
        return;
      }
      const taken = Math.min(damage, currentLeft);
      currentLeft -= taken;
      lost += taken;
      if (currentLeft === 0) {
        bodyguardsAlive -= 1;
        currentLeft = bodyguard.wounds;
      }
    };
    /** Damage characteristic, divided, then added to, then reduced; rounded up; at least 1; FNP. */
    const damageRoll = (w: Armed, profile: Profile) => {
      const base = roll(w.damage);
      const melta = context.halfRange ? roll(w.melta) : 0;
      if (base + melta === 0) return 0;
      let value = reading.addBeforeHalving ? base + melta : base;
      if (profile.halveDamage) value /= 2;
      if (!reading.addBeforeHalving) value += melta;
      value -= profile.damageReduction;
      let damage = Math.max(1, Math.ceil(value));
      if (profile.feelNoPain !== null) {
        let kept = 0;
        for (let i = 0; i < damage; i += 1) if (d6() < profile.feelNoPain) kept += 1;
        damage = kept;
      }
      return damage;
    };
    const profileOf = (model: 'bodyguard' | 'character' | null) =>
      model === 'character' ? (character as Profile) : bodyguard;
    const covered = (w: Armed) =>
      w.kind === 'ranged' && !w.ignoresCover && ((targetInput.cover ?? false) || context.indirect);

    /** A save roll `die` against the model the attack goes to; inflicts damage when it fails. */
    const resolveSave = (w: Armed, die: number) => {
      const model = allocate(w.precision);
      const profile = profileOf(model);
      const coverBonus =
        reading.coverImprovesSave && covered(w) && !(w.ap === 0 && profile.save <= 3) ? 1 : 0;
      const armourNeed = profile.save - w.ap - coverBonus;
      const saved =
        die !== 1 && (die >= armourNeed || (profile.invulnerable !== null && die >= profile.invulnerable));
      if (saved) return;
      count.unsaved += 1;
      if (model === null) return;
      inflict(model, damageRoll(w, profile));
    };
    /** Saves waiting to be rolled together (11th), for the weapon being fired. */
    let saveQueue = 0;
    /** A wound that needs a saving throw: 10th allocate, save, then damage; 11th wait. */
    const savingThrow = (w: Armed) => {
      if (reading.savesTogether) saveQueue += 1;
      else resolveSave(w, d6());
    };
    /** A hit rolling to wound. */
    let toughness = targetInput.toughness;
    const woundRoll = (w: Armed) => {
      const s = w.strength;
      const t = toughness;
      const need = s >= 2 * t ? 2 : s > t ? 3 : s === t ? 4 : 2 * s <= t ? 6 : 5;
      const modifier = capOne(w.woundModifier + (w.lance && context.charged ? 1 : 0));
      const criticalOn = Math.min(6, ...w.anti.filter((a) => targetHas(a.keyword)).map((a) => a.threshold));
      const classify = (die: number): Result =>
        die === 1 ? 'fail' : die >= criticalOn ? 'critical' : die + modifier >= need ? 'hit' : 'fail';
      // Twin-linked: "you can re-roll that attack's Wound roll" — a failed one, or whatever the
      // other re-roll allows.
      const others = policyWants(w.rerollWounds);
      const result = test(classify, (die, r) => others(die, r) || (w.twinLinked && r === 'fail'));
      if (result === 'fail') return;
      count.wounds += 1;
      if (result === 'critical' && w.devastating) {
        count.devastating += 1;
        count.unsaved += 1;
        waiting.push(w);
      } else savingThrow(w);
    };

    for (const w of weapons) {
      const indirect = w.kind === 'ranged' && context.indirect;
      if (!canFire(w)) continue;
      if (w.hazardous) hazardTests += w.models;
      const alone = bodyguardsAlive === 0 && characterInput?.toughness;
      toughness = reading.characterOwnToughness && alone ? alone : targetInput.toughness;
      const unitSize = targetInput.models + (character ? 1 : 0);
      const cleave = reading.cleave && w.kind === 'melee' ? w.cleave : 0;
      for (let m = 0; m < w.models; m += 1) {
        let attacks = roll(w.attacks) + (w.blast + cleave) * Math.floor(unitSize / 5);
        if (context.halfRange) attacks += roll(w.rapidFire);
        for (let a = 0; a < attacks; a += 1) {
          count.attacks += 1;
          if (w.skill === null) {
            count.hits += 1;
            woundRoll(w);
            continue;
          }
          const psychic = w.psychic && reading.psychicIgnoresPenalties;
          const kept = (modifier: number) => (psychic ? Math.max(0, modifier) : modifier);
          let skill = w.skill;
          if (!reading.coverImprovesSave && covered(w) && !psychic) skill = Math.min(6, skill + 1);
          const modifier = capOne(
            kept(w.hitModifier) +
              (w.heavy && context.stationary ? 1 : 0) +
              kept(indirect ? reading.indirect.hitModifier : 0),
          );
          const lowest = indirect
            ? context.spotted
              ? reading.indirect.lowestHitSpotted
              : reading.indirect.lowestHit
            : 2;
          const classify = (die: number): Result =>
            die < lowest || die === 1
              ? 'fail'
              : die >= w.criticalHitOn
                ? 'critical'
                : die + modifier >= skill
                  ? 'hit'
                  : 'fail';
          const mayReroll = !indirect || reading.indirect.mayReroll;
          const hit = test(classify, (die, r) => mayReroll && policyWants(w.rerollHits)(die, r));
          if (hit === 'fail') continue;
          count.hits += 1;
          if (hit === 'critical') {
            if (w.lethal) {
              count.wounds += 1;
              savingThrow(w);
            } else woundRoll(w);
            const extra = roll(w.sustained);
            count.hits += extra;
            for (let e = 0; e < extra; e += 1) woundRoll(w);
          } else woundRoll(w);
        }
      }
      if (reading.savesTogether) {
        const dice = Array.from({ length: saveQueue }, d6).sort((a, b) => a - b);
        saveQueue = 0;
        for (const die of dice) resolveSave(w, die);
      }
      if (reading.devastatingAfterEachWeapon) {
        for (const waitingWeapon of waiting.splice(0)) {
          const model = allocate(waitingWeapon.precision && reading.precisionSteersDevastating);
          if (model === null) break;
          inflict(model, damageRoll(waitingWeapon, profileOf(model)));
        }
      }
    }
    // Devastating Wounds: allocated after all the other attacks, no saving throw, no spill. The
    // rules leave their order to the attacker; the convention shared with the engine: those with
    // the same Damage (and Melta) together, in the order that Damage first appears among the weapons.
    const damageKey = (w: Armed) =>
      [
        String(w.damage).replace(/\s+/g, '').toUpperCase(),
        context.halfRange ? w.melta : null,
        w.precision && reading.precisionSteersDevastating && character !== null,
      ].join('|');
    const firstSeen = new Map<string, number>();
    weapons.forEach((w, index) => {
      if (w.devastating && canFire(w) && !firstSeen.has(damageKey(w))) firstSeen.set(damageKey(w), index);
    });
    waiting.sort((a, b) => (firstSeen.get(damageKey(a)) ?? 0) - (firstSeen.get(damageKey(b)) ?? 0));
    for (const w of waiting) {
      const model = allocate(w.precision && reading.precisionSteersDevastating);
      if (model === null) break;
      inflict(model, damageRoll(w, profileOf(model)));
    }

    // Hazardous: after the unit's attacks, one test per Hazardous weapon that fired.
    let failedTests = 0;
    for (let test = 0; test < hazardTests; test += 1) if (d6() <= reading.hazard.failsUpTo) failedTests += 1;
    const mortal = failedTests * (bigAttacker ? reading.hazard.bigModels : reading.hazard.mortalWounds);
    hazardSum += mortal;
    hazardSquares += mortal * mortal;
    if (failedTests > 0) hazardFailures += 1;

    damageCount[lost] = (damageCount[lost] ?? 0) + 1;
    damageSum += lost;
    damageSquares += lost * lost;
    const characterDead = character !== null && characterLeft === 0;
    const slain = targetInput.models - bodyguardsAlive + (characterDead ? 1 : 0);
    slainCount[slain] = (slainCount[slain] ?? 0) + 1;
    if (characterDead) characterDeaths += 1;
    for (const name of names) {
      const pair = sums[name] as number[];
      pair[0] = (pair[0] as number) + count[name];
      pair[1] = (pair[1] as number) + count[name] ** 2;
    }
  }
  const stats = (sum: number, squares: number) => {
    const m = sum / trials;
    const variance = Math.max(0, squares / trials - m * m) * (trials / Math.max(1, trials - 1));
    return { mean: m, standardError: Math.sqrt(variance / trials) };
  };
  const damageStats = stats(damageSum, damageSquares);
  return {
    trials,
    damage: damageCount.map((c) => c / trials),
    modelsSlain: slainCount.map((c) => c / trials),
    characterSlain: characterDeaths / trials,
    meanDamage: damageStats.mean,
    damageStandardError: damageStats.standardError,
    totals: Object.fromEntries(
      names.map((n) => [n, stats((sums[n] as number[])[0] as number, (sums[n] as number[])[1] as number)]),
    ) as MonteCarloResult['totals'],
    hazardousMortalWounds: stats(hazardSum, hazardSquares),
    hazardousFailure: hazardFailures / trials,
  };
}
