import {
  apiErrorSchema,
  builtListSaveSchema,
  detachmentRulesReplySchema,
  rosterBuiltListReplySchema,
  rosterIdParamsSchema,
  rosterLegalityReplySchema,
  rosterResolveSchema,
  savedRosterSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { HttpError } from '../../http/error-handler';
import { runGameDataTask } from '../game-data/game-data-workers';
import { requireOwnRoster } from './roster.policy';
import { insertRoster, replaceRosterData } from './rosters.queries';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['rosters'];
/** What a list made in the builder is saved as (its source format). */
const BUILT_LIST_FORMAT = 'muster-builder';

/**
 * Lists made or edited in the list builder: the builder's spec is turned into a roster on the
 * game data (datasheets, points, resolution) in a game-data worker and saved as any roster is,
 * so analysis, events and exports read it; every save is a version.
 */
export const rosterBuildRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/rosters/build',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save a list made in the builder as a new roster',
        body: builtListSaveSchema,
        response: { 201: savedRosterSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const roster = await runGameDataTask('built-list-roster', { list: request.body.list });
      const saved = await insertRoster(db, me.id, {
        roster,
        sourceFormat: BUILT_LIST_FORMAT,
        sourceFileName: null,
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/rosters/:id/build',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'One of your rosters in the builder’s terms, with the units and details that could not be carried over',
        params: rosterIdParamsSchema,
        response: { 200: rosterBuiltListReplySchema, ...errors },
      },
    },
    async (request) => {
      const row = await requireOwnRoster(db, (await requireUser(request)).id, request.params.id);
      const built = await runGameDataTask('roster-built-list', { roster: row.rosterData });
      // Without a faction of the game data there is nothing to build with: say so, plainly.
      if (!built.list.factionId)
        throw new HttpError(
          422,
          'FACTION_NOT_IN_GAME_DATA',
          `“${row.rosterData.faction}” is not a faction of the game data, so this roster cannot be opened in the list builder.`,
        );
      return built;
    },
  );

  app.get(
    '/api/rosters/:id/detachment-rules',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "One of your rosters' detachments as the table needs them: each one's rule, enhancements and stratagems with the game data's text (null where the data has none yet)",
        params: rosterIdParamsSchema,
        response: { 200: detachmentRulesReplySchema, ...errors },
      },
    },
    async (request) => {
      const row = await requireOwnRoster(db, (await requireUser(request)).id, request.params.id);
      return runGameDataTask('detachment-rules', { roster: row.rosterData });
    },
  );

  app.get(
    '/api/rosters/:id/check',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'One of your rosters checked as the builder checks a list: points, detachment points and every rule it breaks, in plain words',
        params: rosterIdParamsSchema,
        response: { 200: rosterLegalityReplySchema, ...errors },
      },
    },
    async (request) => {
      const row = await requireOwnRoster(db, (await requireUser(request)).id, request.params.id);
      return runGameDataTask('roster-legality', { roster: row.rosterData });
    },
  );

  app.post(
    '/api/rosters/legality',
    {
      config: { access: 'user', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'A roster not saved yet (an import under review) checked as the builder checks a list',
        body: rosterResolveSchema,
        response: { 200: rosterLegalityReplySchema, ...errors },
      },
    },
    async (request) => {
      await requireUser(request);
      return runGameDataTask('roster-legality', { roster: request.body.roster });
    },
  );

  app.put(
    '/api/rosters/:id/build',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save one of your rosters from the builder (a new version; the old one can be restored)',
        params: rosterIdParamsSchema,
        body: builtListSaveSchema,
        response: { 200: savedRosterSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      await requireOwnRoster(db, me.id, request.params.id);
      const roster = await runGameDataTask('built-list-roster', { list: request.body.list });
      return replaceRosterData(db, me.id, request.params.id, roster, 'edited in the list builder');
    },
  );
};
