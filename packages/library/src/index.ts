export { cascadeChanges, type PathOutline, type PathProgress, pathProgress } from './progress-cascade';
export {
  experienceDifficulty,
  goalCategories,
  mentionsFaction,
  type PlayerProfile,
  type ReaderSignals,
  type RecommendableItem,
  type Recommendation,
  type RecommendationMatch,
  type RecommendationReason,
  recommend,
  recommendationWeights,
  rosterKeywords,
} from './recommendations';
