export { answerQuestion, type CoachingAnswer, type CoachingFacts, type LibraryItem } from './coaching-answer';
export { buildCoachingPlan, type PlanDraft, type PlanInput } from './coaching-plan';
export { unverifiedNumbers } from './number-check';
export { type Focus, focusLabel, questionFocus } from './question-focus';
