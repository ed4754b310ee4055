import type { Roster } from '@muster/contracts';
import { rosterLimits } from '@muster/contracts';
import { resolveArmyOffThread } from './game-data-workers';

/** Models in one unit and wargear lines per unit past which a list is not a real one. */
const MODELS_PER_UNIT_MAX = 1000;
const WARGEAR_LINES_MAX = 100;

/**
 * Why a roster holds more than any roster may (the save schemas' limits): too many units, or a unit
 * of too many models or wargear lines; null when it is within them.
 */
export function rosterLimitBreach(roster: Roster): string | null {
  if (roster.units.length > rosterLimits.unitsMax) {
    return `it holds ${roster.units.length.toLocaleString('en')} units, and a roster holds at most ${rosterLimits.unitsMax}`;
  }
  const crowded = roster.units.find((unit) => unit.count > MODELS_PER_UNIT_MAX);
  if (crowded) {
    return `${crowded.name} has ${crowded.count.toLocaleString('en')} models, and a unit has at most ${MODELS_PER_UNIT_MAX.toLocaleString('en')}`;
  }
  const laden = roster.units.find((unit) => unit.wargear.length > WARGEAR_LINES_MAX);
  if (laden) {
    return `${laden.name} lists ${laden.wargear.length.toLocaleString('en')} wargear lines, and a unit lists at most ${WARGEAR_LINES_MAX}`;
  }
  return null;
}

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
  // Past what a roster may hold, nothing is matched (saving refuses it anyway): a 45,000-unit file
  // must not hold a worker that other players' imports are waiting for.
  if (rosterLimitBreach(roster)) return roster;
  try {
    return await resolveArmyOffThread(roster);
  } catch (error) {
    log?.(`Army resolution deferred: ${error instanceof Error ? error.message : String(error)}`);
    const { resolution: _stale, ...pending } = roster;
    return pending;
  }
}
