import type {
  adminContentItemSchema,
  adminContentListSchema,
  bulkContentReplySchema,
  ContentInput,
} from '@muster/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/api-client';

const keys = {
  all: ['admin', 'content'] as const,
  list: (status: string, q: string) => ['admin', 'content', 'list', status, q] as const,
  one: (id: string) => ['admin', 'content', 'one', id] as const,
};

/** Anything that changes content also changes what the library shows. */
function useInvalidateContent() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.all });
    void client.invalidateQueries({ queryKey: ['library'] });
    void client.invalidateQueries({ queryKey: ['published-content'] });
  };
}

export const useAdminContentList = (status: 'all' | 'published' | 'draft', q: string) =>
  useQuery({
    queryKey: keys.list(status, q),
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
    queryKey: keys.one(id ?? ''),
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
