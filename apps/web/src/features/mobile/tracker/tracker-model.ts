import {
  type AssertedAward,
  addToHand,
  awardsForApproach,
  emptyPlayerGame,
  type PlayerGame,
  playerPrimary,
  playerSecondary,
  removeFromHand,
  removeScore,
  scorePrimaryEvent,
  scoreSecondary,
  scoreSecondaryEvent,
  setPrimary,
} from '@game-data/scoring';
import type { Mission, MissionScoring, ScoringCard } from '@muster/contracts';

type ScoringAward = AssertedAward['award'];
export type ScoringMode = PlayerGame['approach'];

/**
 * The score tracker's game: two sides, each playing their own mission (11th edition), scored with
 * the data package's own scoring rules (`@game-data/scoring`): the player ticks what they achieved,
 * the rules do the arithmetic and the caps. Plain JSON, so it is kept on the phone and survives a
 * reload or a dead signal.
 */
export type Claim = { award: number; count: number };

export type TrackedSide = {
  name: string;
  missionId: string | null;
  commandPoints: number;
  /** VP from outside the missions the event awards (battle ready and the like). */
  otherVp: number;
  game: PlayerGame;
  /** What the player ticked for their primary in each battle round (index 0 = round 1). */
  primaryClaims: Claim[][];
};

type EventContext = {
  kind: 'event';
  tournamentId: string;
  gameId: string;
  eventName: string;
  roundNumber: number;
  table: number;
};
export type GameContext = EventContext | { kind: 'casual' };

export type TrackedGame = {
  id: string;
  startedAt: string;
  context: GameContext;
  battleRound: number;
  sides: [TrackedSide, TrackedSide];
  finishedAt: string | null;
  /** Where the finished game's score went: the event's result report or the player's battle log. */
  sentTo: 'event' | 'battle-log' | null;
};

export type SideIndex = 0 | 1;

const STARTING_COMMAND_POINTS = 0;

function newSide(name: string, missionId: string | null, approach: ScoringMode = 'tactical'): TrackedSide {
  const game = emptyPlayerGame(approach);
  return {
    name,
    missionId,
    commandPoints: STARTING_COMMAND_POINTS,
    otherVp: 0,
    game,
    primaryClaims: game.rounds.map(() => []),
  };
}

export function newTrackedGame(input: {
  id: string;
  now: Date;
  context: GameContext;
  sides: [{ name: string; missionId: string | null }, { name: string; missionId: string | null }];
}): TrackedGame {
  return {
    id: input.id,
    startedAt: input.now.toISOString(),
    context: input.context,
    battleRound: 1,
    sides: [
      newSide(input.sides[0].name, input.sides[0].missionId),
      newSide(input.sides[1].name, input.sides[1].missionId),
    ],
    finishedAt: null,
    sentTo: null,
  };
}

export const missionOf = (scoring: MissionScoring, side: TrackedSide): Mission | undefined =>
  scoring.missions.find((m) => m.id === side.missionId);

export const primaryCardOf = (scoring: MissionScoring, side: TrackedSide): ScoringCard | undefined =>
  scoring.cards.find((c) => c.kind === 'primary' && c.id === side.missionId);

/**
 * The awards of a card a round can score: its battle-round window includes the round, and an
 * award scored at the end of the battle belongs to the last round.
 */
export function awardsInRound(
  card: ScoringCard,
  round: number,
  lastRound: number,
): { award: ScoringCard['awards'][number]; index: number }[] {
  return card.awards
    .map((award, index) => ({ award, index }))
    .filter(({ award }) => {
      if (award.trigger?.timing === 'end-of-battle') return round === lastRound;
      const window = award.trigger?.battle_round;
      return (window?.min ?? 1) <= round && round <= (window?.max ?? Number.POSITIVE_INFINITY);
    });
}

/** The tracker's awards are the data's own award records with a label added. */
const asserted = (awards: ScoringCard['awards'], claims: Claim[]): AssertedAward[] =>
  claims.flatMap((claim) => {
    const award: ScoringAward | undefined = awards[claim.award];
    return award ? [{ award, count: claim.count }] : [];
  });

function updateSide(
  game: TrackedGame,
  index: SideIndex,
  change: (side: TrackedSide) => TrackedSide,
): TrackedGame {
  const sides: [TrackedSide, TrackedSide] = [game.sides[0], game.sides[1]];
  sides[index] = change(sides[index]);
  return { ...game, sides };
}

/**
 * Sets a round's primary from what the player ticked: the awards' total within the round cap, then
 * within what the game cap leaves after the other rounds (the data's `setPrimary`).
 */
export function claimPrimary(
  game: TrackedGame,
  scoring: MissionScoring,
  index: SideIndex,
  round: number,
  claims: Claim[],
): TrackedGame {
  return updateSide(game, index, (side) => {
    const card = primaryCardOf(scoring, side);
    const mission = missionOf(scoring, side);
    if (!card || !mission) return side;
    const vp = scorePrimaryEvent(asserted(card.awards, claims), mission.primaryRoundCap);
    return {
      ...side,
      game: setPrimary(side.game, round, vp, {
        roundCap: mission.primaryRoundCap,
        gameCap: mission.primaryCap,
      }),
      primaryClaims: side.primaryClaims.map((c, i) => (i === round - 1 ? claims : c)),
    };
  });
}

/** A secondary card as the data package's scoring rules take it (they read only its awards). */
type DataCard = Parameters<typeof awardsForApproach>[0];
function dataCard(card: ScoringCard): DataCard {
  const [first, ...rest] = card.awards;
  return {
    id: card.id,
    name: card.name,
    card_type: card.kind,
    game_version: { edition: '11th', dataslate: 'launch' },
    // The tracker's awards are the data's award records (mission-scoring contract), label aside.
    ...(first ? { awards: [first, ...rest] } : {}),
  };
}

