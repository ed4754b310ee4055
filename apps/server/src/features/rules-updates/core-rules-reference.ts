import {
  type CoreRuleGroup,
  type EditionText,
  type SupportedEdition,
  tournamentEditions,
  type WoundTable,
} from '@muster/contracts';
import { coreRules, type EditionRules, editionRules, woundRollNeeded } from '@muster/dice';

/**
 * The core-rule numbers the dice engine uses, in words, for the Rules & Updates page. Every number
 * is read from the engine's own constants (`coreRules`, `editionRules`), never typed here, so the
 * page cannot drift from what the damage figures are computed with.
 */

/** Newest edition first: "11th" before "10th". */
const byEditionNumber = (a: string, b: string) => Number.parseInt(b, 10) - Number.parseInt(a, 10);
const engineEditions = () => Object.keys(editionRules).sort(byEditionNumber);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
/** Unmodified rolls from 1 to n: "1" or "1–2". */
const upTo = (n: number) =>
  n <= coreRules.unmodifiedRollAlwaysFails ? `${n}` : `${coreRules.unmodifiedRollAlwaysFails}–${n}`;

/** One wording per edition the engine models, editions with the same wording together. */
function perEdition(text: (rules: EditionRules) => string): EditionText[] {
  const merged: EditionText[] = [];
  for (const id of engineEditions()) {
    const wording = text(editionRules[id] as EditionRules);
    const same = merged.find((entry) => entry.text === wording);
    if (same) same.editions.push(id);
    else merged.push({ editions: [id], text: wording });
  }
  return merged;
}
const everyEdition = (text: string): EditionText[] => [{ editions: engineEditions(), text }];

const woundConditions: Record<EditionRules['woundTable'][number]['when'], string> = {
  double: 'Strength at least twice the Toughness',
  greater: 'Strength greater than the Toughness',
  equal: 'Strength equal to the Toughness',
  lesser: 'Strength less than the Toughness',
  half: 'Strength half the Toughness or less',
};

/** Strength/Toughness pairs shown under the table, worked by the engine's own woundRollNeeded. */
const woundExamplePairs: [strength: number, toughness: number][] = [
  [4, 4],
  [5, 4],
  [8, 4],
  [4, 5],
  [4, 8],
  [3, 7],
];

export function woundTables(): WoundTable[] {
  const tables: WoundTable[] = [];
  for (const id of engineEditions()) {
    const rules = editionRules[id] as EditionRules;
    const rows = [...rules.woundTable]
      .sort((a, b) => a.need - b.need)
      .map((row) => ({ condition: woundConditions[row.when], need: row.need }));
    const same = tables.find((table) => JSON.stringify(table.rows) === JSON.stringify(rows));
    if (same) {
      same.editions.push(id);
      continue;
    }
    tables.push({
      editions: [id],
      rows,
      examples: woundExamplePairs.map(([strength, toughness]) => ({
        strength,
        toughness,
        need: woundRollNeeded(rules, strength, toughness),
      })),
    });
  }
  return tables;
}

const damageSteps: Record<EditionRules['damageModifierOrder'][number], string> = {
  halve: 'halved',
  add: 'increased (Melta)',
  subtract: 'reduced ("subtract 1 from the Damage" abilities)',
};

function coverText(rules: EditionRules): string {
  const step = coreRules.coverStep;
  return rules.cover === 'save-bonus'
    ? `Against a ranged attack, a target with the Benefit of Cover adds ${step} to its armour saving throw, except models with a ${rules.coverDeniedAtSave}+ save or better against AP 0. Ignores Cover removes it.`
    : `Against a ranged attack, a target with the Benefit of Cover worsens the attack's BS by ${step} (never past ${rules.skillBounds.worst}+), on top of the ±${rules.rollModifierCap} hit-roll cap; the save is not changed. Ignores Cover removes it.`;
}

function indirectText(rules: EditionRules): string {
  const { indirectFire: fire } = rules;
  const spotted =
    fire.spottedFailsBelow !== fire.unmodifiedFailsBelow
      ? ` (${upTo(fire.spottedFailsBelow - 1)} when the unit remained stationary and a friendly unit can see the target)`
      : '';
  const parts = [
    fire.hitModifier !== 0 ? `${signed(fire.hitModifier)} to the hit roll` : null,
    `an unmodified hit roll of ${upTo(fire.unmodifiedFailsBelow - 1)} fails${spotted}`,
    fire.hitRerolls ? null : 'hit rolls cannot be re-rolled',
    fire.targetHasCover ? 'the target has the Benefit of Cover' : null,
  ].filter((part): part is string => part !== null);
  return `Fired at a unit none of whose models are visible: ${parts.join(', ')}.`;
}

