import type { Database } from '../../db/database';
import { upsertContentBySlug } from './content.queries';
import { starterContent } from './content.seed-data';

export async function seedContent(db: Database): Promise<void> {
  await upsertContentBySlug(db, starterContent);
}
