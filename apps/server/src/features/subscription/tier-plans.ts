import { type SQL, sql } from 'drizzle-orm';

/**
 * What each tier includes. Free is fixed by the spec (3 credits, no AI coaching); the rest are
 * Muster's plans. Every balance is topped back up to includedCredits on the first of each month.
 * freeCoachingSessions are sessions that cost nothing and are always answered by Muster's rules
 * engine, never a language model, so the Free tier keeps "no AI coaching" and can still be coached.
 */
export const tierPlans = {
  free: { label: 'Free', includedCredits: 3, aiCoaching: false, freeCoachingSessions: 2, badge: 'grey' },
  warrior: {
    label: 'Warrior',
    includedCredits: 25,
    aiCoaching: true,
    freeCoachingSessions: 0,
    badge: 'blue',
  },
  commander: {
    label: 'Commander',
    includedCredits: 100,
    aiCoaching: true,
    freeCoachingSessions: 0,
    badge: 'purple',
  },
  emperor: {
    label: 'Emperor',
    includedCredits: 400,
    aiCoaching: true,
    freeCoachingSessions: 0,
    badge: 'gold',
  },
} as const;

export type Tier = keyof typeof tierPlans;
export const tiers = Object.keys(tierPlans) as Tier[];

/** A tier's allowance as SQL, for statements that must read the tier and act on it in one step. */
export function perTier(tierColumn: SQL, field: 'includedCredits' | 'freeCoachingSessions'): SQL {
  const cases = tiers.map((tier) => sql`WHEN ${tier} THEN ${tierPlans[tier][field]}::int`);
  return sql`(CASE ${tierColumn} ${sql.join(cases, sql` `)} ELSE 0 END)`;
}