function hazardousText(rules: EditionRules): string {
  const { failsOnOrBelow, mortalWounds, mortalWoundsMonsterOrVehicle } = rules.hazardous;
  const bigger =
    mortalWoundsMonsterOrVehicle !== mortalWounds
      ? ` (${mortalWoundsMonsterOrVehicle} for a Monster or Vehicle)`
      : '';
  return `After the unit fires, one test per model that fired a Hazardous weapon: an unmodified ${upTo(failsOnOrBelow)} fails, and the unit suffers ${plural(mortalWounds, 'mortal wound')} per failure${bigger}.`;
}

function devastatingText(rules: EditionRules): string {
  return [
    rules.devastatingWoundsAfter === 'weapon'
      ? 'A Critical Wound inflicts its damage with no saving throw, as mortal wounds after the normal damage of its own weapon (bodyguards first);'
      : 'A Critical Wound inflicts its damage with no saving throw, allocated after the volley’s other attacks;',
    rules.devastatingWoundsSpill
      ? 'damage beyond the model it is allocated to spills over to the next.'
      : 'damage beyond the model it is allocated to is lost.',
  ].join(' ');
}

function precisionText(rules: EditionRules): string {
  return rules.precisionOnDevastatingWounds
    ? 'Attacks may be allocated to an attached Character first, its Devastating Wounds included.'
    : 'Attacks may be allocated to an attached Character first; Devastating Wounds are not (they go to the bodyguards first).';
}

