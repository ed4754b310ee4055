import type { TeamSettings, TournamentCreate } from '@muster/contracts';
import { teamResultPresetFor } from '@muster/pairing';

const day = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A valid event a week from now with registration open; override what a test is about. */
export function tournamentInput(overrides: Partial<TournamentCreate> = {}): TournamentCreate {
  const now = Date.now();
  return {
    name: 'Spring Muster GT',
    description: 'Three rounds, Strike Force.',
    edition: '11th',
    startsOn: isoDate(now + 7 * day),
    endsOn: isoDate(now + 8 * day),
    venue: 'Community Hall, Leeds',
    format: 'singles',
    pointsLimit: 2000,
    rounds: 3,
    roundMinutes: 180,
    playerCap: null,
    registrationOpensAt: new Date(now - day).toISOString(),
    registrationClosesAt: new Date(now + 6 * day).toISOString(),
    listDeadline: null,
    listsPublishAt: null,
    visibility: 'public',
    requireApproval: false,
    scoringPresetId: 'win-draw-loss-vp',
    customGapTable: null,
    tiebreakers: null,
    opponentWinFloor: null,
    topCut: 0,
    freshTables: false,
    clubAvoidance: 'first-round',
    lateJoinMissedRounds: 'loss',
    teams: null,
    ...overrides,
  };
}

/** Team settings for a teams event of `teamSize` (the team-result preset for that size). */
export function teamSettings(overrides: Partial<TeamSettings> = {}): TeamSettings {
  const teamSize = overrides.teamSize ?? 5;
  const preset = teamResultPresetFor(teamSize);
  if (!preset) throw new Error(`no team result preset for teams of ${teamSize}`);
  return {
    teamSize,
    teamCap: null,
    factionUnique: false,
    tableChoice: 'defender-picks',
    draftStepSeconds: 180,
    tablePickSeconds: 60,
    teamResult: preset.rules,
    ...overrides,
  };
}
