import {
  apiErrorSchema,
  bulkListApprovalResultSchema,
  bulkListApprovalSchema,
  entryParamsSchema,
  eventListSchema,
  eventListsSchema,
  listReviewSchema,
  listSubmitSchema,
  myListReplySchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { bulkApproveLists, eventLists, listLock, myList, reviewList, submitList } from './lists.service';
import { findTournamentRow } from './tournaments.queries';

const tags = ['tournaments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const listRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/api/tournaments/:id/list',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Submit one of your rosters as your list: checked against the event, snapshotted and hashed',
        params: tournamentIdParamsSchema,
        body: listSubmitSchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (request) =>
      submitList(
        db,
        await requireUser(request),
        request.params.id,
        request.body.rosterId,
        request.body.forceDisposition,
      ),
  );

  app.get(
    '/api/tournaments/:id/list',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your list for the event',
        params: tournamentIdParamsSchema,
        response: { 200: myListReplySchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const lock = await listLock(db, await findTournamentRow(db, request.params.id));
      return { list: await myList(db, viewer, request.params.id), lock };
    },
  );

  app.get(
    '/api/tournaments/:id/lists',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every list: organisers always, everyone once published',
        params: tournamentIdParamsSchema,
        response: { 200: eventListsSchema, ...errors },
      },
    },
    async (request) => eventLists(db, await request.currentUser(), request.params.id),
  );

  app.post(
    '/api/tournaments/:id/lists/:entryId/review',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Approve (locks it) or send back with a note (organisers). Sending back also unlocks a list after lists locked; the note is the reason on record.',
        params: entryParamsSchema,
        body: listReviewSchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (request) =>
      reviewList(db, await requireUser(request), request.params.id, request.params.entryId, request.body),
  );

  app.post(
    '/api/tournaments/:id/lists/bulk-approve',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Approve the named lists, or { all: "submitted-without-errors" } every submitted list with no error-severity check (organisers); what was not approved is reported with the reason',
        params: tournamentIdParamsSchema,
        body: bulkListApprovalSchema,
        response: { 200: bulkListApprovalResultSchema, ...errors },
      },
    },
    async (request) => bulkApproveLists(db, await requireUser(request), request.params.id, request.body),
  );
};
