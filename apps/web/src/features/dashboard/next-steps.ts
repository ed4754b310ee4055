import type { PlayerAnswers } from '../onboarding/player-answers';

type NextStepId =
  | 'questionnaire'
  | 'create-tournament'
  | 'find-event'
  | 'check-legality'
  | 'first-list'
  | 'analyse-list'
  | 'faction-library'
  | 'faction-intel'
  | 'learning-path'
  | 'battle-simulator'
  | 'coaching'
  | 'community';

export type NextStep = {
  id: NextStepId;
  title: string;
  text: string;
  to: string;
  /** Why this card is shown, in the player's terms. */
  because: string;
};

export type NextStepsInput = {
  /** Questionnaire answers, or null when the player skipped it. */
  answers: PlayerAnswers | null;
  /** The player's newest roster, if they have one. */
  latestRosterId: string | null;
  /** Factions at least one published library article is about. */
  libraryFactions: ReadonlySet<string>;
};

/** Cards shown at most: four fit a phone screen above the quick actions. */
const MAX_NEXT_STEPS = 4;
/** Fewer than this and the usual first steps fill in. */
const MIN_NEXT_STEPS = 3;

const first = (...reasons: (string | false | undefined)[]) =>
  reasons.find((reason): reason is string => typeof reason === 'string');

/** Every card the app can suggest, given where it leads. */
function cards(input: NextStepsInput) {
  const roster = input.latestRosterId;
  return {
    questionnaire: {
      title: 'Tell us how you play',
      text: 'Five short steps: your experience, goals, armies and how you learn.',
      to: '/onboarding/questionnaire',
    },
    'create-tournament': {
      title: 'Create a tournament',
      text: 'Registration, pairings, the round clock and standings in one place.',
      to: '/tournament/create',
    },
    'find-event': {
      title: 'Find an event',
      text: 'See the tournaments open for registration and sign up.',
      to: '/tournaments',
    },
    'check-legality': {
      title: 'Check your list’s legality',
      text: roster
        ? 'Points, detachment rules and unit limits checked against the current data.'
        : 'Save a list first; each roster page then checks it against the current rules.',
      to: roster ? `/rosters/${roster}` : '/rosters',
    },
    'first-list': {
      title: 'Import or build your first list',
      text: 'Paste or upload it from BattleScribe, New Recruit or the Warhammer app, or build it here.',
      to: '/rosters',
    },
    'analyse-list': {
      title: 'Analyse your list',
      text: 'Strengths, weaknesses and what each unit does against common targets.',
      // Deep analysis is the enhanced analyzer: every unit against every reference target.
      to: `${input.answers?.preferredAnalysisDepth === 'deep' ? '/enhanced-roster-analyzer' : '/roster-analyzer'}${roster ? `?roster=${roster}` : ''}`,
    },
    'learning-path': {
      title: 'Start the First Steps learning path',
      text: 'Short guides in order: reading your army, then playing the mission.',
      to: '/library#paths-heading',
    },
    'battle-simulator': {
      title: 'Try a fight in the Battle Simulator',
      text: 'Exact odds for any attack before you commit to it on the table.',
      to: '/battle-simulator',
    },
    coaching: {
      title: 'Ask the coach about your army',
      text: 'Questions in your own words, answered from your list’s own numbers.',
      to: '/coaching',
    },
    community: {
      title: 'Meet players in the Community Hub',
      text: 'Discussions, shared lists and the players near you.',
      to: '/community',
    },
  } satisfies Record<
    Exclude<NextStepId, 'faction-library' | 'faction-intel'>,
    Omit<NextStep, 'id' | 'because'>
  >;
}

/**
 * The dashboard's next steps, chosen from what the player told the questionnaire: the most
 * specific first, at most four, each with the answer that put it there. A player who skipped the
 * questionnaire gets the usual first steps and an invitation to answer it.
 */
export function nextSteps(input: NextStepsInput): NextStep[] {
  const all = cards(input);
  const picked: NextStep[] = [];
  const add = (id: Exclude<NextStepId, 'faction-library' | 'faction-intel'>, because: string | undefined) => {
    if (because && !picked.some((card) => card.id === id)) picked.push({ id, ...all[id], because });
  };
  const hasList = input.latestRosterId !== null;
  const answers = input.answers;

  if (answers === null) {
    add('questionnaire', 'You skipped the questionnaire: answer it and these suggestions will fit you.');
  } else {
    const experience = answers.gamingExperienceLevel;
    const goals = new Set(answers.primaryGoals);
    const organises = first(
      answers.communityParticipationLevel === 'organiser' && 'Because you said you organise events',
      goals.has('run_events') && 'Because you said you want to run events',
    );
    const competes = first(
      answers.tournamentExperience !== undefined &&
        answers.tournamentExperience !== 'none' &&
        'Because you said you play at events',
      experience === 'competitive' && 'Because you said you play competitively',
      goals.has('win_tournaments') && 'Because you said you want to win tournaments',
    );
    const starting = first(
      experience === 'new' && 'Because you said you are just starting',
      goals.has('learn_rules') && 'Because you said you want to learn the rules',
      experience === 'casual' && 'Because you said you have played a few games',
    );
    add('create-tournament', organises);
    add('find-event', competes);
    add('check-legality', competes);
    if (!hasList)
      add(
        'first-list',
        first(starting, goals.has('build_lists') && 'Because you said you want to build lists'),
      );

    const army = answers.preferredFactions[0];
    if (army && picked.length < MAX_NEXT_STEPS) {
      const because = `Because your main army is ${army}`;
      picked.push(
        input.libraryFactions.has(army)
          ? {
              id: 'faction-library',
              title: `Read up on ${army}`,
              text: `The library’s articles about ${army}.`,
              to: `/library?q=${encodeURIComponent(army)}`,
              because,
            }
          : {
              id: 'faction-intel',
              title: `See ${army} lists players share`,
              text: `What ${army} players are taking, and how it is doing in the meta.`,
              to: `/community-intel?faction=${encodeURIComponent(army)}`,
              because,
            },
      );
    }
    add('learning-path', starting);
    if (hasList)
      add(
        'analyse-list',
        first(
          goals.has('build_lists') && 'Because you said you want to build better lists',
          answers.preferredAnalysisDepth === 'deep' && 'Because you asked for deep analysis',
        ),
      );
    add(
      'battle-simulator',
      first(
        goals.has('improve_tactics') && 'Because you said you want to improve your tactics',
        answers.learningStyle === 'practice_games' && 'Because you said you learn best from practice games',
      ),
    );
    add(
      'coaching',
      answers.learningStyle === 'one_to_one' ? 'Because you said you learn best one-to-one' : undefined,
    );
    add(
      'community',
      first(
        goals.has('meet_players') && 'Because you said you want to meet players',
        answers.communityParticipationLevel === 'active' &&
          'Because you said you are active in your community',
      ),
    );
  }

  // The usual first steps fill in when the answers point at fewer than three.
  if (picked.length < MIN_NEXT_STEPS) {
    add(
      hasList ? 'analyse-list' : 'first-list',
      hasList ? 'You have a list saved' : 'You have no list saved yet',
    );
  }
  if (picked.length < MIN_NEXT_STEPS) add('find-event', 'Most players’ way into local games');
  if (picked.length < MAX_NEXT_STEPS && answers === null)
    add('learning-path', 'The usual first step in the library');
  if (picked.length < MIN_NEXT_STEPS) add('learning-path', 'The usual first step in the library');
  return picked.slice(0, MAX_NEXT_STEPS);
}
