import { knownFactionNames } from '@muster/roster-import/known-factions';

/** Every faction a player can pick, by its own name (schema-free: forms list them without zod). */
export const factionChoices = (): string[] => knownFactionNames();
