export { type ContainerErrorCode, containerErrorCodes, RosterImportError } from './import-error';
export { importLimits } from './limits';
export { decodeText, type RosterDocument, readRosterDocument } from './read-roster-document';
export { assertSafeXml } from './xml-guard';
export { extractRosterEntry, isZip } from './zip-archive';
