import { editDistance, nameKey } from '@muster/roster-import';
import type { GameData, UnitView } from './game-data';
import { factionDatasheets, findFaction } from './list-builder/faction-pool';

type Suggestion = { id: string; name: string };

/** 0 for the same name, towards 1 for unrelated ones: spelling and shared words together. */
function distance(wanted: string, candidate: string): number {
  const spelling = editDistance(wanted, candidate) / Math.max(wanted.length, candidate.length, 1);
  const a = new Set(wanted.split(' ').filter(Boolean));
  const b = new Set(candidate.split(' ').filter(Boolean));
  const shared = [...a].filter((word) => b.has(word)).length;
  const words = shared / Math.max(new Set([...a, ...b]).size, 1);
  const contained = candidate.includes(wanted) || wanted.includes(candidate) ? 0.25 : 0;
  return Math.max(0, spelling - words / 2 - contained);
}

/**
 * The datasheets an unmatched unit most likely is, best first: those of the army's own pool (a
 * chapter's and its parent's), ranked by spelling and shared words ("Intercesors": Intercessor
 * Squad), plus any a lookup found elsewhere, which is suggested, never taken (an alias does not
 * cross factions: "Death Guard Cultists" is not the Chaos Space Marines' Accursed Cultists).
 */
export function suggestDatasheets(
  data: GameData,
  name: string,
  factionId: string | null,
  elsewhere: UnitView[] = [],
  limit = 5,
): Suggestion[] {
  const faction = factionId ? findFaction(data, factionId) : undefined;
  const pool = faction ? factionDatasheets(data, faction) : [];
  const wanted = nameKey(name);
  const ranked = pool
    .map((view) => ({ view, score: distance(wanted, nameKey(view.name)) }))
    .filter((entry) => entry.score < 0.5)
    .sort((a, b) => a.score - b.score || a.view.name.localeCompare(b.view.name))
    .map((entry) => entry.view);
  const seen = new Set<string>();
  return [...ranked, ...elsewhere]
    .filter((view) => !seen.has(view.id) && Boolean(seen.add(view.id)))
    .slice(0, limit)
    .map((view) => ({ id: view.id, name: view.name }));
}
