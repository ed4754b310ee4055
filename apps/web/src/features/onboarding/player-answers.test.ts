import { describe, expect, it } from 'vitest';
import { readAnswers } from './player-answers';

describe('reading stored questionnaire answers', () => {
  it('is null for a player who answered nothing', () => {
    expect(readAnswers({})).toBeNull();
    expect(readAnswers({ preferredFactions: [], primaryGoals: [], privacyAcknowledgement: true })).toBeNull();
  });

  it('keeps the offered values, drops the rest, and keeps the armies in the order they were ticked', () => {
    expect(
      readAnswers({
        gamingExperienceLevel: 'veteran',
        tournamentExperience: 'godlike',
        primaryGoals: ['win_tournaments', 'nap', 'learn_rules'],
        preferredFactions: ['Orks', 'Squats', 'Necrons'],
        learningStyle: 7,
        communityParticipationLevel: 'organiser',
      }),
    ).toEqual({
      gamingExperienceLevel: 'veteran',
      primaryGoals: ['learn_rules', 'win_tournaments'],
      preferredFactions: ['Orks', 'Necrons'],
      communityParticipationLevel: 'organiser',
    });
  });
});