/** The awards of a card that score under the side's approach (cards may print fixed and tactical rows). */
export const scorableAwards = (card: ScoringCard, approach: ScoringMode) => {
  const scorable = new Set(awardsForApproach(dataCard(card), approach));
  return card.awards.map((award, index) => ({ award, index })).filter(({ award }) => scorable.has(award));
};

/** What scoring a secondary would bank before the round and game caps: the card's own cap applied. */
export const secondaryValue = (card: ScoringCard, approach: ScoringMode, claims: Claim[]): number =>
  scoreSecondaryEvent(asserted(card.awards, claims), dataCard(card), approach);

export function drawSecondary(game: TrackedGame, index: SideIndex, cardId: string): TrackedGame {
  return updateSide(game, index, (side) => ({ ...side, game: addToHand(side.game, cardId) }));
}

export function discardSecondary(game: TrackedGame, index: SideIndex, cardId: string): TrackedGame {
  return updateSide(game, index, (side) => ({ ...side, game: removeFromHand(side.game, cardId) }));
}

/**
 * Banks a held secondary in the current battle round within the mission's secondary caps. A
 * tactical card is then discarded; a fixed card stays in hand to score again in a later round.
 */
export function scoreHeldSecondary(
  game: TrackedGame,
  scoring: MissionScoring,
  index: SideIndex,
  card: ScoringCard,
  claims: Claim[],
): TrackedGame {
  return updateSide(game, index, (side) => {
    const mission = missionOf(scoring, side);
    const approach = side.game.approach;
    const vp = secondaryValue(card, approach, claims);
    const caps = mission ? { roundCap: mission.secondaryRoundCap, gameCap: mission.secondaryCap } : {};
    const scored = scoreSecondary(side.game, game.battleRound, card.id, vp, caps);
    return { ...side, game: approach === 'fixed' ? addToHand(scored, card.id) : scored };
  });
}

/**
 * What scoring a held secondary now would bank, after the mission's round and game caps: the
 * card's value, or less once the caps are nearly used (0 when they are used up). Worked out by
 * the data's own scoring on a copy, so it is exactly what the button then banks.
 */
export function secondaryBankedIfScored(
  game: TrackedGame,
  scoring: MissionScoring,
  index: SideIndex,
  card: ScoringCard,
  claims: Claim[],
): number {
  const scored = scoreHeldSecondary(game, scoring, index, card, claims).sides[index].game.log;
  return scored.length > game.sides[index].game.log.length ? (scored.at(-1)?.vp ?? 0) : 0;
}

/** Takes a scored secondary back out: its VP leave its round and the card returns to hand. */
export function undoSecondary(game: TrackedGame, index: SideIndex, logIndex: number): TrackedGame {
  return updateSide(game, index, (side) => ({ ...side, game: removeScore(side.game, logIndex) }));
}

export function setApproach(game: TrackedGame, index: SideIndex, approach: ScoringMode): TrackedGame {
  return updateSide(game, index, (side) => ({ ...side, game: { ...side.game, approach } }));
}

export function adjustCommandPoints(game: TrackedGame, index: SideIndex, delta: number): TrackedGame {
  return updateSide(game, index, (side) => ({
    ...side,
    commandPoints: Math.max(0, side.commandPoints + delta),
  }));
}

/**
 * Other VP is what the game's cap leaves beside the mission's primary and secondary caps
 * (100 − 45 − 45 = 10 in 11th edition), and never takes a side past the game's cap.
 */
export function otherVpCap(side: TrackedSide, scoring: MissionScoring): number {
  const mission = missionOf(scoring, side);
  const beside = mission ? scoring.gameVpCap - mission.primaryCap - mission.secondaryCap : scoring.gameVpCap;
  return Math.max(
    0,
    Math.min(beside, scoring.gameVpCap - playerPrimary(side.game) - playerSecondary(side.game)),
  );
}

export function setOtherVp(
  game: TrackedGame,
  scoring: MissionScoring,
  index: SideIndex,
  vp: number,
): TrackedGame {
  return updateSide(game, index, (side) => ({
    ...side,
    otherVp: Math.max(0, Math.min(Math.trunc(vp), otherVpCap(side, scoring))),
  }));
}

export function setMission(game: TrackedGame, index: SideIndex, missionId: string | null): TrackedGame {
  return updateSide(game, index, (side) => ({ ...side, missionId }));
}

export function finishGame(game: TrackedGame, now: Date, sentTo: TrackedGame['sentTo']): TrackedGame {
  return { ...game, finishedAt: now.toISOString(), sentTo };
}

export function setBattleRound(game: TrackedGame, scoring: MissionScoring, round: number): TrackedGame {
  return { ...game, battleRound: Math.min(scoring.rounds, Math.max(1, Math.trunc(round))) };
}

export type SideTotals = { primary: number; secondary: number; other: number; total: number };

/**
 * What a side's total is made of, in the tracker's words ("primary 6, secondary 15, other 10"):
 * every part that scored, so the parts add up to the total they explain.
 */
export function totalsInWords(side: TrackedSide, scoring: MissionScoring): string {
  const { primary, secondary, other } = totalsOf(side, scoring);
  return [`primary ${primary}`, `secondary ${secondary}`, ...(other > 0 ? [`other ${other}`] : [])].join(
    ', ',
  );
}

export function totalsOf(side: TrackedSide, scoring: MissionScoring): SideTotals {
  const primary = playerPrimary(side.game);
  const secondary = playerSecondary(side.game);
  return {
    primary,
    secondary,
    other: side.otherVp,
    total: Math.min(scoring.gameVpCap, primary + secondary + side.otherVp),
  };
}
