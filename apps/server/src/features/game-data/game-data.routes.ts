import {
  apiErrorSchema,
  catalogueFactionsReplySchema,
  catalogueSearchQuerySchema,
  catalogueSearchReplySchema,
  catalogueUnitQuerySchema,
  catalogueUnitReplySchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/error-handler';
import { catalogueEdition, catalogueFactions, catalogueUnit, searchUnits } from './unit-catalogue';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const gameDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/game-data/units',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary:
          'Search the 40kdc-data units by name (accents and punctuation ignored), optionally in one faction',
        querystring: catalogueSearchQuerySchema,
        response: { 200: catalogueSearchReplySchema, ...errors },
      },
    },
    async (request) => ({
      edition: await catalogueEdition(),
      units: await searchUnits(request.query.query, request.query.faction ?? null, request.query.limit),
    }),
  );

  app.get(
    '/api/game-data/units/:unitId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary:
          'One datasheet at its smallest size with its default loadout: stat line, the weapons its models carry (counted), keywords and points',
        params: z.object({ unitId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Invalid unit id') }),
        querystring: catalogueUnitQuerySchema,
        response: { 200: catalogueUnitReplySchema, ...errors },
      },
    },
    async (request) => {
      const unit = await catalogueUnit(request.params.unitId, request.query.faction ?? null);
      if (!unit) throw new HttpError(404, 'UNIT_NOT_FOUND', 'No unit with this id in the data set.');
      return { edition: await catalogueEdition(), unit };
    },
  );

  app.get(
    '/api/game-data/factions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary: 'The factions in the data set with their unit counts',
        response: { 200: catalogueFactionsReplySchema, ...errors },
      },
    },
    async () => ({ edition: await catalogueEdition(), factions: await catalogueFactions() }),
  );
};
