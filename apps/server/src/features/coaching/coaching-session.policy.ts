import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../http/error-handler';
import { coachingPlans, coachingSessions } from './coaching.table';

/**
 * Who may see and change one coaching session and the plan it ends with (docs/architecture.md,
 * "Object-level permissions"): only the user who started it. Anyone else's id is simply not found
 * (404), like a missing one.
 */

export const sessionNotFound = () => new HttpError(404, 'SESSION_NOT_FOUND', 'Coaching session not found.');

/** The rows a read or change of the user's session may touch: that session, when it is theirs. */
export const ownSession = (userId: string, id: string) =>
  and(eq(coachingSessions.id, id), eq(coachingSessions.userId, userId));

export const planNotFound = () => new HttpError(404, 'PLAN_NOT_FOUND', 'Coaching plan not found.');

/** The rows a change of the user's plan may touch: that plan, when it is theirs. */
export const ownPlan = (userId: string, id: string) =>
  and(eq(coachingPlans.id, id), eq(coachingPlans.userId, userId));
