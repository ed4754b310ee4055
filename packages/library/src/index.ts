export { cascadeChanges, type PathOutline, type PathProgress, pathProgress } from './progress-cascade';
export {
  type ReaderSignals,
  type RecommendableItem,
  type Recommendation,
  type RecommendationReason,
  recommend,
  recommendationWeights,
  rosterKeywords,
} from './recommendations';
