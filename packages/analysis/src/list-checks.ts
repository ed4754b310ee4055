import { otherGame, type Roster } from '@muster/roster-import';
import { z } from 'zod';

/**
 * Army-construction limits we can check from a list alone, per edition, as data. 11th repeats
 * 10th's numbers until its own are confirmed, and says so (as the dice engine's edition table does).
 */
export const constructionRules = {
  '10th': { copiesPerDatasheet: 3, copiesForBattlelineAndTransports: 6, note: '10th edition Rule of Three' },
  '11th': {
    copiesPerDatasheet: 3,
    copiesForBattlelineAndTransports: 6,
    note: "10th edition's datasheet limits, applied until 11th edition's are confirmed",
  },
} as const;

export const listCheckSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  message: z.string(),
});
export type ListCheck = z.infer<typeof listCheckSchema>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What an organiser needs to know about a list submitted for an event. */
export function checkEventList(
  roster: Roster,
  event: { pointsLimit: number; edition: '10th' | '11th'; gameSystem: string },
): ListCheck[] {
  const checks: ListCheck[] = [];
  const total =
    roster.units.reduce((sum, unit) => sum + unit.points, 0) +
    roster.enhancements.reduce((s, e) => s + e.points, 0);
  const points = Math.max(roster.pointsTotal, total);
  if (points > event.pointsLimit)
    checks.push({
      severity: 'error',
      code: 'OVER_POINTS_LIMIT',
      message: `${points} points: ${points - event.pointsLimit} over the event's limit of ${event.pointsLimit}.`,
    });
  if (roster.units.length === 0)
    checks.push({ severity: 'error', code: 'NO_UNITS', message: 'The list has no units.' });
  if (roster.edition && roster.edition !== event.edition)
    checks.push({
      severity: 'warning',
      code: 'EDITION_MISMATCH',
      message: `Written for ${roster.edition} edition; the event plays ${event.edition}.`,
    });
  // Kill Team's name contains "40,000": ask which game, not whether the name mentions 40k.
  const game = otherGame(roster.gameSystem);
  if (game && !otherGame(event.gameSystem))
    checks.push({
      severity: 'error',
      code: 'WRONG_GAME',
      message: `This is a ${game} list, not Warhammer 40,000.`,
    });
  const unpriced = roster.units.filter((u) => u.points === 0).map((u) => u.name);
  if (unpriced.length > 0)
    checks.push({
      severity: 'warning',
      code: 'UNITS_WITHOUT_POINTS',
      message: `${plural(unpriced.length, 'unit')} without points: ${[...new Set(unpriced)].join(', ')}.`,
    });

  const rules = constructionRules[event.edition];
  const copies = new Map<string, { count: number; roles: Set<string>; epic: boolean }>();
  for (const unit of roster.units) {
    const entry = copies.get(unit.name) ?? { count: 0, roles: new Set<string>(), epic: false };
    entry.count += 1;
    entry.roles.add(unit.role.toLowerCase());
    entry.epic ||= unit.keywords.some((k) => /^epic hero$/i.test(k)) || /epic hero/i.test(unit.role);
    copies.set(unit.name, entry);
  }
  for (const [name, { count, roles, epic }] of copies) {
    if (epic && count > 1)
      checks.push({
        severity: 'error',
        code: 'EPIC_HERO_REPEATED',
        message: `${name} is an Epic Hero and appears ${count} times.`,
      });
    const roomy = [...roles].some((role) => /battleline|dedicated transport/.test(role));
    const limit = roomy ? rules.copiesForBattlelineAndTransports : rules.copiesPerDatasheet;
    if (!epic && count > limit)
      checks.push({
        severity: 'error',
        code: 'TOO_MANY_COPIES',
        message: `${count} × ${name}: at most ${limit} (${rules.note}).`,
      });
  }
  const enhanced = roster.enhancements.map((e) => e.name);
  const repeated = [...new Set(enhanced.filter((name, i) => enhanced.indexOf(name) !== i))];
  for (const name of repeated)
    checks.push({
      severity: 'error',
      code: 'ENHANCEMENT_REPEATED',
      message: `The enhancement ${name} is taken more than once.`,
    });
  return checks;
}
