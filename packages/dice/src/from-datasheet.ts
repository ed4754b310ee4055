import type { TargetInput, WeaponInput } from './attack-profile';

/** A weapon line as list builders and data sets print it: "3+", "-1", "D6+1", keyword strings. */
export type DatasheetWeapon = {
  name: string;
  kind: 'ranged' | 'melee';
  attacks: string;
  skill: string;
  strength: string;
  ap: string;
  damage: string;
  keywords: string[];
};

const diceLike = /^(\d*D[36](\+\d+)?|\d+)$/i;
const plain = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Keywords that change nothing in a single attack sequence against one unit. */
const NO_EFFECT_HERE = new Set([
  'assault',
  'pistol',
  'precision',
  'hazardous',
  'indirect fire',
  'psychic',
  'one shot',
  'extra attacks',
]);

/** Reads weapon abilities from keywords: "Sustained Hits D3", "Anti-Infantry 4+", "Melta 2", … */
function readKeywords(keywords: string[], unknown: string[] = []): Partial<WeaponInput> {
  const out: Partial<WeaponInput> = {};
  const anti: { keyword: string; threshold: number }[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim();
    const lower = keyword.toLowerCase();
    const sustained = /^sustained hits\s+(\S+)$/i.exec(keyword);
    const rapid = /^rapid fire\s+(\S+)$/i.exec(keyword);
    const melta = /^melta\s+(\S+)$/i.exec(keyword);
    const antiMatch = /^anti-(.+?)\s+([2-6])\+$/i.exec(keyword);
    if (sustained?.[1] && diceLike.test(sustained[1])) out.sustainedHits = sustained[1].toUpperCase();
    else if (rapid?.[1] && diceLike.test(rapid[1])) out.rapidFire = rapid[1].toUpperCase();
    else if (melta?.[1] && diceLike.test(melta[1])) out.melta = melta[1].toUpperCase();
    else if (antiMatch?.[1]) anti.push({ keyword: antiMatch[1].trim(), threshold: Number(antiMatch[2]) });
    else if (lower === 'lethal hits') out.lethalHits = true;
    else if (lower === 'devastating wounds') out.devastatingWounds = true;
    else if (lower === 'twin-linked') out.twinLinked = true;
    else if (lower === 'torrent') out.skill = null;
    else if (lower === 'blast') out.blast = true;
    else if (lower === 'heavy') out.heavy = true;
    else if (lower === 'lance') out.lance = true;
    else if (lower === 'ignores cover') out.ignoresCover = true;
    else if (!NO_EFFECT_HERE.has(lower)) unknown.push(keyword);
  }
  if (anti.length > 0) out.anti = anti;
  return out;
}

export class DatasheetError extends Error {}

/** Keywords on a profile that the engine does not model (conditional or edition-specific ones). */
export function unmodelledKeywords(keywords: string[]): string[] {
  const unknown: string[] = [];
  readKeywords(keywords, unknown);
  return unknown;
}

/**
 * A profile printed on a datasheet or in a roster file, as engine input; refuses lines it cannot
 * read rather than guessing (e.g. "Blast" weapons with a strength of "User").
 */
export function weaponFromDatasheet(line: DatasheetWeapon, models = 1): WeaponInput {
  const skill = /^([2-6])\+$/.exec(line.skill.trim());
  const strength = Number(line.strength.trim());
  const ap = Number(line.ap.trim().replace('−', '-')) || 0;
  const attacks = plain(line.attacks);
  const damage = plain(line.damage);
  const abilities = readKeywords(line.keywords);
  if (!diceLike.test(attacks) || !diceLike.test(damage) || !Number.isInteger(strength) || strength < 1) {
    throw new DatasheetError(
      `"${line.name}" has a profile the simulator cannot read (A ${line.attacks}, S ${line.strength}, D ${line.damage}).`,
    );
  }
  if (!skill && abilities.skill !== null) {
    throw new DatasheetError(`"${line.name}" has no skill value (${line.skill}).`);
  }
  return {
    name: line.name,
    models,
    attacks,
    skill: abilities.skill === null ? null : Number(skill?.[1]),
    strength,
    ap: Math.min(0, ap),
    damage,
    ...abilities,
  };
}

/** A defending unit from its characteristics ("3+", "4"), abilities and keywords. */
export function targetFromDatasheet(unit: {
  name: string;
  models: number;
  stats: { T: string; SV: string; W: string };
  abilities: { name: string; description: string }[];
  keywords: string[];
}): TargetInput {
  const number = (text: string) => Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
  const toughness = number(unit.stats.T);
  const save = number(unit.stats.SV);
  const wounds = number(unit.stats.W);
  if ([toughness, save, wounds].some((value) => !Number.isFinite(value))) {
    throw new DatasheetError(`"${unit.name}" has no toughness, save or wounds in its file.`);
  }
  const ability = (pattern: RegExp) => {
    for (const { name, description } of unit.abilities) {
      const found = pattern.exec(`${name} ${description}`);
      if (found?.[1]) return Number(found[1]);
    }
    return null;
  };
  return {
    name: unit.name,
    models: Math.max(1, unit.models),
    wounds,
    toughness,
    save,
    invulnerable: ability(/invulnerable save[^0-9]{0,40}([2-6])\+/i),
    feelNoPain: ability(/feel no pain\s*([2-6])\+/i),
    keywords: unit.keywords,
  };
}
