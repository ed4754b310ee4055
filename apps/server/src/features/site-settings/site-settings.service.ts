import { defaultSiteSettings, type SiteSettings, siteSettingsSchema } from '@muster/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { user } from '../auth/auth.table';
import { siteSettings } from './site-settings.table';

type Reader = Pick<Database, 'select'>;

/**
 * The current settings. Read from the database on every call (one primary-key row) rather than
 * cached, so a change made on one app server holds on all of them at once. Settings saved by an
 * older version are completed with today's defaults.
 */
export async function readSiteSettings(db: Reader): Promise<SiteSettings> {
  const [row] = await db
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  const parsed = siteSettingsSchema.safeParse({ ...defaultSiteSettings, ...row?.settings });
  return parsed.success ? parsed.data : defaultSiteSettings;
}

export async function readSiteSettingsWithAuthor(db: Database) {
  const [row] = await db
    .select({ settings: siteSettings.settings, updatedAt: siteSettings.updatedAt, name: user.name })
    .from(siteSettings)
    .leftJoin(user, eq(user.id, siteSettings.updatedBy))
    .where(eq(siteSettings.id, 1));
  return {
    settings: await readSiteSettings(db),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.name ?? null,
  };
}

export async function saveSiteSettings(db: Database, adminId: string, settings: SiteSettings) {
  await db
    .insert(siteSettings)
    .values({ id: 1, settings, updatedBy: adminId })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { settings, updatedBy: adminId, updatedAt: new Date() },
    });
  return readSiteSettingsWithAuthor(db);
}
