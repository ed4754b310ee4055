import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { z } from 'zod';
import type { Database } from './database';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })) });

export async function runMigrations(db: Database, migrationsFolder: string): Promise<void> {
  if (!existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(`Migrations folder not found: ${migrationsFolder}`);
  }
  await migrate(db, { migrationsFolder });
}

/** True when every migration in the committed journal is recorded as applied. */
export async function migrationsApplied(pool: pg.Pool, migrationsFolder: string): Promise<boolean> {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  );
  const result = await pool.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM drizzle.__drizzle_migrations',
  );
  return Number(result.rows[0]?.count ?? 0) >= journal.entries.length;
}
