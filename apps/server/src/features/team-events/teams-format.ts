import type { TeamsFormat } from '../tournaments/tournament-hooks';
import { clearTeamRound, openTeamDraft, pairTeamsInto, refuseOpenDrafts } from './team-rounds.service';
import { teammateWithFaction } from './teams.service';

/** What a teams event does at the tournament core's moments (registered in app.ts). */
export const teamEventsFormat: TeamsFormat = {
  pairInto: pairTeamsInto,
  clearRound: clearTeamRound,
  refuseOpenDrafts,
  openDraft: openTeamDraft,
  teammateWithFaction,
};
