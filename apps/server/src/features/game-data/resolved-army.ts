import type { Roster } from '@muster/contracts';
import { resolveArmyOffThread } from './game-data-workers';

export type ResolvedArmy = {
  roster: Roster;
  /** Units whose profiles come from the game data (the list printed none). */
  enriched: string[];
  /** Units that matched no datasheet and printed no profiles: nothing to measure them with. */
  unmatched: string[];
};

/**
 * A roster with every unit resolved to its datasheet and loadout. Saved rosters carry their
 * resolution; a snapshot taken before resolution existed (playbooks, old analyses) is resolved
 * now, off the request thread.
 */
export async function resolvedArmy(roster: Roster): Promise<ResolvedArmy> {
  const resolved = roster.resolution ? roster : await resolveArmyOffThread(roster);
  return {
    roster: resolved,
    enriched: resolved.units.filter((u) => u.resolution?.profiles === 'data-set').map((u) => u.name),
    unmatched: resolved.units.filter((u) => u.resolution?.profiles === 'none').map((u) => u.name),
  };
}

/**
 * Resolution for a roster about to be saved or reviewed. If the workers cannot answer (busy,
 * restarting), saving never fails for it: the roster is kept without a roster-level resolution
 * (an old one would no longer match its units), which the roster page shows as "Still matching
 * units…" and a background job (roster-resolution.job.ts) resolves.
 */
export async function resolveForSaving(roster: Roster, log?: (message: string) => void): Promise<Roster> {
  try {
    return await resolveArmyOffThread(roster);
  } catch (error) {
    log?.(`Army resolution deferred: ${error instanceof Error ? error.message : String(error)}`);
    const { resolution: _stale, ...pending } = roster;
    return pending;
  }
}
