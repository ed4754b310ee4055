// The target unit's state through a volley, and the Markov chain over it that the exact engine
// steps attack by attack (attack-sequence.ts, weapon-by-weapon.ts).
import type { Distribution } from './distribution';
import type { ModelProfile } from './weapon-plan';

/**
 * The state of the target unit: wounds lost by the bodyguards (b, 0 … models × wounds; one model
 * at a time, a wounded model first) and by the Character (c, 0 … its wounds). Index b + (B+1)·c.
 */
export class UnitState {
  readonly bodyguardPool: number;
  readonly size: number;
  readonly dead: number;
  constructor(
    readonly bodyguard: ModelProfile,
    readonly bodyguards: number,
    readonly character: ModelProfile | null,
  ) {
    this.bodyguardPool = bodyguards * bodyguard.wounds;
    this.size = (this.bodyguardPool + 1) * ((character?.wounds ?? 0) + 1);
    this.dead = this.size - 1;
  }
  bodyguardLost = (index: number) => index % (this.bodyguardPool + 1);
  characterLost = (index: number) => Math.floor(index / (this.bodyguardPool + 1));
  /** The model an attack is allocated to: 'character', 'bodyguard' or null once all are dead. */
  allocate(index: number, characterFirst: boolean): 'character' | 'bodyguard' | null {
    const characterAlive = this.character !== null && this.characterLost(index) < this.character.wounds;
    if (characterFirst && characterAlive) return 'character';
    if (this.bodyguardLost(index) < this.bodyguardPool) return 'bodyguard';
    return characterAlive ? 'character' : null;
  }
  /** The state after `damage` is inflicted on the allocated model; the excess is lost (or spills). */
  inflict(index: number, damage: number, characterFirst: boolean, spill: boolean): number {
    let b = this.bodyguardLost(index);
    let c = this.characterLost(index);
    let left = damage;
    let first = characterFirst;
    while (left > 0) {
      const model = this.allocate(b + (this.bodyguardPool + 1) * c, first);
      if (model === null) break;
      const room =
        model === 'character'
          ? (this.character as ModelProfile).wounds - c
          : this.bodyguard.wounds - (b % this.bodyguard.wounds);
      const taken = Math.min(room, left);
      if (model === 'character') c += taken;
      else b += taken;
      left = spill ? left - taken : 0;
      first = false;
    }
    return b + (this.bodyguardPool + 1) * c;
  }
}

export const bump = (array: Float64Array, index: number, add: number) => {
  array[index] = (array[index] as number) + add;
};

/** A sparse transition between unit states, per state: the states it can go to and how likely. */
export type Transition = { start: Int32Array; to: Int32Array; p: Float64Array };

export function transition(unit: UnitState, outcomes: (index: number) => [number, number][]): Transition {
  const start = new Int32Array(unit.size + 1);
  const to: number[] = [];
  const p: number[] = [];
  for (let index = 0; index < unit.size; index += 1) {
    start[index] = to.length;
    const merged = new Map<number, number>();
    for (const [next, q] of outcomes(index)) if (q > 0) merged.set(next, (merged.get(next) ?? 0) + q);
    for (const [next, q] of merged) {
      to.push(next);
      p.push(q);
    }
  }
  start[unit.size] = to.length;
  return { start, to: Int32Array.from(to), p: Float64Array.from(p) };
}

/**
 * The joint distribution of the unit state and of the Devastating Wounds still waiting to be
 * allocated (one counter per group of identical Devastating Wounds weapons), as one dense vector:
 * index = unit state + size × Σ counter·stride.
 */
export class Chain {
  vector: Float64Array;
  /** Blocks (counter values) that may hold probability so far; the rest are skipped. */
  readonly active: Uint8Array;
  constructor(
    readonly unit: UnitState,
    readonly blocks: number,
  ) {
    this.vector = new Float64Array(unit.size * blocks);
    this.vector[0] = 1;
    this.active = new Uint8Array(blocks);
    this.active[0] = 1;
  }
  apply(from: Float64Array, step: Transition): Float64Array {
    const { size } = this.unit;
    const out = new Float64Array(from.length);
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      const base = block * size;
      for (let index = 0; index < size; index += 1) {
        const q = from[base + index] as number;
        if (q === 0) continue;
        for (let k = step.start[index] as number; k < (step.start[index + 1] as number); k += 1)
          bump(out, base + (step.to[k] as number), q * (step.p[k] as number));
      }
    }
    return out;
  }
  /** Adds weight × (from with m added to a group's counter, capped) into `into`. */
  shiftInto(into: Float64Array, from: Float64Array, stride: number, cap: number, m: number, weight: number) {
    const { size } = this.unit;
    const reached: number[] = [];
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      const counter = Math.floor(block / stride) % (cap + 1);
      const source = block * size;
      const targetBlock = block + (Math.min(cap, counter + m) - counter) * stride;
      reached.push(targetBlock);
      const target = targetBlock * size;
      for (let index = 0; index < size; index += 1) {
        const q = from[source + index] as number;
        if (q !== 0) bump(into, target + index, weight * q);
      }
    }
    for (const block of reached) this.active[block] = 1;
  }
  /** into += weight × from, over the active blocks. */
  addInto(into: Float64Array, from: Float64Array, weight: number) {
    if (weight === 0) return;
    const { size } = this.unit;
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      for (let i = block * size; i < (block + 1) * size; i += 1) bump(into, i, weight * (from[i] as number));
    }
  }
  /** Expected value of f(unit state) under `vector`. */
  expect(from: Float64Array, f: Float64Array): number {
    const { size } = this.unit;
    let sum = 0;
    for (let block = 0; block < this.blocks; block += 1) {
      if (!this.active[block]) continue;
      const base = block * size;
      for (let index = 0; index < size; index += 1) {
        const q = from[base + index] as number;
        if (q !== 0) sum += q * (f[index] as number);
      }
    }
    return sum;
  }
}

export const addInto = (into: Float64Array, add: Float64Array, weight: number) => {
  if (weight === 0) return;
  for (let i = 0; i < into.length; i += 1) bump(into, i, weight * (add[i] as number));
};
export const tailsOf = (d: Distribution) => {
  const tails = new Array<number>(d.length + 1).fill(0);
  for (let k = d.length - 1; k >= 0; k -= 1) tails[k] = (tails[k + 1] ?? 0) + (d[k] ?? 0);
  return tails;
};

/** Σ_k P(count = k) · step^k(vector); step also receives P(count ≥ k). */
export function repeat(
  chain: Chain,
  vector: Float64Array,
  count: Distribution,
  step: (from: Float64Array, atLeast: number) => Float64Array,
): Float64Array {
  const out = new Float64Array(vector.length);
  chain.addInto(out, vector, count[0] ?? 0);
  const tails = tailsOf(count);
  let current = vector;
  for (let k = 1; k < count.length; k += 1) {
    if ((tails[k] ?? 0) <= 0) break;
    current = step(current, tails[k] as number);
    chain.addInto(out, current, count[k] ?? 0);
  }
  return out;
}
