import type { TournamentCreate } from '@muster/contracts';

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
    topCut: 0,
    freshTables: false,
    clubAvoidance: 'first-round',
    lateJoinMissedRounds: 'loss',
    ...overrides,
  };
}
