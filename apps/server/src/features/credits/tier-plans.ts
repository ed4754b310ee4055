/** What each tier includes. Free is fixed by the spec; the rest are Muster's plans. */
export const tierPlans = {
  free: { label: 'Free', includedCredits: 3, aiCoaching: false, badge: 'grey' },
  warrior: { label: 'Warrior', includedCredits: 25, aiCoaching: true, badge: 'blue' },
  commander: { label: 'Commander', includedCredits: 100, aiCoaching: true, badge: 'purple' },
  emperor: { label: 'Emperor', includedCredits: 400, aiCoaching: true, badge: 'gold' },
} as const;

export type Tier = keyof typeof tierPlans;
export const tiers = Object.keys(tierPlans) as Tier[];
