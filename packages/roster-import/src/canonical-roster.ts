import type { Roster } from './roster-model';

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * A roster as JSON with its keys sorted: the same list always gives the same text, whatever order
 * its fields were written in, so it can be hashed (event lists) or compared (roster versions).
 */
export const canonicalRosterJson = (roster: Roster): string => canonical(roster);
