import type { GameData } from '@muster/army';
import type { MissionScoring, ScoringAwardData } from '@muster/contracts';
import type { ServerMissionCatalogue } from './mission-catalogue';

type DataAward = ReturnType<GameData['awardsOf']>[number];

/**
 * Only what scoring needs travels: the award's wording (the data package's own `describeAward`)
 * and its numbers. The condition itself (`when`) is in the wording; the tracker never evaluates it,
 * the player ticks what they achieved (as the data package's scoring model intends).
 */
function awardOf(data: GameData, award: DataAward): ScoringAwardData {
  const round = award.trigger?.battle_round;
  return {
    label: data.describeAward(award),
    ...(award.trigger
      ? {
          trigger: {
            ...(award.trigger.timing ? { timing: award.trigger.timing } : {}),
            ...(award.trigger.player_turn ? { player_turn: award.trigger.player_turn } : {}),
            ...(round ? { battle_round: { ...round } } : {}),
          },
        }
      : {}),
    ...(award.vp != null ? { vp: award.vp } : {}),
    ...(award.vp_per != null ? { vp_per: award.vp_per } : {}),
    ...(award.per != null ? { per: award.per } : {}),
    ...(award.per_max != null ? { per_max: award.per_max } : {}),
    ...(award.vp_max != null ? { vp_max: award.vp_max } : {}),
    ...(award.cumulative ? { cumulative: true } : {}),
    ...(award.exclusive_group != null ? { exclusive_group: award.exclusive_group } : {}),
    ...(award.mode ? { mode: award.mode } : {}),
  };
}

/** The mission cards (each mission's primary, the secondary deck) with the scoring constants. */
export function buildMissionScoring(data: GameData, missions: ServerMissionCatalogue): MissionScoring {
  return {
    edition: missions.edition,
    rounds: data.ROUNDS,
    tacticalCardCap: data.TACTICAL_CARD_CAP,
    gameVpCap: data.GAME_VP_CAP,
    missions: missions.missions,
    cards: data.dataset.missionCards.all.map((card) => ({
      id: card.id,
      name: card.name,
      kind: card.card_type === 'primary' ? 'primary' : 'secondary',
      text: card.text ?? '',
      awards: data.awardsOf(card).map((award) => awardOf(data, award)),
    })),
  };
}
