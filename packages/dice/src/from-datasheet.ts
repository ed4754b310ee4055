import type { KeywordCondition, TargetInput, WeaponInput } from './attack-profile';
import type { ConditionalAbility } from './attack-profile-options';
import { coreRules } from './core-rules';

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
const NO_EFFECT_HERE = new Set(['assault', 'hunter']);

type Abilities = Partial<WeaponInput> & {
  conditions?: Partial<Record<ConditionalAbility, KeywordCondition>>;
};

/** "Vehicle", "Monster or Vehicle", "Monster, Vehicle", "Monster/Vehicle" → keywords. */
const keywordList = (text: string) =>
  text
    .split(/\s*(?:,|\/|\bor\b|\band\b)\s*/i)
    .map((k) => k.trim())
    .filter(Boolean);

/**
 * A keyword's condition on the target: "X (only against K1 or K2)", "X (not against K)",
 * "X (excluding K)" or the 11th-edition scoped form "X: K". Returns the bare keyword and the
 * condition, or no condition.
 */
function splitCondition(keyword: string): { bare: string; condition?: KeywordCondition } {
  const bracket = /^(.+?)\s*\(\s*(only against|not against|excluding|except against)\s+(.+?)\s*\)$/i.exec(
    keyword,
  );
  if (bracket?.[1] && bracket[2] && bracket[3]) {
    const list = keywordList(bracket[3]);
    const only = bracket[2].toLowerCase() === 'only against';
    return { bare: bracket[1], condition: { onlyAgainst: only ? list : [], notAgainst: only ? [] : list } };
  }
  const scoped = /^([^:]+?)\s*:\s*(.+)$/.exec(keyword);
  if (scoped?.[1] && scoped[2])
    return { bare: scoped[1], condition: { onlyAgainst: keywordList(scoped[2]), notAgainst: [] } };
  return { bare: keyword };
}

/** Reads one keyword; returns the weapon fields it sets and the ability a condition would apply to. */
function readKeyword(keyword: string): { set: Abilities; ability?: ConditionalAbility } | null {
  const lower = keyword.toLowerCase().replace(/\s+/g, ' ');
  const valued = (name: string) => {
    const match = new RegExp(`^${name}\\s+(\\S+)$`, 'i').exec(keyword);
    return match?.[1] && diceLike.test(match[1]) ? match[1].toUpperCase() : null;
  };
  const only = /^only against (.+)$/i.exec(keyword);
  if (only?.[1]) return { set: { onlyAgainst: keywordList(only[1]) } };
  const sustained = valued('sustained hits');
  if (sustained) return { set: { sustainedHits: sustained }, ability: 'sustainedHits' };
  const rapid = valued('rapid fire');
  if (rapid) return { set: { rapidFire: rapid }, ability: 'rapidFire' };
  const melta = valued('melta');
  if (melta) return { set: { melta }, ability: 'melta' };
  const blast = /^blast(?:\s+([1-6]))?$/i.exec(keyword);
  if (blast)
    return {
      set: { blast: true, blastValue: blast[1] ? Number(blast[1]) : coreRules.plainBlastAttacks },
      ability: 'blast',
    };
  const cleave = /^cleave(?:\s+([1-6]))?$/i.exec(keyword);
  if (cleave) return { set: { cleave: cleave[1] ? Number(cleave[1]) : 1 } };
  const anti = /^anti-(.+?)\s+([2-6])\+$/i.exec(keyword);
  if (anti?.[1])
    return { set: { anti: [{ keyword: anti[1].trim(), threshold: Number(anti[2]) }] }, ability: 'anti' };
  const flags: Record<string, [Abilities, ConditionalAbility?]> = {
    'lethal hits': [{ lethalHits: true }, 'lethalHits'],
    'devastating wounds': [{ devastatingWounds: true }, 'devastatingWounds'],
    'twin-linked': [{ twinLinked: true }, 'twinLinked'],
    torrent: [{ skill: null }],
    heavy: [{ heavy: true }, 'heavy'],
    lance: [{ lance: true }, 'lance'],
    'ignores cover': [{ ignoresCover: true }, 'ignoresCover'],
    precision: [{ precision: true }, 'precision'],
    'indirect fire': [{ indirectFire: true }],
    'one shot': [{ oneShot: true }],
    hazardous: [{ hazardous: true }],
    'extra attacks': [{ extraAttacks: true }],
    pistol: [{ pistol: true }],
    'close-quarters': [{ pistol: true }],
    'close quarters': [{ pistol: true }],
    psychic: [{ psychic: true }],
  };
  const flag = flags[lower];
  if (flag) return { set: flag[0], ...(flag[1] ? { ability: flag[1] } : {}) };
  return null;
}

/**
 * Reads weapon abilities from keywords: "Sustained Hits D3", "Anti-Infantry 4+", "Melta 2",
 * "Blast 2", conditional ones such as "Lethal Hits (not against Monster or Vehicle)". Keywords it
 * cannot read go to `unknown`.
 */
function readKeywords(keywords: string[], unknown: string[] = []): Abilities {
  const out: Abilities = {};
  const anti: { keyword: string; threshold: number }[] = [];
  const conditions: Partial<Record<ConditionalAbility, KeywordCondition>> = {};
  for (const raw of keywords) {
    const keyword = raw.trim().replace(/\s+/g, ' ');
    const { bare, condition } = splitCondition(keyword);
    const read = readKeyword(bare);
    if (!read) {
      const lower = bare.toLowerCase();
      if (!NO_EFFECT_HERE.has(lower) && !/^hunter\b/i.test(bare)) unknown.push(keyword);
      continue;
    }
    if (condition && !read.ability) {
      unknown.push(keyword);
      continue;
    }
    const { anti: antiEntries, ...rest } = read.set;
    Object.assign(out, rest);
    if (antiEntries) anti.push(...antiEntries);
    if (condition && read.ability) conditions[read.ability] = condition;
  }
  if (anti.length > 0) out.anti = anti;
  if (Object.keys(conditions).length > 0) out.conditions = conditions;
  return out;
}

export class DatasheetError extends Error {}

/** Keywords on a profile that the engine does not model. */
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
    kind: line.kind,
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
