import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { user } from '../features/auth/auth.table';

let counter = 0;

/** Inserts a bare auth user row (no password) for tests that need an owner. */
export async function insertUser(
  db: Database,
  overrides: Partial<typeof user.$inferInsert> = {},
): Promise<typeof user.$inferSelect> {
  counter += 1;
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(user)
    .values({
      id,
      name: `Player ${counter}`,
      email: `player${counter}-${id.slice(0, 8)}@example.test`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
