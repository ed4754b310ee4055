import {
  activeEventReplySchema,
  apiErrorSchema,
  closeRoundSchema,
  disputeSchema,
  gameParamsSchema,
  manualPairingsSchema,
  myGameReplySchema,
  resolveSchema,
  resultReplySchema,
  resultReportSchema,
  roundBattlefieldSchema,
  roundClockSchema,
  roundListQuerySchema,
  roundListSchema,
  roundParamsSchema,
  roundSchema,
  standingsSchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { sendSerialised } from '../../http/serialised-reply';
import { activeEventOf } from './active-event.service';
import type { EventReads } from './event-reads';
import { confirmResult, disputeResult, reportResult, resolveResult } from './results.service';
import {
  closeRound,
  pairNextRound,
  repairRound,
  setPairings,
  setRoundBattlefield,
  setRoundClock,
  startRound,
} from './rounds.service';

const tags = ['tournaments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/**
 * Per organiser account: enough to enter a 400-game round from paper slips at speed (several
 * helpers may share the account), still a ceiling on a runaway script.
 */
const organiser = { access: 'user' as const, rateLimit: { max: 600, timeWindow: 60_000 } };

export const roundRoutes: FastifyPluginAsyncZod<{ db: Database; reads: EventReads }> = async (
  app,
  { db, reads },
) => {
  // Pairings and standings are serialised once per change of the event, then served as bytes
  // (ETag, gzip): on event day every phone in the hall reads these, and no request then touches
  // the database or the serializer.

  app.get(
    '/api/tournaments/:id/rounds',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Every round with its pairings, results and timer',
        description:
          '`games=latest` leaves out the games of Swiss rounds before the last (`gamesOmitted: true`): what the event page shows.',
        params: tournamentIdParamsSchema,
        querystring: roundListQuerySchema,
        response: { 200: roundListSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      sendSerialised(request, reply, await reads.roundsReply(request.params.id, request.query.games)),
  );

  app.get(
    '/api/tournaments/:id/standings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Standings with the event’s scoring and tiebreakers',
        params: tournamentIdParamsSchema,
        response: { 200: standingsSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendSerialised(request, reply, await reads.standingsReply(request.params.id)),
  );

  app.get(
    '/api/tournaments/my-active',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Tournament mode: your event in progress (else the next you are confirmed for) and its matches',
        response: { 200: activeEventReplySchema, ...errors },
      },
    },
    async (request) => ({ active: await activeEventOf(db, reads, (await requireUser(request)).id) }),
  );

  app.get(
    '/api/tournaments/:id/my-game',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your pairing and table in the latest round',
        params: tournamentIdParamsSchema,
        response: { 200: myGameReplySchema, ...errors },
      },
    },
    async (request) => ({
      current: await reads.myGame(request.params.id, (await requireUser(request)).id),
    }),
  );

  app.post(
    '/api/tournaments/:id/rounds',
    {
      config: organiser,
      schema: {
        tags,
        summary: 'Pair the next round (organisers); round 1 starts the event',
        params: tournamentIdParamsSchema,
        response: { 201: roundSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pairNextRound(db, await requireUser(request), request.params.id)),
  );

  app.post(
    '/api/tournaments/:id/rounds/:number/repair',
    {
      config: organiser,
      schema: {
        tags,
        summary: 'Pair the round again, before any result (organisers)',
        params: roundParamsSchema,
        response: { 200: roundSchema, ...errors },
      },
    },
    async (request) => repairRound(db, await requireUser(request), request.params.id, request.params.number),
  );

  app.put(
    '/api/tournaments/:id/rounds/:number/pairings',
    {
      config: organiser,
      schema: {
        tags,
        summary:
          'Set the pairings by hand (organisers); answers warnings for rematches, clubmates, repeated tables',
        params: roundParamsSchema,
        body: manualPairingsSchema,
        response: { 200: roundSchema, ...errors },
      },
    },
    async (request) =>
      setPairings(
        db,
        await requireUser(request),
        request.params.id,
        request.params.number,
        request.body.pairings,
      ),
  );

  app.post(
    '/api/tournaments/:id/rounds/:number/start',
    {
      config: organiser,
      schema: {
        tags,
        summary: 'Start the round timer (organisers)',
        params: roundParamsSchema,
        response: { 200: roundSchema, ...errors },
      },
    },
    async (request) => startRound(db, await requireUser(request), request.params.id, request.params.number),
  );

  app.post(
    '/api/tournaments/:id/rounds/:number/clock',
    {
      config: organiser,
      schema: {
        tags,
        summary: 'Pause, resume, extend (minutes) or end the round clock (organisers)',
        params: roundParamsSchema,
        body: roundClockSchema,
        response: { 200: roundSchema, ...errors },
      },
    },
    async (request) =>
      setRoundClock(db, await requireUser(request), request.params.id, request.params.number, request.body),
  );

  app.put(
    '/api/tournaments/:id/rounds/:number/battlefield',
    {
      config: organiser,
      schema: {
        tags,
        summary: 'Attach a public battlefield layout to a round, or clear it with null (organisers)',
        params: roundParamsSchema,
        body: roundBattlefieldSchema,
        response: { 200: roundSchema, ...errors },
      },
    },
    async (request) =>
      setRoundBattlefield(
        db,
        await requireUser(request),
        request.params.id,
        request.params.number,
        request.body.battlefieldId,
      ),
  );

  app.post(
    '/api/tournaments/:id/rounds/:number/close',
    {
      config: organiser,
      schema: {
        tags,
        summary: 'Close the round once every result is settled, or force it (organisers)',
        params: roundParamsSchema,
        body: closeRoundSchema,
        response: { 200: roundSchema, ...errors },
      },
    },
    async (request) =>
      closeRound(
        db,
        await requireUser(request),
        request.params.id,
        request.params.number,
        request.body.force,
      ),
  );

  app.post(
    '/api/tournaments/:id/games/:gameId/report',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Report your game from your side; the same report twice is one result',
        params: gameParamsSchema,
        body: resultReportSchema,
        response: { 200: resultReplySchema, ...errors },
      },
    },
    async (request) => {
      await reportResult(
        db,
        await requireUser(request),
        request.params.id,
        request.params.gameId,
        request.body,
      );
      return reads.resultReply(request.params.id, request.params.gameId);
    },
  );

  app.post(
    '/api/tournaments/:id/games/:gameId/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Confirm the score your opponent reported',
        params: gameParamsSchema,
        response: { 200: resultReplySchema, ...errors },
      },
    },
    async (request) => {
      await confirmResult(db, await requireUser(request), request.params.id, request.params.gameId);
      return reads.resultReply(request.params.id, request.params.gameId);
    },
  );

  app.post(
    '/api/tournaments/:id/games/:gameId/dispute',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Dispute a reported result, saying why',
        params: gameParamsSchema,
        body: disputeSchema,
        response: { 200: resultReplySchema, ...errors },
      },
    },
    async (request) => {
      await disputeResult(
        db,
        await requireUser(request),
        request.params.id,
        request.params.gameId,
        request.body.reason,
      );
      return reads.resultReply(request.params.id, request.params.gameId);
    },
  );

  app.post(
    '/api/tournaments/:id/games/:gameId/resolve',
    {
      config: organiser,
      schema: {
        tags,
        summary: 'Set the result (organisers), closed rounds included',
        params: gameParamsSchema,
        body: resolveSchema,
        response: { 200: resultReplySchema, ...errors },
      },
    },
    async (request) => {
      await resolveResult(
        db,
        await requireUser(request),
        request.params.id,
        request.params.gameId,
        request.body,
      );
      return reads.resultReply(request.params.id, request.params.gameId);
    },
  );
};
