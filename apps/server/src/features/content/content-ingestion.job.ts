import type { ContentIngestionJob, ContentIngestionRequest } from '@muster/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/error-handler';
import type { JobHandler } from '../jobs/job-runner';
import { tacticalContent } from './content.table';
import { documentFromFile } from './ingestion-document';
import { slugify } from './slug';

export const CONTENT_INGESTION_JOB = 'content-ingestion';

type Result = NonNullable<ContentIngestionJob['result']>;

/** A refusal the uploader reads as the job's error. */
const refused = (message: string) => new HttpError(422, 'INGESTION_REFUSED', message);

/** Whitespace and case do not make a different article. */
const fingerprint = (text: string) => sql`md5(regexp_replace(lower(${text}), '\\s+', ' ', 'g'))`;

/**
 * Turns an uploaded file into a library item: title and description from the file unless the
 * metadata gives them, a duplicate (same slug or same text) refused unless overrideDuplicate,
 * in which case that item is updated; then the actions (publish, feature, premium) are applied.
 */
async function ingestDocument(db: Database, request: ContentIngestionRequest): Promise<Result> {
  const doc = documentFromFile(request.fileName, request.fileContent);
  const title = request.metadata.title || doc.title;
  const description = request.metadata.description || doc.description || title;
  if (!title) throw refused('The file has no title: give one in the metadata.');
  if (!doc.body) throw refused('The file has no text.');
  const slug = slugify(title);
  const [duplicate] = await db
    .select({ id: tacticalContent.id, title: tacticalContent.title, slug: tacticalContent.slug })
    .from(tacticalContent)
    .where(
      or(
        eq(tacticalContent.slug, slug),
        sql`${fingerprint(doc.body)} = md5(regexp_replace(lower(${tacticalContent.content}), '\\s+', ' ', 'g'))`,
      ),
    )
    .limit(1);
  if (duplicate && !request.overrideDuplicate)
    throw refused(
      `Duplicate of “${duplicate.title}” (${duplicate.slug}). Choose “Replace a duplicate” to update it instead.`,
    );
  const values = {
    slug: duplicate?.slug ?? slug,
    title,
    description: description.slice(0, 500),
    content: doc.body,
    category: request.metadata.category,
    difficulty: request.metadata.difficulty,
    format: request.metadata.format,
    tags: [...new Set(request.metadata.tags)],
    isPublished: request.actions.includes('publish'),
    isFeatured: request.actions.includes('feature'),
    isPremium: request.actions.includes('premium'),
  };
  const [row] = duplicate
    ? await db
        .update(tacticalContent)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(tacticalContent.id, duplicate.id))
        .returning()
    : await db.insert(tacticalContent).values(values).returning();
  if (!row) throw new Error('the item was not saved');
  return {
    outcome: duplicate ? 'updated' : 'created',
    contentId: row.id,
    title: row.title,
    slug: row.slug,
    isPublished: row.isPublished,
  };
}

/** The job fails with the refusal's message, which the uploader sees. */
export function contentIngestionHandler(deps: { db: Database }): JobHandler {
  return async (job, context) => {
    await context.progress({ result: await ingestDocument(deps.db, job.payload as ContentIngestionRequest) });
  };
}
