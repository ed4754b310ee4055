import {
  apiErrorSchema,
  draftCommitSchema,
  draftViewSchema,
  matrixSchema,
  matrixUpdateSchema,
  teamActionSchema,
  teamCreateSchema,
  teamInviteSchema,
  teamListSchema,
  teamMatchListSchema,
  teamMatchParamsSchema,
  teamMemberParamsSchema,
  teamOrderSchema,
  teamParamsSchema,
  teamSchema,
  teamStandingsSchema,
  tournamentIdParamsSchema,
} from '@muster/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser } from '../../http/access-policy';
import { findTournamentRow } from '../tournaments/tournaments.queries';
import { commitDraftStep, getDraft } from './draft.service';
import { getMatrix, prefillMatrix, saveMatrix } from './matrix.service';
import { teamSettingsOf } from './team-queries';
import { teamMatchesReply, teamStandingsReply } from './team-rounds.service';
import {
  acceptInvite,
  actOnTeam,
  checkInTeam,
  createTeam,
  inviteMember,
  listTeams,
  removeMember,
  setTeamOrder,
  withdrawTeam,
} from './teams.service';

const tags = ['team events'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const roundQuery = z.object({ round: z.coerce.number().int().min(1).max(100).optional() });

export const teamEventRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/tournaments/:id/teams',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The teams of a teams event, members in team-sheet order, and your own team',
        params: tournamentIdParamsSchema,
        response: { 200: teamListSchema, ...errors },
      },
    },
    async (request) => listTeams(db, await request.currentUser(), request.params.id),
  );

  app.post(
    '/api/tournaments/:id/teams',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Register a team as its captain (a seat, pending approval, or the waitlist when full)',
        params: tournamentIdParamsSchema,
        body: teamCreateSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => createTeam(db, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/tournaments/:id/teams/:teamId/invites',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Invite a player by username to a free seat (captain)',
        params: teamParamsSchema,
        body: teamInviteSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) =>
      inviteMember(
        db,
        await requireUser(request),
        request.params.id,
        request.params.teamId,
        request.body.username,
      ),
  );

  app.post(
    '/api/tournaments/:id/teams/:teamId/accept',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accept your invitation: you take the seat and can submit your list',
        params: teamParamsSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => acceptInvite(db, await requireUser(request), request.params.id, request.params.teamId),
  );

  app.delete(
    '/api/tournaments/:id/teams/:teamId/members/:userId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Decline an invitation or leave (yourself), or take back an invitation or remove a member (captain)',
        params: teamMemberParamsSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) =>
      removeMember(
        db,
        await requireUser(request),
        request.params.id,
        request.params.teamId,
        request.params.userId,
      ),
  );

  app.put(
    '/api/tournaments/:id/teams/:teamId/order',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The team sheet's order: what the draft's defaults follow when time runs out (captain)",
        params: teamParamsSchema,
        body: teamOrderSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) =>
      setTeamOrder(
        db,
        await requireUser(request),
        request.params.id,
        request.params.teamId,
        request.body.userIds,
      ),
  );

  app.post(
    '/api/tournaments/:id/teams/:teamId/check-in',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Check the whole team in while check-in is open (captain)',
        params: teamParamsSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => checkInTeam(db, await requireUser(request), request.params.id, request.params.teamId),
  );

  app.delete(
    '/api/tournaments/:id/teams/:teamId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Withdraw the team before the event, or drop it once it runs (captain)',
        params: teamParamsSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => withdrawTeam(db, await requireUser(request), request.params.id, request.params.teamId),
  );

  app.post(
    '/api/tournaments/:id/teams/:teamId/actions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'approve, promote, check-in, undo-check-in, drop, reinstate a team (organisers)',
        params: teamParamsSchema,
        body: teamActionSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) =>
      actOnTeam(
        db,
        await requireUser(request),
        request.params.id,
        request.params.teamId,
        request.body.action,
      ),
  );

  app.get(
    '/api/tournaments/:id/team-matches',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Team matches (one round with ?round=), with draft status and the score so far',
        params: tournamentIdParamsSchema,
        querystring: roundQuery,
        response: { 200: teamMatchListSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findTournamentRow(db, request.params.id);
      teamSettingsOf(row);
      return { matches: await teamMatchesReply(db, row, request.query.round) };
    },
  );

  app.get(
    '/api/tournaments/:id/team-standings',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Team standings: team points, then game points, then victory points',
        params: tournamentIdParamsSchema,
        response: { 200: teamStandingsSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findTournamentRow(db, request.params.id);
      teamSettingsOf(row);
      return teamStandingsReply(db, row);
    },
  );

  app.get(
    '/api/tournaments/:id/team-matches/:matchId/draft',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A match's pairing draft as you may see it: a step stays hidden until both captains commit",
        params: teamMatchParamsSchema,
        response: { 200: draftViewSchema, ...errors },
      },
    },
    async (request) => getDraft(db, await request.currentUser(), request.params.id, request.params.matchId),
  );

  app.post(
    '/api/tournaments/:id/team-matches/:matchId/draft',
    {
      config: { access: 'user', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Commit your team's current draft step (captain)",
        params: teamMatchParamsSchema,
        body: draftCommitSchema,
        response: { 200: draftViewSchema, ...errors },
      },
    },
    async (request) =>
      commitDraftStep(
        db,
        await requireUser(request),
        request.params.id,
        request.params.matchId,
        request.body,
      ),
  );

  app.get(
    '/api/tournaments/:id/team-matches/:matchId/matrix',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Your team's matchup matrix for this match, with a suggestion for the draft's step (your team only)",
        params: teamMatchParamsSchema,
        response: { 200: matrixSchema, ...errors },
      },
    },
    async (request) => getMatrix(db, await requireUser(request), request.params.id, request.params.matchId),
  );

  app.put(
    '/api/tournaments/:id/team-matches/:matchId/matrix',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Save the matchup matrix: expected game points (0–20) of each of ours against each of theirs (captain)',
        params: teamMatchParamsSchema,
        body: matrixUpdateSchema,
        response: { 200: matrixSchema, ...errors },
      },
    },
    async (request) =>
      saveMatrix(
        db,
        await requireUser(request),
        request.params.id,
        request.params.matchId,
        request.body.expected,
      ),
  );

  app.post(
    '/api/tournaments/:id/team-matches/:matchId/matrix/prefill',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "Fill the matrix from Muster's battle simulation of each list against each (both first turns; once lists are published; captain)",
        params: teamMatchParamsSchema,
        response: { 200: matrixSchema, ...errors },
      },
    },
    async (request) =>
      prefillMatrix(db, await requireUser(request), request.params.id, request.params.matchId),
  );
};
