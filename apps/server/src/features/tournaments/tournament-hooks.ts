import type { PairingWarning } from '@muster/pairing';
import type { Database } from '../../db/database';
import type { Tx } from './registration.service';
import type { tournamentRounds } from './rounds.table';
import type { TournamentRow } from './tournaments.queries';

type Reader = Pick<Database, 'select'>;
type RoundRow = typeof tournamentRounds.$inferSelect;

/**
 * Where the features built on tournaments act at its moments. Team events and the Oracle sit above
 * tournaments (they read its events, entries, rounds and games), so tournaments does not import
 * them: they register here at start-up (app.ts, docs/architecture.md "Feature layering").
 */

/** What a teams event does where the tournament core meets it (team-events). */
export type TeamsFormat = {
  /** Pairs a new round's team matches, each with its draft started. */
  pairInto: (tx: Tx, row: TournamentRow, round: RoundRow) => Promise<PairingWarning[]>;
  /** Removes a round's team matches and games before it is paired again. */
  clearRound: (tx: Tx, roundId: string) => Promise<void>;
  /** Refuses to close a round while one of its drafts runs. */
  refuseOpenDrafts: (tx: Tx, roundId: string) => Promise<void>;
  /** The player's team's match in the current round while its draft runs. */
  openDraft: (
    db: Reader,
    row: TournamentRow,
    entryId: string,
  ) => Promise<{ matchId: string; roundNumber: number; against: string } | null>;
  /** A teammate (other than this entry) who already brings this faction, where a team may not repeat one. */
  teammateWithFaction: (
    db: Database,
    row: TournamentRow,
    entryId: string,
    faction: string,
  ) => Promise<string | null>;
};

let registeredTeamsFormat: TeamsFormat | null = null;

export function registerTeamsFormat(format: TeamsFormat): void {
  registeredTeamsFormat = format;
}

/** The teams format, for an event whose format is 'teams'. */
export function teamsFormat(): TeamsFormat {
  if (!registeredTeamsFormat)
    throw new Error('No teams format registered: app.ts registers team-events’ at start-up.');
  return registeredTeamsFormat;
}

type FinishedListener = (tx: Tx, tournamentId: string) => Promise<unknown>;
const finishedListeners = new Set<FinishedListener>();

/** Runs in the transaction that closes an event's last round (the Oracle records its games). */
export function onTournamentFinished(listener: FinishedListener): void {
  finishedListeners.add(listener);
}

export async function tournamentFinished(tx: Tx, tournamentId: string): Promise<void> {
  for (const listener of finishedListeners) await listener(tx, tournamentId);
}
