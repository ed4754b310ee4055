import {
  apiErrorSchema,
  catalogueFactionsReplySchema,
  catalogueSearchQuerySchema,
  catalogueSearchReplySchema,
  catalogueUnitQuerySchema,
  catalogueUnitReplySchema,
  missionCatalogueSchema,
  missionScoringSchema,
  officialDeploymentsReplySchema,
  terrainLayoutParamsSchema,
  terrainLayoutReplySchema,
  terrainLayoutsReplySchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/error-handler';
import { type SerialisedReply, sendSerialised, serialiseReply } from '../../http/serialised-reply';
import { tabletopCatalogue } from './game-data-workers';
import { layoutSummary } from './tabletop-catalogue';
import { catalogueEdition, catalogueFactions, catalogueUnit, searchUnits } from './unit-catalogue';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The mission cards for scoring, serialised once: the game data never changes while the server runs. */
let missionScoring: Promise<SerialisedReply> | null = null;
const missionScoringReply = (): Promise<SerialisedReply> => {
  missionScoring ??= tabletopCatalogue().then((catalogue) => serialiseReply(catalogue.scoring));
  missionScoring.catch(() => {
    missionScoring = null;
  });
  return missionScoring;
};

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

  app.get(
    '/api/game-data/deployments',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary:
          "The 11th-edition deployment patterns: each side's zone as a polygon in inches on the data's board, and the objective markers",
        response: { 200: officialDeploymentsReplySchema, ...errors },
      },
    },
    async () => {
      const { edition, deployments } = await tabletopCatalogue();
      return { edition, deployments };
    },
  );

  app.get(
    '/api/game-data/missions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary:
          '11th-edition missions: Force Dispositions, missions with their VP caps, the disposition × disposition matchups and the layouts dealt for each pair',
        response: { 200: missionCatalogueSchema, ...errors },
      },
    },
    async () => {
      const { detachmentDispositions: _serverOnly, ...catalogue } = (await tabletopCatalogue()).missions;
      return catalogue;
    },
  );

  app.get(
    '/api/game-data/mission-scoring',
    {
      // Public: the score tracker works for anyone at a table, signed in or not, and offline.
      config: { access: 'public' },
      schema: {
        tags: ['game data'],
        summary:
          "The mission cards for scoring: each mission's primary card and the secondary deck, every award in words with its VP, plus the caps (per round, per game) and the tactical card cap",
        response: { 200: missionScoringSchema, 304: z.null(), ...errors },
      },
    },
    // Revalidated with its ETag rather than kept for an hour: the phone keeps its own offline
    // copy, and a reply the browser's cache answered with no signal read as the server answering
    // (the companion showed "Online" with no network).
    async (request, reply) => sendSerialised(request, reply, await missionScoringReply()),
  );

  app.get(
    '/api/game-data/terrain-layouts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary:
          'The 11th-edition terrain layouts: the Force Disposition matchup and missions each is dealt for, its deployment and board',
        response: { 200: terrainLayoutsReplySchema, ...errors },
      },
    },
    async () => {
      const { edition, layouts } = await tabletopCatalogue();
      return { edition, layouts: layouts.map(layoutSummary) };
    },
  );

  app.get(
    '/api/game-data/terrain-layouts/:layoutId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['game data'],
        summary:
          "One terrain layout as the designer places it: its pieces (centre, size and turn in inches, outline when not rectangular), objective markers and its deployment's zones",
        params: terrainLayoutParamsSchema,
        response: { 200: terrainLayoutReplySchema, ...errors },
      },
    },
    async (request) => {
      const { edition, layouts } = await tabletopCatalogue();
      const layout = layouts.find((l) => l.id === request.params.layoutId);
      if (!layout) throw new HttpError(404, 'TERRAIN_LAYOUT_NOT_FOUND', 'No terrain layout with this id.');
      return { edition, layout };
    },
  );
};
