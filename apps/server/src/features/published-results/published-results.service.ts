import type { PublishedResult, ResultTableInput } from '@muster/contracts';
import type { ResultTable } from '@muster/meta';
import { publishedResultTables } from '@muster/meta/published-results';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import { forgetResultTables } from './faction-results';
import { publishedResults } from './published-results.table';

export async function listResultTables(db: Database): Promise<PublishedResult[]> {
  const rows = await db.select().from(publishedResults).orderBy(desc(publishedResults.createdAt));
  const view = (
    table: ResultTable,
    origin: PublishedResult['origin'],
    loadedAt: Date | null,
  ): PublishedResult => ({
    id: table.id,
    origin,
    source: table.source,
    url: table.url,
    from: table.from,
    to: table.to,
    edition: table.edition,
    games: table.games,
    factions: table.rows.length,
    loadedAt: loadedAt?.toISOString() ?? null,
  });
  return [
    ...rows.map((row) => view({ ...row.table, id: row.id }, 'loaded', row.createdAt)),
    ...publishedResultTables.map((table) => view(table, 'bundled', null)),
  ];
}

export async function loadResultTable(
  db: Database,
  adminId: string,
  input: ResultTableInput,
): Promise<PublishedResult> {
  const [row] = await db
    .insert(publishedResults)
    .values({ table: { ...input, id: 'loaded' }, loadedBy: adminId })
    .returning();
  if (!row) throw new HttpError(500, 'NOT_SAVED', 'The table could not be saved.');
  forgetResultTables();
  return (await listResultTables(db)).find((table) => table.id === row.id) as PublishedResult;
}

export async function deleteResultTable(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(publishedResults).where(eq(publishedResults.id, id)).returning();
  if (deleted.length === 0)
    throw new HttpError(404, 'NOT_FOUND', 'No loaded table has that id (bundled tables cannot be removed).');
  forgetResultTables();
}
