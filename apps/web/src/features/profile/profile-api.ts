import type { avatarReplySchema, Profile, profileSchema } from '@muster/contracts/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { apiErrorOf } from '../../api/api-error-envelope';
import { QUIET_HEADER } from '../../errors/fetch-monitor';

const profileKeys = {
  mine: ['profile'] as const,
};

/** The signed-in player's profile, preferences and statistics. */
export const useProfile = () =>
  useQuery({
    queryKey: profileKeys.mine,
    queryFn: () => apiRequest<typeof profileSchema>('/api/profile', { quiet: true }),
  });

/** Reads the profile again (after a change); settles once it has been. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.mine });
}

/** The fields a player edits on their profile. */
export type EditableProfile = Pick<
  Profile,
  | 'username'
  | 'displayName'
  | 'bio'
  | 'gamingExperienceLevel'
  | 'preferredPlayStyle'
  | 'preferredFactions'
  | 'preferences'
>;
/** A save names only what changed; the fields left out stay as they are. */
type ProfileChanges = Partial<EditableProfile>;

export const saveProfile = (changes: ProfileChanges) =>
  apiRequest<typeof profileSchema>('/api/profile', { method: 'PATCH', quiet: true, body: changes });

/** Uploads a picture as it is (the server re-encodes it); throws with the server's reason. */
export async function uploadAvatar(file: File): Promise<void> {
  const response = await fetch('/api/profile/avatar', {
    method: 'PUT',
    headers: { 'content-type': file.type || 'application/octet-stream', [QUIET_HEADER]: '1' },
    body: file,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(apiErrorOf(payload)?.message ?? `Upload failed (${response.status}).`);
  }
}

/** Back to the generated avatar. */
export const removeAvatar = () =>
  apiRequest<typeof avatarReplySchema>('/api/profile/avatar', { method: 'DELETE', quiet: true });
