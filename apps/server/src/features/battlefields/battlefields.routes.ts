import {
  apiErrorSchema,
  battlefieldIdParamsSchema,
  battlefieldInputSchema,
  battlefieldListQuerySchema,
  battlefieldListReplySchema,
  battlefieldSchema,
  battlefieldSnapshotParamsSchema,
  battlefieldSnapshotSchema,
  battlefieldSnapshotsReplySchema,
  battlefieldTemplateSchema,
  battlefieldTemplatesQuerySchema,
  battlefieldTemplatesReplySchema,
  snapshotInputSchema,
  templateIdParamsSchema,
  templateInputSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { createTemplate, deleteTemplate, listTemplates } from './battlefield-templates.service';
import {
  createBattlefield,
  createSnapshot,
  deleteBattlefield,
  deleteSnapshot,
  getBattlefield,
  listBattlefields,
  listSnapshots,
  updateBattlefield,
} from './battlefields.service';

const tags = ['battlefields'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const user = { access: 'user' as const };

export const battlefieldRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/battlefields',
    {
      config: user,
      schema: {
        tags,
        summary: 'Your battlefields (or everyone’s public ones), newest first, 20 a page',
        querystring: battlefieldListQuerySchema,
        response: { 200: battlefieldListReplySchema, ...errors },
      },
    },
    async (request) => listBattlefields(db, (await requireUser(request)).id, request.query),
  );

  app.post(
    '/api/battlefields',
    {
      config: { ...user, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Create a battlefield',
        body: battlefieldInputSchema,
        response: { 201: battlefieldSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBattlefield(db, (await requireUser(request)).id, request.body)),
  );

  app.get(
    '/api/battlefields/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A battlefield: yours, or anyone’s public one',
        params: battlefieldIdParamsSchema,
        response: { 200: battlefieldSchema, ...errors },
      },
    },
    async (request) => getBattlefield(db, (await request.currentUser())?.id ?? null, request.params.id),
  );

  app.put(
    '/api/battlefields/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Save one of your battlefields (the whole layout)',
        params: battlefieldIdParamsSchema,
        body: battlefieldInputSchema,
        response: { 200: battlefieldSchema, ...errors },
      },
    },
    async (request) =>
      updateBattlefield(db, (await requireUser(request)).id, request.params.id, request.body),
  );

  app.delete(
    '/api/battlefields/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete one of your battlefields and its snapshots',
        params: battlefieldIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBattlefield(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/battlefields/:id/snapshots',
    {
      config: user,
      schema: {
        tags,
        summary: 'Snapshots of a battlefield you can see, newest first (50 kept)',
        params: battlefieldIdParamsSchema,
        response: { 200: battlefieldSnapshotsReplySchema, ...errors },
      },
    },
    async (request) => ({
      snapshots: await listSnapshots(db, (await requireUser(request)).id, request.params.id),
    }),
  );

  app.post(
    '/api/battlefields/:id/snapshots',
    {
      config: { ...user, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Save the unit placements of a turn and phase; only the 50 newest are kept',
        params: battlefieldIdParamsSchema,
        body: snapshotInputSchema,
        response: { 201: battlefieldSnapshotSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSnapshot(db, (await requireUser(request)).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/battlefields/:id/snapshots/:snapshotId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete a snapshot of one of your battlefields',
        params: battlefieldSnapshotParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSnapshot(db, (await requireUser(request)).id, request.params.id, request.params.snapshotId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/battlefield-templates',
    {
      config: user,
      schema: {
        tags,
        summary: 'Official templates, then your own (10 a page)',
        querystring: battlefieldTemplatesQuerySchema,
        response: { 200: battlefieldTemplatesReplySchema, ...errors },
      },
    },
    async (request) => listTemplates(db, (await requireUser(request)).id, request.query),
  );

  app.post(
    '/api/battlefield-templates',
    {
      config: { ...user, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Save a layout as a template (official ones by admins only)',
        body: templateInputSchema,
        response: { 201: battlefieldTemplateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(db, await requireUser(request), request.body)),
  );

  app.delete(
    '/api/battlefield-templates/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete one of your templates (admins may delete official ones)',
        params: templateIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
