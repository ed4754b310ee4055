import { Inflate } from 'fflate';

/**
 * What a list PDF needs, with room to spare: a few hundred KiB of page content and fonts. A scan
 * of a page holds more, but then it holds no text either.
 */
export const pdfStreamLimits = {
  /** Bytes all compressed streams together may inflate to. */
  maxInflatedBytes: 32 * 1024 * 1024,
  /** Pixels a JPEG in the file may declare. */
  maxImagePixels: 40_000_000,
};

export class PdfStreamError extends Error {}

const FEED_SLICE_BYTES = 1024;
const TOO_LARGE = () =>
  new PdfStreamError(
    `This PDF unpacks to more than ${pdfStreamLimits.maxInflatedBytes / 1024 / 1024} MiB; a list PDF is far smaller. Upload a screenshot instead.`,
  );
const UNSUPPORTED = (filter: string) =>
  new PdfStreamError(
    `This PDF uses "${filter}" compression, which list PDFs do not. Print the list to PDF again, or upload a screenshot.`,
  );

/** Filters that at most quadruple their input: harmless alone. */
const ASCII_FILTERS = new Set(['ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85']);
const FLATE_FILTERS = new Set(['FlateDecode', 'Fl']);
const JPEG_FILTERS = new Set(['DCTDecode', 'DCT']);

/** A PDF name with its #xx escapes decoded (/Fl#61teDecode is /FlateDecode). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The filter names of a stream dictionary, or null when they are given in a form not read here. */
function filtersOf(dictionary: string): string[] | null {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()%]+|\d+\s+\d+\s+R)/.exec(dictionary);
  if (!match?.[1]) return [];
  const value = match[1];
  if (/R$/.test(value)) return null;
  const names = [...value.matchAll(/\/([^\s/[\]<>()%]+)/g)].map((name) => decodeName(name[1] ?? ''));
  if (value.startsWith('[') && /\d+\s+\d+\s+R/.test(value)) return null;
  return names;
}

/** Inflates a zlib stream from `start` without keeping the output; returns the bytes it produced. */
function inflatedSize(bytes: Uint8Array, start: number, budget: number): number {
  let produced = 0;
  let finished = false;
  let overBudget = false;
  const inflate = new Inflate((chunk, final) => {
    produced += chunk.length;
    if (produced > budget) overBudget = true;
    if (final) finished = true;
  });
  // The zlib header (2 bytes, 6 with a preset dictionary), then raw DEFLATE to its final block,
  // wherever that is: the stream's /Length and "endstream" are not trusted.
  const flags = bytes[start + 1] ?? 0;
  const dataStart = start + 2 + (flags & 0x20 ? 4 : 0);
  try {
    for (
      let offset = dataStart;
      offset < bytes.length && !finished && !overBudget;
      offset += FEED_SLICE_BYTES
    ) {
      const end = Math.min(bytes.length, offset + FEED_SLICE_BYTES);
      inflate.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    // Damaged data: PDF.js stops at the same point, so what came out so far is what it would see.
  }
  return produced;
}

/** Width × height from a JPEG's start-of-frame marker, or null when there is none. */
function jpegPixels(bytes: Uint8Array, start: number): number | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  let offset = start + 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      const height = ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0);
      const width = ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
      return width * height;
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Refuses a PDF whose streams would unpack to more than a list ever holds, before PDF.js decodes
 * anything: PDF.js inflates a stream whole and its buffers live outside the worker's heap limit,
 * so a 4 MiB flate bomb would otherwise take gigabytes.
 *
 * Every "stream" keyword is checked, whatever object it belongs to and whatever its dictionary
 * claims (a content stream can call itself an image).
 */
export function checkPdfStreams(bytes: Uint8Array, limits = pdfStreamLimits): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const keyword = /(^|[^a-z])stream[^\r\n]*(\r\n|\r|\n)/g;
  let inflated = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const keywordAt = match.index + (match[1]?.length ?? 0);
    if (text.slice(Math.max(0, keywordAt - 3), keywordAt) === 'end') continue;
    const dataStart = match.index + match[0].length;
    const before = text.slice(Math.max(0, keywordAt - 8192), keywordAt);
    const dictionary = before.slice(before.lastIndexOf('obj') + 1);
    const filters = filtersOf(dictionary);
    if (filters === null) throw UNSUPPORTED('indirect filter');
    const decoding = filters.filter((name) => !ASCII_FILTERS.has(name));
    const first = decoding[0];
    if (first === undefined) continue;
    // One decoding filter, stored plainly: a chain would have to be decoded layer by layer to be
    // measured, and list PDFs never use one.
    if (filters.length > 1) throw UNSUPPORTED(filters.join(' + '));
    if (FLATE_FILTERS.has(first)) {
      inflated += inflatedSize(bytes, dataStart, limits.maxInflatedBytes - inflated);
      if (inflated > limits.maxInflatedBytes) throw TOO_LARGE();
    } else if (JPEG_FILTERS.has(first)) {
      const pixels = jpegPixels(bytes, dataStart);
      if (pixels !== null && pixels > limits.maxImagePixels) {
        throw new PdfStreamError('This PDF holds an image too large to read. Upload a screenshot instead.');
      }
    } else {
      throw UNSUPPORTED(first);
    }
  }
}