/** The engine's core-rule numbers by topic, each with the editions it applies to. */
export function coreRuleGroups(): CoreRuleGroup[] {
  const { criticalRoll, unmodifiedRollAlwaysFails, dieFaces } = coreRules;
  return [
    {
      id: 'rolls',
      title: 'Dice and rolls',
      rules: [
        {
          id: 'dice',
          name: 'Dice',
          applies: everyEdition(
            `Every roll is a D${dieFaces}. Figures are exact probabilities over every roll, not a simulation.`,
          ),
        },
        {
          id: 'unmodified-fail',
          name: `An unmodified ${unmodifiedRollAlwaysFails} always fails`,
          applies: everyEdition(
            `A hit roll, wound roll or saving throw of an unmodified ${unmodifiedRollAlwaysFails} fails, whatever the modifiers.`,
          ),
        },
        {
          id: 'critical',
          name: `An unmodified ${criticalRoll} is critical`,
          applies: everyEdition(
            `A hit or wound roll of an unmodified ${criticalRoll} is a Critical Hit or Critical Wound and always succeeds. A weapon may score them on less (“critical hits on 5+”, Anti-X).`,
          ),
        },
        {
          id: 'roll-modifier-cap',
          name: 'Hit and wound roll modifiers',
          applies: perEdition(
            (rules) =>
              `All modifiers together change a hit or wound roll by at most ±${rules.rollModifierCap}.`,
          ),
        },
        {
          id: 're-rolls',
          name: 'Re-rolls',
          applies: everyEdition(
            `A die is re-rolled at most ${times(coreRules.rerollsPerDie)}; the new roll stands. A re-roll may be of 1s, of failed rolls, or of every roll that is not critical (to fish for Critical Hits or Wounds).`,
          ),
        },
      ],
    },
    {
      id: 'hits',
      title: 'Hit roll',
      rules: [
        {
          id: 'torrent',
          name: 'Torrent',
          applies: everyEdition('The attacks hit automatically: no hit roll, so no Critical Hits.'),
        },
        {
          id: 'heavy',
          name: 'Heavy',
          applies: everyEdition(
            `${signed(coreRules.heavyHitBonus)} to the hit roll when the unit remained stationary (within the cap).`,
          ),
        },
        {
          id: 'sustained-hits',
          name: 'Sustained Hits X',
          applies: everyEdition('A Critical Hit scores X additional hits.'),
        },
        {
          id: 'lethal-hits',
          name: 'Lethal Hits',
          applies: everyEdition('A Critical Hit wounds automatically (no wound roll).'),
        },
        { id: 'cover', name: 'Benefit of Cover', applies: perEdition(coverText) },
        { id: 'indirect-fire', name: 'Indirect Fire', applies: perEdition(indirectText) },
      ],
    },
    {
      id: 'wounds',
      title: 'Wound roll',
      rules: [
        {
          id: 'lance',
          name: 'Lance',
          applies: everyEdition(
            `${signed(coreRules.lanceWoundBonus)} to the wound roll when the bearer charged this turn (within the cap).`,
          ),
        },
        {
          id: 'twin-linked',
          name: 'Twin-linked',
          applies: everyEdition('A failed wound roll is re-rolled.'),
        },
        {
          id: 'anti',
          name: 'Anti-X Y+',
          applies: everyEdition(
            'Against a target with the keyword X, an unmodified wound roll of Y+ is a Critical Wound.',
          ),
        },
        { id: 'devastating-wounds', name: 'Devastating Wounds', applies: perEdition(devastatingText) },
      ],
    },
    {
      id: 'saves',
      title: 'Saving throw',
      rules: [
        {
          id: 'invulnerable',
          name: 'AP and invulnerable saves',
          applies: everyEdition(
            `AP worsens the armour save only: an invulnerable save is never modified by AP, and the better of the two is rolled. A ${coreRules.noSave}+ save is no save.`,
          ),
        },
        {
          id: 'save-improvement-cap',
          name: 'Improving a save',
          applies: perEdition(
            (rules) => `A saving throw is never improved by more than +${rules.saveImprovementCap}.`,
          ),
        },
        { id: 'precision', name: 'Precision', applies: perEdition(precisionText) },
        {
          id: 'save-order',
          name: 'Saving throws against a led unit',
          applies: perEdition((rules) =>
            rules.saveOrder === 'lowest-first'
              ? 'A weapon’s saving throws are rolled together and resolved from the lowest result up against the current group: the bodyguards, then the attached Character.'
              : 'Each attack is allocated to a model, then saved with that model’s characteristics.',
          ),
        },
        {
          id: 'character-toughness',
          name: 'Toughness of a led unit',
          applies: perEdition((rules) =>
            rules.characterToughnessOnceAlone
              ? 'Wound rolls use the bodyguards’ Toughness; once they are all destroyed, the next weapon rolls against the Character’s own.'
              : 'Wound rolls use the bodyguards’ Toughness until the attacking unit has resolved all its attacks.',
          ),
        },
      ],
    },
    {
      id: 'attacks',
      title: 'Number of attacks',
      rules: [
        {
          id: 'blast',
          name: 'Blast',
          applies: perEdition(
            (rules) =>
              `${signed(coreRules.plainBlastAttacks)} attack for every ${rules.blastModelsPerBonus} models in the target unit, rounding down (Blast X: +X).${rules.cleave ? ' Cleave X, its melee counterpart, adds X the same way.' : ''}`,
          ),
        },
        {
          id: 'psychic',
          name: 'Psychic',
          applies: perEdition((rules) =>
            rules.psychicIgnoresModifiers
              ? 'A Psychic weapon ignores penalties to its BS/WS (cover included) and to the hit roll; bonuses still apply.'
              : 'No effect on the attack itself.',
          ),
        },
        {
          id: 'rapid-fire',
          name: 'Rapid Fire X',
          applies: everyEdition('+X attacks when the target is within half range.'),
        },
        { id: 'hazardous', name: 'Hazardous', applies: perEdition(hazardousText) },
      ],
    },
    {
      id: 'damage',
      title: 'Damage',
      rules: [
        {
          id: 'melta',
          name: 'Melta X',
          applies: everyEdition('+X to the Damage characteristic when the target is within half range.'),
        },
        {
          id: 'damage-modifiers',
          name: 'Damage modifiers',
          applies: perEdition(
            (rules) =>
              `The Damage characteristic is ${rules.damageModifierOrder.map((step) => damageSteps[step]).join(', then ')}; fractions round up at the end, and it is never below ${coreRules.minimumDamage}.`,
          ),
        },
        {
          id: 'feel-no-pain',
          name: 'Feel No Pain X+',
          applies: everyEdition('Each wound that would be lost is rolled for, and on X+ it is not lost.'),
        },
        {
          id: 'allocation',
          name: 'Allocation and excess damage',
          applies: everyEdition(
            'Attacks go to a wounded model first and to bodyguards before an attached Character; damage beyond the model an attack is allocated to is lost.',
          ),
        },
      ],
    },
  ];
}

/**
 * The editions the app supports: those the dice engine and events know, the game data's own
 * marked current, newest first.
 */
export function supportedEditions(dataEdition: string): SupportedEdition[] {
  const ids = [...new Set([dataEdition, ...Object.keys(editionRules), ...tournamentEditions])].sort(
    byEditionNumber,
  );
  return ids.map((id) => {
    const rules = editionRules[id];
    return {
      id,
      name: rules?.name ?? `Warhammer 40,000 ${id} edition`,
      status: id === dataEdition ? 'current' : 'still-played',
      gameData: id === dataEdition,
      diceEngine: rules !== undefined,
      events: (tournamentEditions as readonly string[]).includes(id),
      engineNote: rules?.note ?? '',
      notModelled: rules?.notModelled ?? [],
    };
  });
}
