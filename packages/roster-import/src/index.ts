export {
  assessRoster,
  confidenceWeights,
  LOW_UNIT_SHARE,
  type ParseIssue,
  type RosterAssessment,
} from './assess-roster';
export { parseBattleScribeXml, splitCatalogueName } from './battlescribe-xml';
export { type ContainerErrorCode, containerErrorCodes, RosterImportError } from './import-error';
export { importLimits } from './limits';
export { isNewRecruitJson, parseNewRecruitJson } from './newrecruit-json';
export { decodeText, type RosterDocument, readRosterDocument } from './read-roster-document';
export * from './roster-model';
export { assertSafeXml } from './xml-guard';
export { extractRosterEntry, isZip } from './zip-archive';
