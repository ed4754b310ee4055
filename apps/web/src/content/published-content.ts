import type { PublishedContentItem, PublishedContentReply } from '@muster/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 000 §9 content constants. */
export const contentQueryConfig = {
  staleTimeMs: 5 * 60_000,
  retries: 2,
  recentCount: 5,
  recommendedCount: 3,
  relatedCount: 3,
} as const;

async function fetchPublishedContent(): Promise<PublishedContentItem[]> {
  const response = await fetch('/api/acts/published');
  if (!response.ok) {
    throw new Error(`Failed to fetch published content: ${response.status} ${response.statusText}`);
  }
  // The server checks its reply against publishedContentReplySchema before sending it.
  const body = (await response.json().catch(() => null)) as PublishedContentReply | null;
  if (!body || !Array.isArray(body.published))
    throw new Error('Invalid data format received for published content');
  return body.published;
}

/** Content changes (admin-content) invalidate `all`. */
export const publishedContentKeys = {
  all: ['content', 'published'] as const,
};

export const publishedContentQuery = queryOptions({
  queryKey: publishedContentKeys.all,
  queryFn: fetchPublishedContent,
  staleTime: contentQueryConfig.staleTimeMs,
  retry: contentQueryConfig.retries,
  refetchOnWindowFocus: false,
});

export function usePublishedContent() {
  return useQuery(publishedContentQuery);
}
