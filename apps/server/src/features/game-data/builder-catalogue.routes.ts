import {
  apiErrorSchema,
  builderCatalogueSchema,
  builderFactionParamsSchema,
  builderFactionsReplySchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/error-handler';
import { sendSerialised } from '../../http/serialised-reply';
import { builderCatalogueReply, builderFactionsReply } from './builder-catalogue';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema };

/**
 * What the list builder builds from: the factions, and one faction's catalogue. Both are worked out
 * once and served as bytes with an ETag, so a browser revalidates with a 304 of no body.
 */
export const builderCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/game-data/builder/factions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary: 'The factions a list can be built for, with how many datasheets each may take',
        response: { 200: builderFactionsReplySchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await builderFactionsReply()),
  );

  app.get(
    '/api/game-data/builder/factions/:factionId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary:
          "Everything needed to build a list of one faction: detachments (detachment points, Force Dispositions, enhancements), datasheets (sizes, points by size and copy, limits, wargear options, default loadout, whom each may lead), battle sizes and each edition's construction limits",
        params: builderFactionParamsSchema,
        response: { 200: builderCatalogueSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const stored = await builderCatalogueReply(request.params.factionId);
      if (!stored) throw new HttpError(404, 'FACTION_NOT_FOUND', 'No faction with this id in the game data.');
      return sendSerialised(request, reply, stored);
    },
  );
};
