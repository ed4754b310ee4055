/* Moderation's plain values, apart from its schemas (moderation.ts): pages list them without zod. */

/** Things a signed-in user can report for an admin to review (spec 000 /admin-review). */
export const flagTargetKinds = [
  'content',
  'analysis',
  'oracle_upload',
  'community_post',
  'shared_roster',
] as const;
export type FlagTargetKind = (typeof flagTargetKinds)[number];
export const flagTargetKindLabels: Record<FlagTargetKind, string> = {
  content: 'library content',
  analysis: 'analysis',
  oracle_upload: 'Oracle upload',
  community_post: 'community post',
  shared_roster: 'shared roster',
};
export const flagReasons = ['incorrect', 'offensive', 'spam', 'copyright', 'other'] as const;
export const flagReasonLabels: Record<(typeof flagReasons)[number], string> = {
  incorrect: 'Wrong or misleading',
  offensive: 'Offensive or abusive',
  spam: 'Spam',
  copyright: 'Copyright problem',
  other: 'Something else',
};

export const ticketCategories = ['account', 'billing', 'bug', 'tournament', 'content', 'other'] as const;
export const ticketCategoryLabels: Record<(typeof ticketCategories)[number], string> = {
  account: 'Account and sign-in',
  billing: 'Subscription and credits',
  bug: 'Something is broken',
  tournament: 'Tournaments',
  content: 'Library and content',
  other: 'Something else',
};
