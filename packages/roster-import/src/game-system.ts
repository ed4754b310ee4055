/**
 * Which game a list is for. Muster analyses Warhammer 40,000; BattleScribe and New Recruit also
 * write Age of Sigmar, Kill Team, Horus Heresy… lists in the same format, and their game system
 * name (or id, when the name is missing) says so.
 */

/** BattleScribe game system ids seen in real files (data repositories keep them across editions). */
const GAME_SYSTEM_IDS: Record<string, string> = {
  '28ec-711c-d87f-3aeb': 'Warhammer 40,000',
  'sys-352e-adc2-7639-d6a9': 'Warhammer 40,000 10th Edition',
  'e51d-b1a3-75fc-dc33': 'Age of Sigmar',
  'e51d-b1a3-75fc-dc3g': 'Age of Sigmar 4.0',
  'a467-5f42-d24c-6e5b': 'Warhammer 40,000: Kill Team (2018)',
  '3b7e-7dab-f79f-2e74': 'Warhammer 40,000: Kill Team (2021)',
  'sys-9fe4-1dc3-b7c2-73cf': 'Horus Heresy 3rd Edition',
};

export function gameSystemFromId(id: string | undefined): string | null {
  return (id && GAME_SYSTEM_IDS[id.trim()]) || null;
}

/** Games checked before "40,000", since Kill Team's name contains it. */
const OTHER_GAMES: [RegExp, string][] = [
  [/kill ?team/i, 'Kill Team'],
  [/age of sigmar|\bAoS\b/i, 'Age of Sigmar'],
  [/horus heresy|\b30k\b/i, 'Horus Heresy'],
  [/necromunda/i, 'Necromunda'],
  [/old world/i, 'The Old World'],
  [/legions imperialis/i, 'Legions Imperialis'],
  [/titanicus/i, 'Adeptus Titanicus'],
  [/blood ?bowl/i, 'Blood Bowl'],
  [/warcry/i, 'Warcry'],
];

/**
 * The name of the game a list is for when it is not Warhammer 40,000, or null when it is (or the
 * list does not say).
 */
export function otherGame(gameSystem: string | null): string | null {
  const name = gameSystem?.trim();
  if (!name) return null;
  for (const [pattern, game] of OTHER_GAMES) if (pattern.test(name)) return game;
  if (/40,?000|\b40k\b/i.test(name)) return null;
  return name;
}

/** "This is an Age of Sigmar list, not Warhammer 40,000: …". */
export function otherGameMessage(game: string): string {
  const article = /^[aeiou]/i.test(game) ? 'an' : 'a';
  return `This is ${article} ${game} list, not Warhammer 40,000: Muster's analysis and events are for 40k.`;
}
