import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { tournaments } from './tournaments.table';

export type TournamentRow = typeof tournaments.$inferSelect;
export type Viewer = Pick<SessionUser, 'id' | 'role'> | null;
type Executor = Pick<Database, 'select'>;

const tournamentNotFound = () => new HttpError(404, 'TOURNAMENT_NOT_FOUND', 'Tournament not found.');

export async function findTournamentRow(db: Executor, id: string): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw tournamentNotFound();
  return row;
}

/** Self check-in is open: the organiser opened it and the event is not over. */
export const checkInOpen = (row: TournamentRow) =>
  row.checkInOpen && row.status !== 'completed' && row.status !== 'cancelled';
