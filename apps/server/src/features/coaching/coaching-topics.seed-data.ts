import type { CoachingTopic } from '@muster/contracts';

/** Muster's coaching topics. Costs are per session (twelve questions); ids are stable keys. */
export const coachingTopicSeeds: CoachingTopic[] = [
  {
    id: 'fundamentals',
    title: 'Fundamentals',
    type: 'fundamentals',
    description: 'How your army wants to play, what it leans on and what it must cover.',
    creditsCost: 1,
    starterQuestions: [
      'What is this army good at?',
      'What should I practise first with this list?',
      'Which unit is the heart of the army?',
    ],
  },
  {
    id: 'target-priority',
    title: 'Target priority',
    type: 'target_priority',
    description: 'What to shoot and charge first, and with which units.',
    creditsCost: 2,
    starterQuestions: [
      'What should I shoot first?',
      'How do I kill tanks with this list?',
      'Which of my units should deal with hordes?',
    ],
  },
  {
    id: 'deployment',
    title: 'Deployment and the first turn',
    type: 'deployment',
    description: 'Where each unit starts, what goes into reserve, and the first turn.',
    creditsCost: 2,
    starterQuestions: [
      'How should I deploy this list?',
      'What should go into reserves?',
      'How do I screen against deep strike?',
    ],
  },
  {
    id: 'objectives',
    title: 'Objectives and scoring',
    type: 'objectives',
    description: 'Holding ground, secondary objectives and the units that score them.',
    creditsCost: 2,
    starterQuestions: [
      'Which secondary objectives suit this list?',
      'Which units should hold objectives?',
      'How do I keep scoring late in the game?',
    ],
  },
  {
    id: 'list-building',
    title: 'List building',
    type: 'list_building',
    description: 'Points efficiency, gaps in the list and what to change.',
    creditsCost: 3,
    starterQuestions: [
      'How can I improve this list?',
      'Which unit is least efficient for its points?',
      'Do I have enough anti-tank?',
    ],
  },
  {
    id: 'matchups',
    title: 'Matchups',
    type: 'matchup',
    description: 'Facing hordes, elite infantry, tanks, monsters and knights.',
    creditsCost: 3,
    starterQuestions: [
      'How do I beat Imperial Knights?',
      'How do I handle an Ork horde?',
      'What do I do against Custodes?',
    ],
  },
];
