import { describe, expect, it } from 'vitest';
import type { PlayerAnswers } from '../onboarding/player-answers';
import { type NextStepsInput, nextSteps } from './next-steps';

const answers = (overrides: Partial<PlayerAnswers>): PlayerAnswers => ({
  primaryGoals: [],
  preferredFactions: [],
  ...overrides,
});
const input = (overrides: Partial<NextStepsInput>): NextStepsInput => ({
  answers: null,
  latestRosterId: null,
  libraryFactions: new Set(),
  ...overrides,
});
const shown = (steps: ReturnType<typeof nextSteps>) => steps.map((step) => [step.id, step.because]);

describe('dashboard next steps', () => {
  it('a player who skipped the questionnaire: answer it, then the usual first steps', () => {
    expect(shown(nextSteps(input({})))).toEqual([
      ['questionnaire', 'You skipped the questionnaire: answer it and these suggestions will fit you.'],
      ['first-list', 'You have no list saved yet'],
      ['find-event', 'Most players’ way into local games'],
      ['learning-path', 'The usual first step in the library'],
    ]);
    const withList = nextSteps(input({ latestRosterId: 'r1' }));
    expect(withList.map((step) => step.id)).toEqual([
      'questionnaire',
      'analyse-list',
      'find-event',
      'learning-path',
    ]);
    expect(withList[1]).toMatchObject({ to: '/roster-analyzer?roster=r1', because: 'You have a list saved' });
    expect(withList[0]?.to).toBe('/onboarding/questionnaire');
  });

  it('a new Necrons player learning the rules: a first list, Necrons reading, the beginner path', () => {
    const steps = nextSteps(
      input({
        answers: answers({
          gamingExperienceLevel: 'new',
          tournamentExperience: 'none',
          primaryGoals: ['learn_rules'],
          preferredFactions: ['Necrons'],
          learningStyle: 'reading',
          communityParticipationLevel: 'observer',
        }),
        libraryFactions: new Set(['Necrons']),
      }),
    );
    expect(shown(steps)).toEqual([
      ['first-list', 'Because you said you are just starting'],
      ['faction-library', 'Because your main army is Necrons'],
      ['learning-path', 'Because you said you are just starting'],
    ]);
    expect(steps.map((step) => step.to)).toEqual([
      '/rosters',
      '/library?q=Necrons',
      '/library#paths-heading',
    ]);
    expect(steps[1]?.title).toBe('Read up on Necrons');
  });

  it('a competitive event player: find an event, check the list, their army, deep analysis', () => {
    const steps = nextSteps(
      input({
        answers: answers({
          gamingExperienceLevel: 'competitive',
          tournamentExperience: 'rtt',
          primaryGoals: ['win_tournaments', 'improve_tactics'],
          preferredFactions: ['Orks'],
          preferredAnalysisDepth: 'deep',
          communityParticipationLevel: 'occasional',
        }),
        latestRosterId: 'r9',
        // The library has nothing on Orks: the card sends them to shared Orks lists instead.
        libraryFactions: new Set(['Necrons']),
      }),
    );
    expect(shown(steps)).toEqual([
      ['find-event', 'Because you said you play at events'],
      ['check-legality', 'Because you said you play at events'],
      ['faction-intel', 'Because your main army is Orks'],
      ['analyse-list', 'Because you asked for deep analysis'],
    ]);
    expect(steps.map((step) => step.to)).toEqual([
      '/tournaments',
      '/rosters/r9',
      '/community-intel?faction=Orks',
      '/enhanced-roster-analyzer?roster=r9',
    ]);
  });

  it('someone who competes without event experience is still pointed at events, by the answer that fits', () => {
    const competitive = nextSteps(
      input({ answers: answers({ gamingExperienceLevel: 'competitive', tournamentExperience: 'none' }) }),
    );
    expect(competitive[0]).toEqual(
      expect.objectContaining({ id: 'find-event', because: 'Because you said you play competitively' }),
    );
    const hopeful = nextSteps(input({ answers: answers({ primaryGoals: ['win_tournaments'] }) }));
    expect(hopeful[0]?.because).toBe('Because you said you want to win tournaments');
    // No list yet: the legality card says to save one first and leads to the rosters page.
    expect(hopeful[1]).toMatchObject({ id: 'check-legality', to: '/rosters' });
  });

  it('an organiser: create a tournament first, then events, legality and the community', () => {
    expect(
      shown(
        nextSteps(
          input({
            answers: answers({
              gamingExperienceLevel: 'regular',
              tournamentExperience: 'local',
              primaryGoals: ['run_events', 'meet_players'],
              communityParticipationLevel: 'organiser',
            }),
            latestRosterId: 'r2',
          }),
        ),
      ),
    ).toEqual([
      ['create-tournament', 'Because you said you organise events'],
      ['find-event', 'Because you said you play at events'],
      ['check-legality', 'Because you said you play at events'],
      ['community', 'Because you said you want to meet players'],
    ]);
    const wantsTo = nextSteps(input({ answers: answers({ primaryGoals: ['run_events'] }) }));
    expect(wantsTo[0]).toMatchObject({
      id: 'create-tournament',
      to: '/tournament/create',
      because: 'Because you said you want to run events',
    });
  });

  it('a regular player who only wants sharper tactics: the simulator, then the usual steps fill in', () => {
    expect(
      shown(
        nextSteps(
          input({
            answers: answers({
              gamingExperienceLevel: 'regular',
              tournamentExperience: 'none',
              primaryGoals: ['improve_tactics'],
              preferredPlayStyle: 'balanced',
              learningStyle: 'reading',
              preferredAnalysisDepth: 'standard',
              communityParticipationLevel: 'occasional',
            }),
            latestRosterId: 'r3',
          }),
        ),
      ),
    ).toEqual([
      ['battle-simulator', 'Because you said you want to improve your tactics'],
      ['analyse-list', 'You have a list saved'],
      ['find-event', 'Most players’ way into local games'],
    ]);
  });

  it('a casual list builder who learns one-to-one: a first list, the path and the coach', () => {
    expect(
      shown(
        nextSteps(
          input({
            answers: answers({
              gamingExperienceLevel: 'casual',
              primaryGoals: ['build_lists'],
              learningStyle: 'one_to_one',
            }),
          }),
        ),
      ),
    ).toEqual([
      ['first-list', 'Because you said you have played a few games'],
      ['learning-path', 'Because you said you have played a few games'],
      ['coaching', 'Because you said you learn best one-to-one'],
    ]);
  });

  it('a list builder with a saved list is sent to analyse it, and practice-game learners to the simulator', () => {
    expect(
      shown(
        nextSteps(
          input({
            answers: answers({ primaryGoals: ['build_lists'], learningStyle: 'practice_games' }),
            latestRosterId: 'r4',
          }),
        ),
      ),
    ).toEqual([
      ['analyse-list', 'Because you said you want to build better lists'],
      ['battle-simulator', 'Because you said you learn best from practice games'],
      ['find-event', 'Most players’ way into local games'],
    ]);
  });
});
