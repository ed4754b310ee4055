import {
  apiErrorSchema,
  rosterCompareQuerySchema,
  rosterDiffSchema,
  rosterIdParamsSchema,
  rosterShareLinkReplySchema,
  rosterVersionParamsSchema,
  rosterVersionsReplySchema,
  savedRosterSchema,
  sharedListParamsSchema,
  sharedListReplySchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import {
  compareRosterVersions,
  createRosterShareLink,
  listRosterVersions,
  restoreRosterVersion,
  revokeRosterShareLink,
  rosterShareLink,
  sharedList,
} from './roster-versions.service';
import { toSavedRoster } from './rosters.queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['rosters'];

/** Every save of a roster as a version (compare, restore), and its revocable read-only link. */
export const rosterVersionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/rosters/:id/versions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your roster’s versions, newest first (every save is one)',
        params: rosterIdParamsSchema,
        response: { 200: rosterVersionsReplySchema, ...errors },
      },
    },
    async (request) => ({
      versions: await listRosterVersions(db, (await requireUser(request)).id, request.params.id),
    }),
  );

  app.get(
    '/api/rosters/:id/versions/compare',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'What changed between two versions: units and enhancements added and removed, points',
        params: rosterIdParamsSchema,
        querystring: rosterCompareQuerySchema,
        response: { 200: rosterDiffSchema, ...errors },
      },
    },
    async (request) =>
      compareRosterVersions(
        db,
        (await requireUser(request)).id,
        request.params.id,
        request.query.from,
        request.query.to,
      ),
  );

  app.post(
    '/api/rosters/:id/versions/:number/restore',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Make an old version current again (itself a new version: nothing is lost)',
        params: rosterVersionParamsSchema,
        response: { 200: savedRosterSchema, ...errors },
      },
    },
    async (request) =>
      toSavedRoster(
        await restoreRosterVersion(
          db,
          (await requireUser(request)).id,
          request.params.id,
          request.params.number,
        ),
      ),
  );

  app.get(
    '/api/rosters/:id/share-link',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The roster’s read-only link, if you made one',
        params: rosterIdParamsSchema,
        response: { 200: rosterShareLinkReplySchema, ...errors },
      },
    },
    async (request) => ({
      link: await rosterShareLink(db, (await requireUser(request)).id, request.params.id),
    }),
  );

  app.post(
    '/api/rosters/:id/share-link',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Make (or get) a read-only link to the roster: anyone with it sees the list as it stands',
        params: rosterIdParamsSchema,
        response: { 200: rosterShareLinkReplySchema, ...errors },
      },
    },
    async (request) => ({
      link: await createRosterShareLink(db, (await requireUser(request)).id, request.params.id),
    }),
  );

  app.delete(
    '/api/rosters/:id/share-link',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Revoke the read-only link at once',
        params: rosterIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeRosterShareLink(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/shared-lists/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A list seen through its read-only link (no account needed); 404 once revoked',
        params: sharedListParamsSchema,
        response: { 200: sharedListReplySchema, ...errors },
      },
    },
    async (request) => sharedList(db, request.params.token),
  );
};
