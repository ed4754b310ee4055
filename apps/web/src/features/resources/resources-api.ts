import { useQuery } from '@tanstack/react-query';
import { loadResourceText, type ResourceDocumentId } from './resource-library';

const resourceKeys = {
  document: (id: ResourceDocumentId) => ['resources', id] as const,
};

/** A knowledge-base guide's Markdown (bundled with the app, loaded on demand; it never changes). */
export const useResourceText = (id: ResourceDocumentId) =>
  useQuery({
    queryKey: resourceKeys.document(id),
    queryFn: () => loadResourceText(id),
    staleTime: Infinity,
  });
