import { normaliseText } from '@muster/roster-import';

/** Typographic apostrophes, quotes, hyphens and dashes folded to ASCII, for the data's name lookups. */
export function foldTypography(name: string): string {
  return normaliseText(name)
    .replace(/[\u2013\u2014]/g, '-')
    .trim();
}
