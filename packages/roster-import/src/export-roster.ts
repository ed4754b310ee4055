import type { Roster, RosterUnit } from './roster-model';
import { factionNamed } from './text/known-factions';

function unitLines(unit: RosterUnit): string[] {
  const countPrefix = unit.models.length === 0 && unit.count > 1 ? `${unit.count}x ` : '';
  const lines = [`${countPrefix}${unit.name} (${unit.points} points)`];
  const warlord = unit.wargear.some((item) => item.name === 'Warlord');
  if (warlord) lines.push('  • Warlord');
  // Wargear goes first: once the importer has seen it, every counted line below names models.
  const wargear = unit.wargear.filter((item) => item.name !== 'Warlord');
  lines.push('  • Wargear:');
  for (const item of wargear) lines.push(`    • ${item.count}x ${item.name}`);
  for (const model of unit.models) lines.push(`  • ${model.count}x ${model.name}`);
  for (const enhancement of unit.enhancements) lines.push(`  • Enhancement: ${enhancement}`);
  return lines;
}

/**
 * The roster as Warhammer-app-style text: what players paste into tournament sites and Discord.
 * Models and wargear are listed per unit (the per-model split is not kept), and the text imports
 * back into the same roster.
 */
export function formatRosterText(roster: Roster): string {
  const lines = [`${roster.name} (${roster.pointsTotal} points)`, ''];
  // Names the importer knows go on their own line as in the app; others are labelled.
  lines.push(factionNamed(roster.faction) ? roster.faction : `Faction: ${roster.faction}`);
  if (roster.subFaction) {
    lines.push(factionNamed(roster.subFaction) ? roster.subFaction : `Sub-faction: ${roster.subFaction}`);
  }
  if (roster.battleSize) {
    lines.push(`${roster.battleSize}${roster.pointsLimit ? ` (${roster.pointsLimit} points)` : ''}`);
  }
  if (roster.detachments.length > 0) lines.push(`Detachment: ${roster.detachments.join(', ')}`);
  if (roster.forceDisposition) lines.push(`Force Dispositions: ${roster.forceDisposition}`);
  const roles = [...new Set(roster.units.map((unit) => unit.role))];
  for (const role of roles) {
    lines.push('', '', role.toUpperCase(), '');
    const units = roster.units.filter((unit) => unit.role === role);
    units.forEach((unit, index) => {
      if (index > 0) lines.push('');
      lines.push(...unitLines(unit));
    });
  }
  lines.push('', 'Exported with Muster');
  return `${lines.join('\n')}\n`;
}

/** Our JSON export: the whole roster, tagged so it imports back unchanged. */
export function formatRosterJson(roster: Roster): string {
  return `${JSON.stringify({ format: 'muster-roster', version: 1, roster }, null, 2)}\n`;
}
