import type {
  adminContentItemSchema,
  adminContentListSchema,
  bulkContentReplySchema,
  ContentIngestionRequest,
  ContentInput,
  contentIngestionJobSchema,
  contentIngestionJobsSchema,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';
import { publishedContentKeys } from '../../content/published-content';
import { libraryKeys } from '../library/library-api';
import { adminContentKeys } from './admin-content-keys';

/** Anything that changes content also changes what the library shows. */
function useInvalidateContent() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminContentKeys.all });
    void client.invalidateQueries({ queryKey: libraryKeys.all });
    void client.invalidateQueries({ queryKey: publishedContentKeys.all });
  };
}

export const useAdminContentList = (status: 'all' | 'published' | 'draft', q: string) =>
  useQuery({
    queryKey: adminContentKeys.list(status, q),
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiRequest<typeof adminContentListSchema>(
        `/api/admin/content?status=${status}&q=${encodeURIComponent(q)}&limit=100`,
        {
          quiet: true,
        },
      ),
  });

export const useAdminContentItem = (id: string | null) =>
  useQuery({
    queryKey: adminContentKeys.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => apiRequest<typeof adminContentItemSchema>(`/api/admin/content/${id}`, { quiet: true }),
  });

export function useSaveContent(id: string | null) {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (input: ContentInput) =>
      apiRequest<typeof adminContentItemSchema>(id ? `/api/admin/content/${id}` : '/api/admin/content', {
        method: id ? 'PUT' : 'POST',
        body: input,
        quiet: true,
      }),
    onSuccess: invalidate,
  });
}

export function useContentActions() {
  const invalidate = useInvalidateContent();
  return {
    publish: useMutation({
      mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
        apiRequest<typeof adminContentItemSchema>(
          `/api/admin/content/${id}/${publish ? 'publish' : 'unpublish'}`,
          {
            method: 'POST',
            body: {},
            quiet: true,
          },
        ),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest<z.ZodNull>(`/api/admin/content/${id}`, { method: 'DELETE', quiet: true }),
      onSuccess: invalidate,
    }),
  };
}

export function useBulkUpload() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (items: unknown[]) =>
      apiRequest<typeof bulkContentReplySchema>('/api/admin/content/bulk', {
        method: 'POST',
        body: { items },
        quiet: true,
      }),
    onSuccess: invalidate,
  });
}

/** The super user's uploads, asked again every second while any is queued or running. */
export const useIngestionJobs = () =>
  useQuery({
    queryKey: adminContentKeys.ingestionJobs,
    queryFn: async () =>
      (await apiRequest<typeof contentIngestionJobsSchema>('/api/content-ingestion', { quiet: true })).jobs,
    refetchInterval: (query) =>
      query.state.data?.some((j) => j.status === 'queued' || j.status === 'running') ? 1000 : false,
  });

/** Queues a document to become a library item; its job joins the uploads. */
export function useIngestDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: ContentIngestionRequest) =>
      apiRequest<typeof contentIngestionJobSchema>('/api/content-ingestion', {
        method: 'POST',
        body: request,
        quiet: true,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminContentKeys.ingestionJobs });
      void client.invalidateQueries({ queryKey: adminContentKeys.all });
    },
  });
}
