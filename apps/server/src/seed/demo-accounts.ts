import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Auth } from '../features/auth/auth';
import { user } from '../features/auth/auth.table';
import { addCredits } from '../features/subscription/credits.queries';
import { subscriptions } from '../features/subscription/credits.table';
import type { Tier } from '../features/subscription/tier-plans';

type DemoAccount = {
  email: string;
  username: string;
  password: string;
  role: 'user' | 'admin' | 'super_user';
  tier: Tier;
};

/** Known demo logins for development and the browser tests. Never created in production. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@muster.example',
    username: 'demo_admin',
    password: 'muster-admin-demo',
    role: 'admin',
    tier: 'commander',
  },
  {
    email: 'super@muster.example',
    username: 'demo_super',
    password: 'muster-super-demo',
    role: 'super_user',
    tier: 'emperor',
  },
  {
    email: 'player1@muster.example',
    username: 'demo_player1',
    password: 'muster-player-demo',
    role: 'user',
    tier: 'free',
  },
  {
    email: 'player2@muster.example',
    username: 'demo_player2',
    password: 'muster-player-demo',
    role: 'user',
    tier: 'warrior',
  },
];

/**
 * The rest of the field for the demo events in play (a league night in round 2, a teams event at
 * its draft): created only with the demo content, so the browser tests' server has none of them.
 */
export const demoFieldAccounts: DemoAccount[] = Array.from({ length: 6 }, (_, i) => ({
  email: `field${i + 1}@muster.example`,
  username: `demo_field${i + 1}`,
  password: 'muster-field-demo',
  role: 'user' as const,
  tier: 'free' as const,
}));

/** Creates any missing demo account through better-auth (so passwords are hashed as usual). */
export async function seedDemoAccounts(
  db: Database,
  auth: Auth,
  { withField = false }: { withField?: boolean } = {},
): Promise<DemoAccount[]> {
  const wanted = withField ? [...demoAccounts, ...demoFieldAccounts] : demoAccounts;
  for (const account of wanted) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    if (existing) continue;
    const created = await auth.api.signUpEmail({
      body: {
        email: account.email,
        password: account.password,
        name: account.username,
        username: account.username,
      },
    });
    await db
      .update(user)
      .set({ role: account.role, emailVerified: true })
      .where(eq(user.id, created.user.id));
    if (account.tier !== 'free') {
      await db
        .update(subscriptions)
        .set({ tier: account.tier, aiCoaching: true })
        .where(eq(subscriptions.userId, created.user.id));
      await addCredits(db, {
        userId: created.user.id,
        amount: 50,
        description: `Demo ${account.tier} credits`,
      });
    }
  }
  return wanted;
}
