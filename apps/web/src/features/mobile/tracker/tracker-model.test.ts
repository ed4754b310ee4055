import type { MissionScoring, ScoringCard } from '@muster/contracts';
import { describe, expect, it } from 'vitest';
import {
  awardsInRound,
  claimPrimary,
  drawSecondary,
  newTrackedGame,
  scoreHeldSecondary,
  secondaryBankedIfScored,
  setApproach,
  setBattleRound,
  setMission,
  setOtherVp,
  totalsInWords,
  totalsOf,
  undoSecondary,
} from './tracker-model';

// Battlefield Dominance as its card prints it: 2 VP for the objective majority at the end of your
// turn in rounds 1–2; from round 2, 3 VP per objective you control, plus 2 VP per non-home
// objective while you hold your home objective. 15 VP a round, 45 a game.
const dominance: ScoringCard = {
  id: 'battlefield-dominance',
  name: 'Battlefield Dominance',
  kind: 'primary',
  text: '',
  awards: [
    { label: 'majority', trigger: { battle_round: { max: 2 } }, vp: 2 },
    { label: 'per objective', trigger: { battle_round: { min: 2 } }, vp_per: 3, per: 'controlled-objective' },
    { label: 'non-home', trigger: { battle_round: { min: 2 } }, vp_per: 2, cumulative: true },
  ],
};
// A secondary with a tiered OR (only the best tier scores) and a fixed-only row capped at 8.
const hunt: ScoringCard = {
  id: 'hunt',
  name: 'Hunt',
  kind: 'secondary',
  text: '',
  awards: [
    { label: '3 per kill', vp_per: 3 },
    { label: 'tier low', vp: 2, exclusive_group: 't' },
    { label: 'tier high', vp: 4, exclusive_group: 't' },
    { label: 'fixed row', vp_per: 2, vp_max: 8, mode: 'fixed' },
  ],
};
const mission = (id: string) => ({
  id,
  name: id,
  primaryCap: 45,
  primaryRoundCap: 15,
  secondaryCap: 45,
  secondaryRoundCap: 15,
  source: '',
});
const scoring: MissionScoring = {
  edition: '11th',
  rounds: 5,
  tacticalCardCap: 5,
  gameVpCap: 100,
  missions: [mission('battlefield-dominance')],
  cards: [dominance, hunt],
};
const start = () =>
  newTrackedGame({
    id: 'g1',
    now: new Date('2026-11-24T10:00:00Z'),
    context: { kind: 'casual' },
    sides: [
      { name: 'Me', missionId: 'battlefield-dominance' },
      { name: 'Them', missionId: 'battlefield-dominance' },
    ],
  });

