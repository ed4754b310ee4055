import { matchKey } from './text/normalise-text';

/**
 * The weapon a profile line belongs to: "Plasma incinerator – Supercharge" (game-data lines) and
 * "➤ Bellicatus Missile Array - Krak" (BattleScribe) are profiles of one weapon, fired one at a
 * time, never together.
 */
export function weaponFamily(profileName: string): string {
  const bare = profileName.replace(/^[➤>\s]+/u, '').trim();
  const parts = bare.split(/\s+[–—-]\s+/);
  return (parts.length > 1 ? parts.slice(0, -1).join(' - ') : bare).trim();
}

/**
 * A wargear or unit name reduced for comparison across exporters: accents, case, typographic
 * apostrophes and hyphens, punctuation, a leading count ("2 Fragstorm…") and plural "s" ignored.
 */
export function nameKey(name: string): string {
  return matchKey(name)
    .replace(/^\d+\s*x?\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/s\b/g, '')
    .trim();
}
