import { ONBOARDING_FOREIGN_USER_MESSAGE } from '@muster/contracts';
import type { SessionUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';

/**
 * Whose questionnaire one is (docs/architecture.md, "Object-level permissions"): a user answers
 * only their own; a request naming another user's id gets 403.
 */

export function requireOwnQuestionnaire(viewer: SessionUser, userId: string): void {
  if (userId !== viewer.id)
    throw new HttpError(403, 'ONBOARDING_FOREIGN_USER', ONBOARDING_FOREIGN_USER_MESSAGE);
}
