import type { Roster, RosterUnit } from './roster-model';
import { factionNamed } from './text/known-factions';

/**
 * Whom each unit leads, by unit id. Attachments name their leader by id when the roster keeps ids;
 * otherwise by name, and a name taken twice takes the attachments in list order (the second
 * Commander leads the second unit named for a Commander), as the importer recorded them.
 */
function attachmentsByUnit(roster: Roster): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  const out = new Map<string, string[]>();
  for (const a of roster.attachedLeaders) {
    if (a.leaderId) out.set(a.leaderId, [...(out.get(a.leaderId) ?? []), a.unit]);
    else byName.set(a.leader, [...(byName.get(a.leader) ?? []), a.unit]);
  }
  for (const unit of roster.units) {
    const queue = byName.get(unit.name);
    const next = queue?.shift();
    if (next !== undefined) out.set(unit.id, [...(out.get(unit.id) ?? []), next]);
  }
  // More attachments than units of that name: the last one leads the rest.
  for (const [name, rest] of byName) {
    const last = [...roster.units].reverse().find((u) => u.name === name);
    if (last && rest.length > 0) out.set(last.id, [...(out.get(last.id) ?? []), ...rest]);
  }
  return out;
}

function unitLines(roster: Roster, unit: RosterUnit, leads: string[]): string[] {
  const countPrefix = unit.models.length === 0 && unit.count > 1 ? `${unit.count}x ` : '';
  const lines = [`${countPrefix}${unit.name} (${unit.points} points)`];
  const warlord = unit.wargear.some((item) => item.name === 'Warlord');
  if (warlord) lines.push('  • Warlord');
  // Whom it leads, as 40kdc's text writes it (the importer reads it back).
  for (const bodyguard of leads) lines.push(`  • Attachment: leader -> ${bodyguard}`);
  // Wargear goes first: once the importer has seen it, every counted line below names models.
  const wargear = unit.wargear.filter((item) => item.name !== 'Warlord');
  lines.push('  • Wargear:');
  for (const item of wargear) lines.push(`    • ${item.count}x ${item.name}`);
  for (const model of unit.models) lines.push(`  • ${model.count}x ${model.name}`);
  // The enhancement's cost goes with it, so the list's points split the same way when read back.
  for (const enhancement of unit.enhancements) {
    const priced = roster.enhancements.find((e) => e.name === enhancement && e.unit === unit.name);
    lines.push(
      `  • Enhancement: ${enhancement}${priced && priced.points > 0 ? ` (+${priced.points} points)` : ''}`,
    );
  }
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
  const leads = attachmentsByUnit(roster);
  for (const role of roles) {
    lines.push('', '', role.toUpperCase(), '');
    const units = roster.units.filter((unit) => unit.role === role);
    units.forEach((unit, index) => {
      if (index > 0) lines.push('');
      lines.push(...unitLines(roster, unit, leads.get(unit.id) ?? []));
    });
  }
  lines.push('', 'Exported with Muster');
  return `${lines.join('\n')}\n`;
}

/** Our JSON export: the whole roster, tagged so it imports back unchanged. */
export function formatRosterJson(roster: Roster): string {
  return `${JSON.stringify({ format: 'muster-roster', version: 1, roster }, null, 2)}\n`;
}
