/** Credits one roster analysis costs (schema-free: the subscription page shows it without zod). */
export const ANALYSIS_CREDIT_COST = 1;
