export {
  type DraftSuggestion,
  type DraftSuggestionResult,
  RUNNERS_UP,
  suggestAttackers,
  suggestChoice,
  suggestDefender,
  suggestDraftStep,
  type ValuedPair,
  type ValuedPlayer,
} from './draft-suggestions';
export { expectedScores, type MatchupMatrix, matchupMatrixProblems, unpairedPlayers } from './matchup-matrix';
export {
  pairTeamRound,
  type TeamMatchPairing,
  type TeamRoundPairing,
  tableBlock,
  teamPairingPlayersFrom,
} from './team-pairing';
export {
  type ScoredTeamGame,
  scoreTeamMatch,
  type TeamByeScore,
  type TeamGameVp,
  type TeamMatchResult,
  type TeamMatchScore,
  type TeamResultPreset,
  type TeamResultRules,
  teamByeScore,
  teamGamesProblems,
  teamResultOf,
  teamResultPresetFor,
  teamResultPresets,
  teamResultRulesProblems,
} from './team-scoring';
export {
  computeTeamStandings,
  type TeamEntrant,
  type TeamMatchRecord,
  type TeamStanding,
  type TeamStandingsOptions,
} from './team-standings';
