import { and, eq, isNull, or } from 'drizzle-orm';
import { isStaff } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { battlefieldTemplates } from './battlefields.table';

/**
 * Who may see and delete one battlefield template (docs/architecture.md, "Object-level
 * permissions"): everyone sees the official ones, each user their own; a user deletes their own,
 * an admin the official ones too. Anything else is not found (404). Publishing an official
 * template is a role check and stays with createTemplate.
 */

type Viewer = { id: string; role: string };

export const templateNotFound = () => new HttpError(404, 'TEMPLATE_NOT_FOUND', 'Template not found.');

/** The templates this user sees: the official ones and their own. */
export const visibleTemplates = (viewerId: string) =>
  or(eq(battlefieldTemplates.isOfficial, true), eq(battlefieldTemplates.userId, viewerId));

/** The rows a delete of this template may touch: the user's own, and for an admin the official ones. */
export const deletableTemplate = (viewer: Viewer, id: string) =>
  and(
    eq(battlefieldTemplates.id, id),
    isStaff(viewer)
      ? or(eq(battlefieldTemplates.userId, viewer.id), isNull(battlefieldTemplates.userId))
      : eq(battlefieldTemplates.userId, viewer.id),
  );
