export { assignTables, checkPairings, pairRound } from './pair-round';
export type {
  Pairing,
  PairingPlayer,
  PairingWarning,
  PairingWarningKind,
  PairRoundInput,
  PairRoundResult,
} from './pairing-model';
export { seededRandom, shuffled } from './seeded-random';
