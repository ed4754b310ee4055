export { compareDataVersions } from './data-versions';
export {
  diffPoints,
  type FactionPointsChanges,
  type PointsChange,
  type PointsChangeKind,
} from './points-diff';
export {
  type DataPointsTier,
  type DatasheetPoints,
  type PointsTier,
  pointsSnapshotOf,
  pointsTierOf,
  pointsTiersOf,
} from './points-snapshot';
