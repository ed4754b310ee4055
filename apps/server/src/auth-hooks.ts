import type { Database } from './db/database';
import { createProfile } from './features/accounts/profile.queries';
import type { AuthHooks } from './features/auth/auth';
import { notifyUsers } from './features/notifications/notify';
import { readSiteSettings } from './features/site-settings/site-settings.service';
import { ensureSubscription } from './features/subscription/credits.queries';

/**
 * What the features above auth do at its moments, given to createAuth by main.ts and the tests'
 * app: auth sits below accounts, subscription, site settings and notifications and does not import
 * them (docs/architecture.md, Feature layering).
 */
export function authHooks(db: Database): AuthHooks {
  return {
    userCreated: async (userId) => {
      await createProfile(db, userId);
      await ensureSubscription(db, userId);
    },
    signupsOpen: async () => (await readSiteSettings(db)).signupsOpen,
    notify: (notification) => notifyUsers(db, [notification]),
  };
}
