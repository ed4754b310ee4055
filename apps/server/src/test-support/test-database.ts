import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/database';

const TEMPLATE_DATABASE = 'muster_template';

export type TestDatabase = DatabaseHandle & { name: string; drop: () => Promise<void> };

/** A fresh, migrated database cloned from the run's template; drop() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(adminUrl);
  try {
    await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.close();
  }
  const handle = connectDatabase(adminUrl.replace(/\/postgres$/, `/${name}`));
  return {
    ...handle,
    name,
    drop: async () => {
      await handle.close();
      const cleanup = connectDatabase(adminUrl);
      await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}
