import type { TeamSide } from '@muster/pairing';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import type { TeamMatchRow } from '../tournaments/teams.table';
import type { Viewer } from '../tournaments/tournaments.queries';
import { membershipOf } from './team-queries';

/**
 * Who may see and act on one team match (docs/architecture.md, "Object-level permissions"): the
 * draft is watched by anyone and committed by the two captains; each team's matchup matrix is its
 * own, read by its members and written by its captain.
 */

type Reader = Pick<Database, 'select'>;

/** Which side of the match the viewer plays on, and whether they captain it (no side for anyone else). */
export async function teamMatchSeatOf(db: Reader, tournamentId: string, match: TeamMatchRow, viewer: Viewer) {
  if (!viewer) return { side: null, captain: false } as const;
  const membership = await membershipOf(db, tournamentId, viewer.id);
  if (!membership || membership.role === 'invited') return { side: null, captain: false } as const;
  const side: TeamSide | null =
    membership.teamId === match.teamA ? 'a' : membership.teamId === match.teamB ? 'b' : null;
  return { side, captain: side !== null && membership.role === 'captain' };
}

/** The side whose step a captain commits; anyone but the two captains gets 403. */
export function requireDraftCaptain(seat: { side: TeamSide | null; captain: boolean }): TeamSide {
  if (!seat.side || !seat.captain)
    throw new HttpError(403, 'NOT_CAPTAIN', "Only the two teams' captains commit draft steps.");
  return seat.side;
}

/** The viewer's team in a drafted match, for its members; anyone else gets 403. */
export async function requireMatrixReader(
  db: Reader,
  tournamentId: string,
  match: TeamMatchRow,
  viewer: NonNullable<Viewer>,
) {
  const membership = await membershipOf(db, tournamentId, viewer.id);
  const side =
    membership && membership.role !== 'invited'
      ? membership.teamId === match.teamA
        ? 'a'
        : membership.teamId === match.teamB
          ? 'b'
          : null
      : null;
  if (!side || !membership || !match.draft)
    throw new HttpError(403, 'MATRIX_PRIVATE', 'A matchup matrix is private to each team in the match.');
  return { side, teamId: membership.teamId, captain: membership.role === 'captain' } as const;
}

/** The matrix's writer: the team's captain; other members get 403. */
export function requireMatrixEditor<Seat extends { captain: boolean }>(reader: Seat): Seat {
  if (!reader.captain) throw new HttpError(403, 'NOT_CAPTAIN', "Only the team's captain edits the matrix.");
  return reader;
}
