// The exact engine against a 100,000-trial Monte Carlo of the same attack: a 20-model unit firing
// three weapon profiles. Prints median times and their ratio. Run with `npm run bench`.
import { resolveAttackSequence } from '../src/resolve-attack-sequence';
import { simulateAttackSequence } from '../src/test-support/monte-carlo';

const weapons = [
  {
    name: 'Bolt rifle',
    models: 18,
    attacks: '2',
    skill: 3,
    strength: 4,
    ap: -1,
    damage: '1',
    sustainedHits: '1',
  },
  { name: 'Plasma gun', models: 2, attacks: '1', skill: 3, strength: 8, ap: -3, damage: '2', rapidFire: '1' },
  {
    name: 'Power fist',
    models: 2,
    attacks: '3',
    skill: 3,
    strength: 8,
    ap: -2,
    damage: '2',
    lethalHits: true,
  },
];
const target = { name: 'Terminators', models: 10, wounds: 3, toughness: 5, save: 2, invulnerable: 4 };
const context = { halfRange: true };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const time = (run: () => unknown, repeats: number) =>
  median(
    Array.from({ length: repeats }, () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    }),
  );

const exactMs = time(() => resolveAttackSequence(weapons, target, context), 21);
const sampledMs = time(() => simulateAttackSequence(weapons, target, context, 100_000, 7), 3);
const exact = resolveAttackSequence(weapons, target, context);
console.log('20 models, 3 weapon profiles vs 10 Terminators (median of runs):');
console.log(
  `exact distribution      ${exactMs.toFixed(2).padStart(9)} ms   mean damage ${exact.meanDamage.toFixed(3)}`,
);
console.log(`Monte Carlo, 100k trials ${sampledMs.toFixed(2).padStart(8)} ms`);
console.log(`ratio (sampling / exact) ${(sampledMs / exactMs).toFixed(0).padStart(8)} ×`);
