import type {
  publicSiteSchema,
  SiteSettings,
  siteSettingsReplySchema,
} from '@muster/contracts/site-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

const siteKeys = {
  /** What every visitor's shell shows (the announcement, whether sign-ups are open). */
  public: ['site'] as const,
  adminSettings: ['admin', 'settings'] as const,
};

/** The announcement and sign-up state every visitor's shell shows; refreshed every few minutes. */
export const publicSiteQuery = queryOptions({
  queryKey: siteKeys.public,
  queryFn: () => apiRequest<typeof publicSiteSchema>('/api/site', { quiet: true }),
  staleTime: 5 * 60_000,
});

export const usePublicSite = () => useQuery(publicSiteQuery);

export const useAdminSettings = () =>
  useQuery({
    queryKey: siteKeys.adminSettings,
    queryFn: () => apiRequest<typeof siteSettingsReplySchema>('/api/admin/settings', { quiet: true }),
  });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      apiRequest<typeof siteSettingsReplySchema>('/api/admin/settings', {
        method: 'PUT',
        body: settings,
        quiet: true,
      }),
    onSuccess: (reply) => {
      client.setQueryData(siteKeys.adminSettings, reply);
      void client.invalidateQueries({ queryKey: siteKeys.public });
    },
  });
}
