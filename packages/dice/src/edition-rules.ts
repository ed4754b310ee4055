/**
 * The core-rule numbers the engine uses, per edition, as data. An edition that changes a number
 * changes it here, not in the engine.
 */
export type EditionRules = {
  id: string;
  name: string;
  /** Hit and wound rolls: modifiers are capped at ± this. */
  rollModifierCap: number;
  /** A saving throw is never improved by more than this (cover included). */
  saveImprovementCap: number;
  /** Against AP 0, models with this save or better gain nothing from cover. */
  coverDeniedAtSave: number;
  /** Wound roll needed by strength against toughness, first matching row wins. */
  woundTable: { when: 'double' | 'greater' | 'equal' | 'half' | 'lesser'; need: number }[];
  /** Devastating Wounds' damage is lost past the model it is allocated to (Dec 2024 commentary). */
  devastatingWoundsSpill: boolean;
  /** Source of the numbers above. */
  note: string;
};

const tenth: EditionRules = {
  id: '10th',
  name: 'Warhammer 40,000 10th edition',
  rollModifierCap: 1,
  saveImprovementCap: 1,
  coverDeniedAtSave: 3,
  woundTable: [
    { when: 'double', need: 2 },
    { when: 'greater', need: 3 },
    { when: 'equal', need: 4 },
    { when: 'half', need: 6 },
    { when: 'lesser', need: 5 },
  ],
  devastatingWoundsSpill: false,
  note: 'Core rules with the December 2024 rules commentary (Devastating Wounds do not spill over).',
};

export const editionRules: Record<string, EditionRules> = {
  '10th': tenth,
  // Every number modelled here is as in 10th; change this entry where the 11th-edition text differs.
  '11th': {
    ...tenth,
    id: '11th',
    name: 'Warhammer 40,000 11th edition',
    note: 'The attack sequence as in 10th edition, with the December 2024 rules commentary.',
  },
};

export const defaultEdition = '11th';

export function woundRollNeeded(rules: EditionRules, strength: number, toughness: number): number {
  for (const row of rules.woundTable) {
    const applies =
      (row.when === 'double' && strength >= 2 * toughness) ||
      (row.when === 'greater' && strength > toughness) ||
      (row.when === 'equal' && strength === toughness) ||
      (row.when === 'half' && strength * 2 <= toughness) ||
      (row.when === 'lesser' && strength < toughness);
    if (applies) return row.need;
  }
  throw new Error(`No wound-table row for S${strength} against T${toughness}.`);
}