describe('the score tracker, worked by hand from the cards', () => {
  it('scores primary per round within the round cap and then the game cap', () => {
    let game = start();
    game = claimPrimary(game, scoring, 0, 1, [{ award: 0, count: 1 }]); // 2
    game = claimPrimary(game, scoring, 0, 2, [
      { award: 0, count: 1 },
      { award: 1, count: 3 },
      { award: 2, count: 2 },
    ]); // 2 + 9 + 4 = 15
    game = claimPrimary(game, scoring, 0, 3, [
      { award: 1, count: 4 },
      { award: 2, count: 3 },
    ]); // 12 + 6 = 18, capped at 15
    game = claimPrimary(game, scoring, 0, 4, [
      { award: 1, count: 4 },
      { award: 2, count: 3 },
    ]); // 15 more would make 47: the game cap leaves 45 − 32 = 13
    expect(game.sides[0].game.rounds.map((r) => r.primary)).toEqual([2, 15, 15, 13, 0]);
    game = claimPrimary(game, scoring, 0, 5, [{ award: 1, count: 2 }]); // 6, but no room is left
    expect(totalsOf(game.sides[0], scoring)).toEqual({ primary: 45, secondary: 0, other: 0, total: 45 });
    // The other side is untouched.
    expect(totalsOf(game.sides[1], scoring).total).toBe(0);
  });

  it('re-scores a round from what was ticked, so a correction replaces the round rather than adding', () => {
    let game = claimPrimary(start(), scoring, 0, 2, [{ award: 1, count: 2 }]); // 6
    game = claimPrimary(game, scoring, 0, 2, [{ award: 1, count: 1 }]); // 3
    expect(game.sides[0].game.rounds[1]?.primary).toBe(3);
    expect(game.sides[0].primaryClaims[1]).toEqual([{ award: 1, count: 1 }]);
  });

  it('banks a tactical secondary at 5 VP at most, keeps only the best tier, and discards the card', () => {
    let game = drawSecondary(start(), 0, 'hunt');
    // 2 kills (6) + both tiers (the best, 4) = 10 before the tactical cap of 5.
    game = scoreHeldSecondary(game, scoring, 0, hunt, [
      { award: 0, count: 2 },
      { award: 1, count: 1 },
      { award: 2, count: 1 },
    ]);
    expect(game.sides[0].game.rounds[0]?.secondary).toBe(5);
    expect(game.sides[0].game.handIds).toEqual([]);
    expect(game.sides[0].game.log).toEqual([{ cardId: 'hunt', round: 1, vp: 5 }]);
    game = undoSecondary(game, 0, 0);
    expect(totalsOf(game.sides[0], scoring).secondary).toBe(0);
    expect(game.sides[0].game.handIds).toEqual(['hunt']);
  });

  it('keeps a fixed secondary in hand and caps it at its printed maximum', () => {
    let game = setApproach(start(), 0, 'fixed');
    game = drawSecondary(game, 0, 'hunt');
    // Fixed row: 2 VP per × 5 = 10, over the printed 8; the kills row adds 3 → 13, capped at 8.
    game = scoreHeldSecondary(game, scoring, 0, hunt, [
      { award: 3, count: 5 },
      { award: 0, count: 1 },
    ]);
    expect(game.sides[0].game.rounds[0]?.secondary).toBe(8);
    expect(game.sides[0].game.handIds).toEqual(['hunt']);
  });

  it('stops secondary VP at 15 a round', () => {
    let game = setApproach(start(), 0, 'fixed');
    for (let i = 0; i < 3; i++) {
      game = drawSecondary(game, 0, 'hunt');
      game = scoreHeldSecondary(game, scoring, 0, hunt, [{ award: 3, count: 4 }]); // 8 each
    }
    expect(game.sides[0].game.rounds[0]?.secondary).toBe(15); // 8 + 7 + 0
    game = setBattleRound(game, scoring, 2);
    game = scoreHeldSecondary(game, scoring, 0, hunt, [{ award: 3, count: 4 }]);
    expect(game.sides[0].game.rounds[1]?.secondary).toBe(8);
  });

  it('keeps other VP to what the game cap of 100 leaves beside 45 primary and 45 secondary', () => {
    let game = claimPrimary(start(), scoring, 0, 2, [{ award: 1, count: 5 }]); // 15
    game = setOtherVp(game, scoring, 0, 200);
    expect(game.sides[0].otherVp).toBe(10);
    expect(totalsOf(game.sides[0], scoring).total).toBe(25);
    expect(setOtherVp(game, scoring, 0, -3).sides[0].otherVp).toBe(0);
    // With no mission chosen, only the game cap bounds it: 100 − 0 scored.
    expect(setOtherVp(start(), scoring, 1, 0).sides[1].otherVp).toBe(0);
    const noMission = setMission(start(), 1, null);
    expect(setOtherVp(noMission, scoring, 1, 120).sides[1].otherVp).toBe(100);
  });

  it('says what scoring a held card would bank once the round cap is nearly or wholly used', () => {
    // Fixed Hunt, 4 on its fixed row: 8 VP (its printed maximum) each time, 15 a round at most.
    const eight = [{ award: 3, count: 4 }];
    let game = drawSecondary(setApproach(start(), 0, 'fixed'), 0, 'hunt');
    expect(secondaryBankedIfScored(game, scoring, 0, hunt, eight)).toBe(8);
    game = scoreHeldSecondary(game, scoring, 0, hunt, eight); // 8
    expect(secondaryBankedIfScored(game, scoring, 0, hunt, eight)).toBe(7); // 15 − 8 left
    game = scoreHeldSecondary(game, scoring, 0, hunt, eight); // 15
    expect(secondaryBankedIfScored(game, scoring, 0, hunt, eight)).toBe(0);
    // The check changes nothing: the round still holds 15 and the log two entries.
    expect(game.sides[0].game.rounds[0]?.secondary).toBe(15);
    expect(game.sides[0].game.log.map((entry) => entry.vp)).toEqual([8, 7]);
  });

  it('says what a total is made of, other VP included once scored', () => {
    let game = claimPrimary(start(), scoring, 0, 2, [{ award: 1, count: 2 }]); // 6
    expect(totalsInWords(game.sides[0], scoring)).toBe('primary 6, secondary 0');
    game = setOtherVp(game, scoring, 0, 10);
    // 6 + 0 + 10 = 16, the total sent.
    expect(totalsInWords(game.sides[0], scoring)).toBe('primary 6, secondary 0, other 10');
    expect(totalsOf(game.sides[0], scoring).total).toBe(16);
  });

  it('offers each award only in the rounds its card allows, end-of-battle awards in the last', () => {
    const card: ScoringCard = {
      ...dominance,
      awards: [...dominance.awards, { label: 'end', trigger: { timing: 'end-of-battle' }, vp: 5 }],
    };
    const offered = (round: number) => awardsInRound(card, round, 5).map((a) => a.index);
    expect(offered(1)).toEqual([0]);
    expect(offered(2)).toEqual([0, 1, 2]);
    expect(offered(3)).toEqual([1, 2]);
    expect(offered(5)).toEqual([1, 2, 3]);
  });

  it('keeps the battle round within 1 to 5', () => {
    expect(setBattleRound(start(), scoring, 9).battleRound).toBe(5);
    expect(setBattleRound(start(), scoring, 0).battleRound).toBe(1);
  });
});
