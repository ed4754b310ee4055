// Plain values the event form starts with: this module builds no schema, so the form's page loads
// without zod (tournaments.ts, missions.ts and tournament-team-settings.ts build the schemas and
// re-export these).
import type { EventPack } from './missions';

export const CUSTOM_SCORING = 'custom';

/** Rounds suggested for a field: enough for one undefeated player, ceil(log2 N). */
export const suggestedRounds = (players: number) => Math.max(1, Math.ceil(Math.log2(Math.max(2, players))));

/** Team sizes the pairing draft has formats for (teams of 3, 5 and 8: WTC, UKTC, ETC style). */
export const teamSizes = [3, 5, 8] as const;
export type TeamSize = (typeof teamSizes)[number];

/** The pack a new event gets: missions from the dispositions, Battlemaster layouts by round (11th). */
export const defaultEventPack = (edition: string): EventPack =>
  edition === '11th'
    ? { layouts: { kind: 'matchup', source: 'battlemaster-11e', variant: 'by-round' }, rounds: [] }
    : { layouts: { kind: 'none' }, rounds: [] };
