export {
  ELO_K,
  ELO_START,
  type EloPoint,
  eloRatings,
  expectedScore,
  type PlayerElo,
  type RatedIdentity,
} from './elo';
export {
  brierOf,
  DEFAULT_ESTIMATE,
  type EstimateOptions,
  estimateFaction,
  type FactionEstimate,
  factionKey,
  type ResultTable,
  spearman,
} from './faction-estimate';
export {
  competitionRanks,
  type EventGame,
  monthsBefore,
  type RankedPlayer,
  type RatedPlayer,
  rankPlayers,
  ratePlayers,
} from './leaderboard';
export {
  type AcceptedRow,
  MATCH_FILE_COLUMNS,
  MAX_MATCH_FILE_CHARS,
  MAX_MATCH_ROWS,
  type MatchFile,
  MatchFileError,
  type RejectedRow,
  readMatchFile,
} from './match-file';
export {
  type MatchRecord,
  type MatchSide,
  type Outcome,
  outcomeForA,
  playerKey,
  scoreOf,
} from './match-record';
export {
  buildMetaReport,
  DEFAULT_SMALL_SAMPLE,
  type DispositionSplit,
  dispositionSplit,
  type FactionTrend,
  type MetaReport,
  monthlyTrends,
  type Split,
  splitBy,
  type TrendPoint,
} from './meta-report';
export { buildPlayerReport, type NamedRate, type PlayerGame, type PlayerReport } from './player-report';
export {
  averageMargin,
  type FactionRate,
  factionRates,
  firstTurnRate,
  type Interval,
  type MatchupCell,
  matchupMatrix,
  type Rate,
  RateTally,
  wilsonInterval,
  Z_95,
} from './rates';
export { MIN_EVENT_PLAYERS, type Representation, TOP_FRACTION, topResultRepresentation } from './top-results';
