import { RosterImportError } from './import-error';
import { importLimits } from './limits';
import { assertSafeXml } from './xml-guard';
import { extractRosterEntry, isZip } from './zip-archive';

/** What a file holds, decided by its content, never its name. */
export type RosterDocument =
  | { container: 'rosz' | 'xml' | 'json' | 'text'; text: string }
  | { container: 'pdf' | 'image'; bytes: Uint8Array; mediaType: string };

type Limits = typeof importLimits;

const imageSignatures: { mediaType: string; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    mediaType: 'image/png',
    matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  { mediaType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mediaType: 'image/gif', matches: (b) => ascii(b, 0, 4) === 'GIF8' },
  { mediaType: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { mediaType: 'image/bmp', matches: (b) => ascii(b, 0, 2) === 'BM' },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** Text from bytes, honouring UTF-8 and UTF-16 byte-order marks. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Text has no NUL bytes and few control characters in its first 8 KB. */
function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control > sample.length * 0.1;
}

function classifyText(text: string, fromArchive: boolean, limits: Limits): RosterDocument {
  const trimmed = text.trim();
  if (!trimmed) throw new RosterImportError('EMPTY_CONTENT', 'The file is empty.');
  if (trimmed.startsWith('<')) {
    assertSafeXml(trimmed, limits.maxXmlDepth, {
      maxSelections: limits.maxXmlSelections,
      maxReferences: limits.maxXmlReferences,
    });
    return { container: fromArchive ? 'rosz' : 'xml', text: trimmed };
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      JSON.parse(trimmed);
      return { container: 'json', text: trimmed };
    } catch {
      // Not JSON after all: a list that starts with a bracket is still text.
    }
  }
  return { container: 'text', text };
}

/** The image type bytes start with (PNG, JPEG, GIF, WebP, BMP), or null: a header sniff, nothing decoded. */
export function imageMediaType(bytes: Uint8Array): string | null {
  return imageSignatures.find((signature) => signature.matches(bytes))?.mediaType ?? null;
}

/**
 * Reads an uploaded file or pasted text into a roster document, refusing empty, oversized, binary
 * and hostile input with a clear code before any parser runs.
 */
export function readRosterDocument(
  input: Uint8Array | string,
  limits: Limits = importLimits,
): RosterDocument {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  if (bytes.length === 0) throw new RosterImportError('EMPTY_CONTENT', 'The file is empty.');
  if (bytes.length > limits.maxFileBytes) {
    throw new RosterImportError(
      'FILE_TOO_LARGE',
      `Files must be ${Math.round(limits.maxFileBytes / 1024 / 1024)} MiB or smaller.`,
    );
  }
  if (typeof input !== 'string') {
    if (isZip(bytes)) {
      const entry = extractRosterEntry(bytes, limits);
      if (entry.length === 0 || looksBinary(entry)) {
        throw new RosterImportError('ARCHIVE_NO_ROSTER', 'The archive holds no readable roster.');
      }
      return classifyText(decodeText(entry), true, limits);
    }
    if (ascii(bytes, 0, 5) === '%PDF-') return { container: 'pdf', bytes, mediaType: 'application/pdf' };
    const image = imageSignatures.find((signature) => signature.matches(bytes));
    if (image) return { container: 'image', bytes, mediaType: image.mediaType };
    const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    if (!utf16 && looksBinary(bytes)) {
      throw new RosterImportError(
        'BINARY_CONTENT',
        'This file is not a roster we can read: not text, a roster archive, a PDF or an image.',
      );
    }
  }
  return classifyText(typeof input === 'string' ? input : decodeText(bytes), false, limits);
}
