export { commit, defaultAction, draftPlan, expire, gamesOf, pendingStep, startDraft } from './draft';
export {
  type DraftFinal,
  type DraftRoundSteps,
  draftFormatProblem,
  type PlayerId,
  type StepKind,
  type TableChoice,
  type TeamDraftFormat,
  type TeamSide,
  teamDraftFormats,
} from './draft-format';
export type {
  DraftAction,
  DraftGame,
  DraftGameKind,
  DraftLogEntry,
  DraftRefusalCode,
  DraftResult,
  DraftRoundRecord,
  DraftState,
  DraftView,
  DraftViewer,
  PendingStep,
  PlannedStep,
} from './draft-model';
export { viewFor } from './view';
