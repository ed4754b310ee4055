export {
  anomalyPenalties,
  assessRoster,
  confidenceWeights,
  LOW_UNIT_SHARE,
  type ParseIssue,
  type RosterAssessment,
  unitPointsIssue,
} from './assess-roster';
export { parseBattleScribeXml, splitCatalogueName } from './battlescribe-xml';
export { canonicalRosterJson } from './canonical-roster';
export {
  diagnoseBrokenJson,
  diagnoseImportError,
  diagnoseJson,
  diagnoseRosterDocument,
  diagnoseRosterInput,
  diagnoseRosterText,
  diagnoseXml,
  type TextFacts,
  textFacts,
} from './diagnose-input';
export { editDistance } from './edit-distance';
export { exampleListText } from './example-list-text';
export { formatRosterJson, formatRosterText } from './export-roster';
export { otherGame, otherGameMessage } from './game-system';
export { type ContainerErrorCode, containerErrorCodes, RosterImportError } from './import-error';
export { importLimits } from './limits';
export { isNewRecruitJson, parseNewRecruitJson } from './newrecruit-json';
export {
  type InputDiagnosis,
  inputDiagnosisSchema,
  musterRosterExportSchema,
  type ParseResult,
  parseIssueSchema,
  parseResultSchema,
} from './parse-result';
export { parseRosterDocument, parseRosterInput, parseRosterText, withDiagnosis } from './parse-roster';
export { decodeText, imageMediaType, type RosterDocument, readRosterDocument } from './read-roster-document';
export { compareRosters, multisetDifference, type RosterDiff, type UnitLine } from './roster-diff';
export * from './roster-model';
export { factionMentioned, factionNamed, knownFactionNames } from './text/known-factions';
export { matchKey, normaliseText } from './text/normalise-text';
export { nameKey, weaponFamily } from './weapon-names';
export { assertSafeXml } from './xml-guard';
export { extractRosterEntry, isZip } from './zip-archive';
