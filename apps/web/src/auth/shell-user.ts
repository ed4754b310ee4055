import type { BadgeTone } from '../ui/Badge';

export const appTiers = ['free', 'warrior', 'commander', 'emperor'] as const;
export type AppTier = (typeof appTiers)[number];
export const appRoles = ['user', 'admin', 'super_user'] as const;
export type AppRole = (typeof appRoles)[number];

/** The signed-in user as the shell shows them (spec 000 §3). */
export type ShellUser = {
  id: string;
  name: string;
  email: string;
  appTier: AppTier;
  role: AppRole;
  avatar: string | null;
};

/** The profile username, else the part of the e-mail before the at-sign, else 'Commander'. */
export function displayName(username: string | null | undefined, email: string | null | undefined): string {
  if (username?.trim()) return username.trim();
  const local = email?.split('@')[0]?.trim();
  return local || 'Commander';
}

/** Tier badge colours: grey, blue, purple, gold. */
export const tierBadgeTone: Record<AppTier, BadgeTone> = {
  free: 'grey',
  warrior: 'blue',
  commander: 'purple',
  emperor: 'gold',
};
