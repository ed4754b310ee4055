import { nameKey } from '@muster/roster-import';
import type { GameData } from './game-data';

/**
 * A list's detachment names with those an exporter's "A and B" split cut in two put back
 * together: "Legends of Saga" + "Song" is the Space Wolves' "Legends of Saga and Song". Two names
 * are joined only when the joined name is a detachment of the game data and at least one part
 * alone is not, so "Advanced Acquisition Cadre and Retaliation Cadre" stays two.
 */
export function rejoinDetachmentNames(data: GameData, factionId: string | null, names: string[]): string[] {
  const pool = factionId ? data.dataset.detachments.byFaction(factionId) : data.dataset.detachments.all;
  const known = new Set(pool.map((d) => nameKey(d.name)));
  const out: string[] = [];
  for (const name of names) {
    const previous = out.at(-1);
    if (previous !== undefined) {
      const joined = `${previous} and ${name}`;
      if (known.has(nameKey(joined)) && !(known.has(nameKey(previous)) && known.has(nameKey(name)))) {
        out[out.length - 1] = joined;
        continue;
      }
    }
    out.push(name);
  }
  return out;
}
