import type { AppRoleName, AppTierName, ShellUserReply } from '@muster/contracts';
import type { BadgeTone } from '../ui/Badge';

export type AppTier = AppTierName;
export type AppRole = AppRoleName;
/** The signed-in user as the shell shows them (spec 000 §3). */
export type ShellUser = ShellUserReply;

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

export function hasRole(user: ShellUser | null, roles: readonly AppRole[]): boolean {
  return user !== null && roles.includes(user.role);
}
