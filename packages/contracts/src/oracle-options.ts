/** Whose games the meta report covers (schema-free: the page offers them without zod). */
export const metaScopes = ['community', 'mine'] as const;
