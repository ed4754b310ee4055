export {
  type GameSetupResult,
  gameSetup,
  type SetupCatalogue,
  type SetupPack,
  type SetupPlayer,
  type VpSplit,
  vpProblems,
} from './game-setup';
export { maxWeightMatching } from './max-weight-matching';
export { assignTables, checkPairings, objectiveTiers, pairRound } from './pair-round';
export type {
  Pairing,
  PairingPlayer,
  PairingWarning,
  PairingWarningKind,
  PairRoundInput,
  PairRoundResult,
} from './pairing-model';
export {
  type GapBand,
  gapTableProblems,
  presetById,
  type ScoringPreset,
  type ScoringRules,
  scoreGame,
  scoringPresets,
  type TiebreakerId,
  tiebreakerIds,
} from './scoring-presets';
export { seededRandom, shuffled } from './seeded-random';
export {
  type Adjustment,
  computeStandings,
  type Entrant,
  type GameRecord,
  pairingPlayersFrom,
  type Standing,
} from './standings';
export * from './team-draft';
export * from './team-event';
export {
  bracketOrder,
  cutRoundCount,
  cutRoundName,
  cutWinner,
  nextCutRound,
  topCutPairings,
  topCutSizes,
} from './top-cut';
