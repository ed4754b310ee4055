import { type StatLine, unknownStats, type WeaponProfile } from '@muster/roster-import';
import type { GameData, UnitView, WeaponView } from './game-data';

type WeaponKeyword = { keyword_id: string; parameters?: Record<string, unknown> };

const words = (id: string) =>
  id
    .split('-')
    .map((word, index) => (index === 0 || word.length > 3 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ')
    .replace('Twin Linked', 'Twin-linked');

/**
 * A keyword as a datasheet prints it ("Sustained Hits 1", "Anti-Vehicle 3+", "Blast 2"), with the
 * data's conditions kept visible ("Devastating Wounds (only against Infantry)") so the dice engine
 * can apply them by the target's keywords.
 */
export function keywordText({ keyword_id: id, parameters = {} }: WeaponKeyword): string {
  const value = parameters.value;
  let text: string;
  if (id === 'anti' && typeof parameters.target_keyword === 'string') {
    text = `Anti-${parameters.target_keyword} ${parameters.threshold}+`;
  } else {
    text = words(id) + (value !== undefined ? ` ${String(value)}` : '');
    if (typeof parameters.target_keyword === 'string') text += ` (${parameters.target_keyword})`;
  }
  const only = parameters.required_target_keywords_any;
  const except = parameters.excluded_target_keywords;
  if (Array.isArray(only)) text += ` (only against ${only.join(' or ')})`;
  if (Array.isArray(except)) text += ` (not against ${except.join(' or ')})`;
  return text;
}

/** A profile only some targets can be attacked with ("Only against Monster or Vehicle"). */
function targetRestriction(line: { target_restrictions?: { required_keywords_any?: string[] } }): string[] {
  const only = line.target_restrictions?.required_keywords_any;
  return only && only.length > 0 ? [`Only against ${only.join(' or ')}`] : [];
}

const inches = (value: unknown) => (typeof value === 'number' ? `${value}"` : String(value ?? '-'));
const plus = (value: unknown) => (typeof value === 'number' ? `${value}+` : String(value ?? '-'));
const text = (value: unknown) => (value === null || value === undefined ? '-' : String(value));

/**
 * A weapon's profiles as datasheet lines, each carrying `count` copies. A weapon with several
 * profiles (Krak / Frag, Standard / Supercharge) names each "Weapon – Profile": the analysis fires
 * one of them per target, never all. Melee or ranged is decided per profile (11th edition weapons
 * may carry both).
 */
export function weaponLines(data: GameData, weapon: WeaponView, count: number): WeaponProfile[] {
  const profiles = weapon.raw.profiles;
  // Some profiles repeat their weapon's name ("Plasma Incinerator - Standard"): print it once.
  const label = (profile: string) => {
    if (!profile.toLowerCase().startsWith(weapon.name.toLowerCase())) return profile;
    return profile.slice(weapon.name.length).replace(/^\s*[-–—:]\s*/, '') || profile;
  };
  return profiles.map((line) => {
    const melee = data.isMeleeProfile(line);
    const stat = line.stats as Record<string, unknown>;
    return {
      name: profiles.length > 1 ? `${weapon.name} – ${label(line.name)}` : weapon.name,
      kind: melee ? ('melee' as const) : ('ranged' as const),
      range: melee ? 'Melee' : inches(line.range),
      attacks: text(stat.A),
      skill: plus(melee ? stat.WS : stat.BS),
      strength: text(stat.S),
      ap: text(stat.AP),
      damage: text(stat.D),
      keywords: [
        ...((line.keywords ?? []) as WeaponKeyword[]).map(keywordText),
        ...targetRestriction(line as { target_restrictions?: { required_keywords_any?: string[] } }),
      ],
      count,
    };
  });
}

/** A datasheet's stat line (its first model profile) in the roster model's strings. */
export function datasheetStats(unit: UnitView): StatLine {
  const profile = unit.profileAt(0);
  const stats = unknownStats();
  stats.M = inches(profile.M);
  stats.T = text(profile.T);
  stats.SV = plus(profile.Sv);
  stats.W = text(profile.W);
  stats.LD = plus(profile.Ld);
  stats.OC = text(profile.OC);
  return stats;
}

/** The datasheet's abilities by name, its invulnerable save first (the data carries no rules text). */
export function datasheetAbilities(unit: UnitView): { name: string; description: string }[] {
  const abilities = unit.abilities.map((ability) => ({
    name: ability.name,
    description: ability.describe(),
  }));
  const invulnerable = unit.profileAt(0).invuln_sv;
  if (typeof invulnerable === 'number') {
    abilities.unshift({ name: 'Invulnerable Save', description: `${invulnerable}+ invulnerable save` });
  }
  return abilities;
}

export const roleName = (role: unknown) => words(String(role ?? 'other'));
