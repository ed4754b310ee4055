/**
 * The query keys of the content admin, on their own so the review of flagged content (moderation,
 * whose report button sits on community and oracle pages) can name them without taking the admin's
 * requests with it.
 */
export const adminContentKeys = {
  all: ['admin', 'content'] as const,
  list: (status: string, q: string) => ['admin', 'content', 'list', status, q] as const,
  one: (id: string) => ['admin', 'content', 'one', id] as const,
  /** The super user's document uploads (/content-ingestion); not under `all`. */
  ingestionJobs: ['admin', 'content-ingestion'] as const,
};
