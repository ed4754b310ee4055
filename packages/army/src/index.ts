export { armyFactionId, datasheetFactionId } from './army-faction';
export {
  type DataExport,
  type DataExportFormat,
  DataRosterError,
  dataRosterOf,
  exportDataRoster,
} from './data-roster';
export { keywordText } from './datasheet-lines';
export { datasheetUnit } from './datasheet-unit';
export { detachmentRules } from './detachment-rules';
export { dataEdition, dataVersionLabel, type GameData, type UnitView, wargearName } from './game-data';
export * from './list-builder';
export { foldTypography } from './names';
export * from './points-history';
export { RESOLVER_REVISION, resolveArmy } from './resolve-army';
