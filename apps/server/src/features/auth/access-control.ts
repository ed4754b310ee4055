import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';

const appRoles = ['user', 'admin', 'super_user'] as const;
export type AppRole = (typeof appRoles)[number];

/** Roles better-auth's admin plugin knows: admins and super users manage users and sessions. */
export const accessControl = createAccessControl(defaultStatements);
export const roles = {
  user: accessControl.newRole(userAc.statements),
  admin: accessControl.newRole(adminAc.statements),
  super_user: accessControl.newRole(adminAc.statements),
};

export function isAppRole(value: unknown): value is AppRole {
  return typeof value === 'string' && (appRoles as readonly string[]).includes(value);
}
