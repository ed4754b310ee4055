/** Codes for files refused before any parsing; the parse-result codes of spec 001 §8 come later. */
export const containerErrorCodes = [
  'EMPTY_CONTENT',
  'FILE_TOO_LARGE',
  'BINARY_CONTENT',
  'ARCHIVE_CORRUPT',
  'ARCHIVE_TOO_LARGE',
  'ARCHIVE_TOO_MANY_ENTRIES',
  'ARCHIVE_NESTED',
  'ARCHIVE_NO_ROSTER',
  'XML_DTD_REJECTED',
  'XML_TOO_DEEP',
  'XML_TOO_MANY_SELECTIONS',
  'XML_TOO_MANY_REFERENCES',
] as const;
export type ContainerErrorCode = (typeof containerErrorCodes)[number];

/** A file that cannot be read as a roster at all, with a message fit to show the user. */
export class RosterImportError extends Error {
  constructor(
    readonly code: ContainerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RosterImportError';
  }
}
