import {
  apiErrorSchema,
  playbookCreateSchema,
  playbookIdParamsSchema,
  playbookListSchema,
  playbookSchema,
  playbookTestQuerySchema,
  playbookTestSchema,
  playbookUpdateSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { clientGoneSignal } from '../../http/client-gone';
import {
  createPlaybook,
  deletePlaybook,
  findPlaybook,
  listPlaybooks,
  samplePlaybook,
  testPlaybook,
  updatePlaybook,
} from './playbooks.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['playbooks'];

export const playbookRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/playbooks',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Generate a playbook for one of your rosters, optionally against another',
        body: playbookCreateSchema,
        response: { 201: playbookSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createPlaybook(db, (await requireUser(request)).id, request.body, clientGoneSignal(reply)),
        ),
  );

  app.get(
    '/api/playbooks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your playbooks, newest first',
        response: { 200: playbookListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ playbooks: await listPlaybooks(db, (await requireUser(request)).id) }),
  );

  app.get(
    '/api/playbooks/sample',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, summary: 'The sample playbook (two sample lists)', response: { 200: playbookSchema } },
    },
    async () => samplePlaybook(),
  );

  app.get(
    '/api/playbooks/sample/test',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The sample playbook played out against its opponent',
        querystring: playbookTestQuerySchema,
        response: { 200: playbookTestSchema, 400: apiErrorSchema },
      },
    },
    async (request) => testPlaybook(db, 'sample', null, request.query.firstTurn),
  );

  app.get(
    '/api/playbooks/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A playbook: yours, or anyone’s that is shared',
        params: playbookIdParamsSchema,
        response: { 200: playbookSchema, ...errors },
      },
    },
    async (request) => findPlaybook(db, request.params.id, (await request.currentUser())?.id ?? null),
  );

  app.get(
    '/api/playbooks/:id/test',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Play a playbook out against its opponent (or the sample opponent)',
        params: playbookIdParamsSchema,
        querystring: playbookTestQuerySchema,
        response: { 200: playbookTestSchema, ...errors },
      },
    },
    async (request) =>
      testPlaybook(db, request.params.id, (await request.currentUser())?.id ?? null, request.query.firstTurn),
  );

  app.patch(
    '/api/playbooks/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Rename or share (isPublic) one of your playbooks',
        params: playbookIdParamsSchema,
        body: playbookUpdateSchema,
        response: { 200: playbookSchema, ...errors },
      },
    },
    async (request) => updatePlaybook(db, (await requireUser(request)).id, request.params.id, request.body),
  );

  app.delete(
    '/api/playbooks/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete one of your playbooks',
        params: playbookIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePlaybook(db, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
