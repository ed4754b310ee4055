import {
  apiErrorSchema,
  boardsSchema,
  eventResultsSchema,
  postCreateSchema,
  postModerationSchema,
  rosterIdParamsSchema,
  rosterSharingReplySchema,
  rosterSharingSchema,
  sharedRosterListSchema,
  sharedRosterSchema,
  threadCreateSchema,
  threadListQuerySchema,
  threadListSchema,
  threadModerationSchema,
  threadSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { recentEventResults } from './event-results.service';
import { listSharedRosters, readSharedRoster, readSharing, setSharing } from './shared-rosters.service';
import {
  addPost,
  createThread,
  deletePost,
  deleteThread,
  editPost,
  listBoards,
  listThreads,
  moderateThread,
  readThread,
  setPostHidden,
} from './threads.service';

const tags = ['community'];
const user = { access: 'user' as const };
const admin = { access: 'admin' as const };
const writes = { ...user, rateLimit: { max: 30, timeWindow: 60_000 } };
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const threadParams = z.object({ id: z.uuid('That thread id is not valid.') });
const postParams = z.object({ id: z.uuid('That post id is not valid.') });
const sharedRosterParams = z.object({ id: z.uuid('That roster id is not valid.') });

/** Spec 000 /community and /community-intel: results, faction boards and shared rosters. */
export const communityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/community/results',
    {
      config: user,
      schema: {
        tags,
        summary: 'The latest finished public events and their podiums',
        response: { 200: eventResultsSchema, ...errors },
      },
    },
    async () => recentEventResults(db),
  );

  app.get(
    '/api/community/boards',
    {
      config: user,
      schema: {
        tags,
        summary: 'Every board with its thread and post counts',
        response: { 200: boardsSchema, ...errors },
      },
    },
    async () => listBoards(db),
  );

  app.get(
    '/api/community/threads',
    {
      config: user,
      schema: {
        tags,
        summary: 'Threads, pinned first then most recently active; optionally on one board',
        querystring: threadListQuerySchema,
        response: { 200: threadListSchema, ...errors },
      },
    },
    async (request) => listThreads(db, request.query.board, request.query.page),
  );

  app.post(
    '/api/community/threads',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Start a thread (refused while posting is closed)',
        body: threadCreateSchema,
        response: { 201: threadSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createThread(db, await requireUser(request), request.body)),
  );

  app.get(
    '/api/community/threads/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'A thread and its posts',
        params: threadParams,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => readThread(db, request.params.id, await requireUser(request)),
  );

  app.post(
    '/api/community/threads/:id/posts',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Reply to a thread (refused when locked or while posting is closed)',
        params: threadParams,
        body: postCreateSchema,
        response: { 201: threadSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPost(db, await requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/community/posts/:id',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Edit your own post',
        params: postParams,
        body: postCreateSchema,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => editPost(db, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/community/posts/:id',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Delete your own post',
        params: postParams,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => deletePost(db, await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/admin/community/threads/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Lock or pin a thread',
        params: threadParams,
        body: threadModerationSchema,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => moderateThread(db, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/community/threads/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a whole thread with its posts',
        params: threadParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteThread(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/admin/community/posts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Hide a post from members (with a note) or restore it',
        params: postParams,
        body: postModerationSchema,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => {
      const threadId = await setPostHidden(db, request.params.id, request.body.hidden, request.body.note);
      return readThread(db, threadId, await requireUser(request));
    },
  );

  app.get(
    '/api/community/rosters',
    {
      config: user,
      schema: {
        tags,
        summary: 'Rosters their owners shared, newest first; optionally of one faction',
        querystring: z.object({ faction: z.string().trim().min(1).max(120).optional() }),
        response: { 200: sharedRosterListSchema, ...errors },
      },
    },
    async (request) => listSharedRosters(db, await requireUser(request), request.query.faction),
  );

  app.get(
    '/api/community/rosters/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'A shared roster’s units',
        params: sharedRosterParams,
        response: { 200: sharedRosterSchema, ...errors },
      },
    },
    async (request) => readSharedRoster(db, await requireUser(request), request.params.id),
  );

  app.get(
    '/api/rosters/:id/sharing',
    {
      config: user,
      schema: {
        tags,
        summary: 'Whether your roster is shared with the community',
        params: rosterIdParamsSchema,
        response: { 200: rosterSharingReplySchema, ...errors },
      },
    },
    async (request) => readSharing(db, await requireUser(request), request.params.id),
  );

  app.put(
    '/api/rosters/:id/sharing',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Share your roster with the community, or stop sharing it',
        params: rosterIdParamsSchema,
        body: rosterSharingSchema,
        response: { 200: rosterSharingReplySchema, ...errors },
      },
    },
    async (request) => setSharing(db, await requireUser(request), request.params.id, request.body.shared),
  );
};
