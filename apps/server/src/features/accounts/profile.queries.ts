import type { Database } from '../../db/database';
import { profiles } from './profile.table';

export async function createProfile(db: Database, userId: string): Promise<void> {
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
}
