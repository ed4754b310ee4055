import type { Tournament } from '@muster/contracts';
import { presetById } from '@muster/pairing';

/**
 * Whether the event breaks ties on Best Coast Pairings' Points Destroyed: then its result forms
 * ask for the army points each side destroyed; elsewhere the two fields would be clutter.
 */
export function usesPointsDestroyed(event: Pick<Tournament, 'tiebreakers' | 'scoringPresetId'>): boolean {
  const tiebreakers = event.tiebreakers ?? presetById(event.scoringPresetId)?.tiebreakers ?? [];
  return tiebreakers.includes('points-destroyed');
}

/**
 * The two optional fields read together: both given (whole numbers as typed), neither (null), or
 * only one, which the form refuses ('partial') rather than guess the other.
 */
export function pointsDestroyedFrom<Key extends string>(
  fields: Record<Key, string>,
): Record<Key, number> | null | 'partial' {
  const values = Object.values<string>(fields);
  if (values.every((value) => value.trim() === '')) return null;
  if (values.some((value) => value.trim() === '')) return 'partial';
  return Object.fromEntries(
    Object.entries<string>(fields).map(([key, value]) => [key, Number(value)]),
  ) as Record<Key, number>;
}
