import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isStaff, type SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { matchUploads } from './oracle.table';

/**
 * Who may see and change one match-file upload (docs/architecture.md, "Object-level
 * permissions"): its uploader, and admins to moderate it; anyone else gets the same 404 as a
 * wrong id. Only the uploader shares it; members may report one that is shared.
 */

type Reader = Pick<Database, 'select'>;
type UploadRow = typeof matchUploads.$inferSelect;

export const uploadNotFound = () =>
  new HttpError(404, 'UPLOAD_NOT_FOUND', 'That upload does not exist or is not yours.');

/** The upload, for its owner or an admin; anyone else gets 404. */
export async function requireVisibleUpload(db: Reader, viewer: SessionUser, id: string): Promise<UploadRow> {
  const [row] = await db.select().from(matchUploads).where(eq(matchUploads.id, id));
  if (!row || (row.userId !== viewer.id && !isStaff(viewer))) throw uploadNotFound();
  return row;
}

/** An admin who may see the upload still may not share it: only its uploader (403). */
export function requireUploader(row: Pick<UploadRow, 'userId'>, viewer: SessionUser): void {
  if (row.userId !== viewer.id)
    throw new HttpError(403, 'NOT_YOUR_UPLOAD', 'Only the uploader can share an upload.');
}

/** Whether a member may see (and so report) the upload: their own, or one shared with the community. */
export async function uploadOpenToReport(db: Reader, id: string, reporter: SessionUser): Promise<boolean> {
  const [row] = await db.select().from(matchUploads).where(eq(matchUploads.id, id));
  return Boolean(row && (row.userId === reporter.id || row.shared));
}
