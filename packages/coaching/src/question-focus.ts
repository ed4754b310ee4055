import type { CoachingTopicType } from '@muster/contracts';
import { matchKey } from '@muster/roster-import';

/** What a question is about. A question can touch several; the first is answered first. */
export type Focus =
  | { kind: 'unit'; unitIndex: number }
  | { kind: 'archetype'; targetId: ArchetypeId; mentioned: string }
  | { kind: 'deployment' }
  | { kind: 'targets' }
  | { kind: 'list' }
  | { kind: 'objectives' }
  | { kind: 'durability' }
  | { kind: 'command_points' }
  | { kind: 'fundamentals' };

export type ArchetypeId = 'horde' | 'heavy-infantry' | 'battle-tank' | 'monster' | 'knight';

/**
 * Words that place an opponent among the reference targets the dice engine measures against.
 * Coaching data, not rules: a faction fields many kinds of unit, so this names the typical threat.
 */
const archetypeWords: { targetId: ArchetypeId; pattern: RegExp }[] = [
  {
    targetId: 'knight',
    pattern: /\b(imperial knights?|chaos knights?|knights?|titans?|super-?heav\w*|wraithknights?)\b/i,
  },
  {
    targetId: 'battle-tank',
    pattern: /\b(tanks?|vehicles?|armou?r|mechani[sz]ed|land raiders?|predators?|leman russ)\b/i,
  },
  { targetId: 'monster', pattern: /\b(monsters?|monstrous|carnifex\w*|daemon princes?|big bugs?)\b/i },
  {
    targetId: 'heavy-infantry',
    pattern: /\b(custodes|custodians?|terminators?|grey knights?|heavy infantry|elite infantry|deathwing)\b/i,
  },
  {
    targetId: 'horde',
    pattern:
      /\b(hordes?|orks?|boyz|tyranids?|gaunts?|guard|astra militarum|guardsmen|cultists?|poxwalkers?|swarms?)\b/i,
  },
];

const focusWords: { kind: Exclude<Focus['kind'], 'unit' | 'archetype'>; pattern: RegExp }[] = [
  {
    kind: 'deployment',
    pattern:
      /\b(deploy\w*|set ?up|reserves?|deep strike|infiltrat\w*|scout\w*|screen\w*|turn one|first turn)\b/i,
  },
  {
    kind: 'targets',
    pattern: /\b(targets?|priorit\w*|kill first|shoot first|focus fire|what should i (shoot|kill|charge))\b/i,
  },
  {
    kind: 'list',
    pattern:
      /\b(list|points|swap|replace|add|remove|cut|build\w*|efficien\w*|improve|upgrade|enhancements?)\b/i,
  },
  {
    kind: 'objectives',
    pattern: /\b(objectives?|secondar\w*|primary|scor\w*|missions?|hold\w*|oc|actions?)\b/i,
  },
  {
    kind: 'durability',
    pattern: /\b(surviv\w*|durab\w*|tough\w*|dies?|dying|protect\w*|saves?|wounds?|losing units)\b/i,
  },
  { kind: 'command_points', pattern: /\b(cp|command points?|stratagems?)\b/i },
];

const topicDefault: Record<CoachingTopicType, Focus['kind']> = {
  fundamentals: 'fundamentals',
  list_building: 'list',
  deployment: 'deployment',
  target_priority: 'targets',
  objectives: 'objectives',
  matchup: 'targets',
};

/** Longest unit names first, so "Assault Intercessor Squad" wins over "Intercessor Squad". */
function mentionedUnits(question: string, unitNames: string[]): number[] {
  const key = ` ${matchKey(question)} `;
  const byLength = unitNames
    .map((name, index) => ({ index, key: matchKey(name) }))
    .filter((u) => u.key.length > 2);
  byLength.sort((a, b) => b.key.length - a.key.length);
  const found: number[] = [];
  let rest = key;
  for (const unit of byLength) {
    // A unit named in the plural or without "squad" still counts: "intercessors" → "intercessor squad".
    const stem = unit.key.replace(/ (squad|unit|team|mob|band|pack)$/, '');
    const pattern = new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(s|es)?\\b`);
    if (pattern.test(rest)) {
      if (!found.some((i) => matchKey(unitNames[i] ?? '') === unit.key)) found.push(unit.index);
      rest = rest.replace(pattern, ' ');
    }
  }
  return found;
}

/**
 * The subjects of a question in the order to answer them: named units, opponent archetypes, then
 * subjects by keyword; with none of those, the topic's own subject.
 */
export function questionFocus(question: string, topicType: CoachingTopicType, unitNames: string[]): Focus[] {
  const focus: Focus[] = mentionedUnits(question, unitNames)
    .slice(0, 2)
    .map((unitIndex) => ({ kind: 'unit', unitIndex }));
  for (const { targetId, pattern } of archetypeWords) {
    const match = pattern.exec(question);
    if (match && focus.filter((f) => f.kind === 'archetype').length < 1)
      focus.push({ kind: 'archetype', targetId, mentioned: match[0] });
  }
  for (const { kind, pattern } of focusWords) if (pattern.test(question)) focus.push({ kind } as Focus);
  if (focus.length === 0) focus.push({ kind: topicDefault[topicType] } as Focus);
  return focus.slice(0, 3);
}

/** A stable label for what was discussed, used for plans' focus areas. */
export function focusLabel(focus: Focus, unitNames: string[]): string {
  switch (focus.kind) {
    case 'unit':
      return unitNames[focus.unitIndex] ?? 'A unit';
    case 'archetype':
      return `Facing ${archetypeLabels[focus.targetId]}`;
    default:
      return focusLabels[focus.kind];
  }
}

export const archetypeLabels: Record<ArchetypeId, string> = {
  horde: 'hordes',
  'heavy-infantry': 'heavy infantry',
  'battle-tank': 'tanks',
  monster: 'monsters',
  knight: 'super-heavy walkers',
};

const focusLabels: Record<Exclude<Focus['kind'], 'unit' | 'archetype'>, string> = {
  deployment: 'Deployment',
  targets: 'Target priority',
  list: 'List building',
  objectives: 'Objectives and scoring',
  durability: 'Keeping units alive',
  command_points: 'Command points',
  fundamentals: 'Fundamentals',
};
