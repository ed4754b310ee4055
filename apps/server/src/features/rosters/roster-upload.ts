import {
  diagnoseImportError,
  diagnoseRosterDocument,
  diagnoseRosterText,
  importLimits,
  type ParseResult,
  parseRosterDocument,
  parseRosterText,
  RosterImportError,
  readRosterDocument,
  withDiagnosis,
} from '@muster/roster-import';
import { checkImageSize, ImageSizeError } from './text-extraction/image-size-guard';
import type { ImageTextReader } from './text-extraction/image-text';
import { extractPdfText, PdfTextError } from './text-extraction/pdf-text';

/**
 * The most OCR may be expected to take: two thirds of the 30 s parse deadline, leaving the rest
 * for reading the text and for a machine busier than the pace has seen yet.
 */
export const OCR_BUDGET_MS = 20_000;

const failed = (detectedFormat: string, code: string, message: string): ParseResult => ({
  success: false,
  roster: null,
  confidenceScore: 0,
  warnings: [],
  errors: [{ code, message }],
  partialData: null,
  missingFields: [],
  detectedFormat,
});

/**
 * Any uploaded file or pasted text to a parse result: containers are read by content, PDFs and
 * images are turned into text first (spec 001 §4 priorities: XML, PDF, text, image OCR). When
 * nothing could be read, the result says what the input (or the text found in it) holds and lacks.
 */
export async function parseRosterUpload(
  input: Uint8Array | string,
  images: Pick<ImageTextReader, 'read' | 'pace'>,
): Promise<ParseResult> {
  return withinUnitCap(await readUpload(input, images));
}

/**
 * A roster of more units than any army has is refused here, in the worker: resolving, answering
 * and saving 45,000 units would hold the server's request thread for seconds.
 */
function withinUnitCap(result: ParseResult): ParseResult {
  const units = (result.roster ?? result.partialData)?.units.length ?? 0;
  if (units <= importLimits.maxUnits) return result;
  return failed(
    result.detectedFormat,
    'TOO_MANY_UNITS',
    `This roster lists ${units.toLocaleString('en')} units; at most ${importLimits.maxUnits.toLocaleString('en')} are read (an army has a few dozen).`,
  );
}

async function readUpload(
  input: Uint8Array | string,
  images: Pick<ImageTextReader, 'read' | 'pace'>,
): Promise<ParseResult> {
  let document: ReturnType<typeof readRosterDocument>;
  try {
    document = readRosterDocument(input);
  } catch (error) {
    if (error instanceof RosterImportError)
      return {
        ...failed('unknown', error.code, error.message),
        diagnosis: diagnoseImportError(error, input.length),
      };
    throw error;
  }
  if (document.container === 'pdf') {
    try {
      const text = await extractPdfText(document.bytes);
      if (!text.trim()) {
        return failed(
          'pdf',
          'PDF_PARSE_ERROR',
          'This PDF holds no text (a scan?). Upload a screenshot instead.',
        );
      }
      return withDiagnosis(parseRosterText(text, { source: 'pdf', origin: 'pdf' }), () =>
        diagnoseRosterText(text),
      );
    } catch (error) {
      if (error instanceof PdfTextError) return failed('pdf', 'PDF_PARSE_ERROR', error.message);
      throw error;
    }
  }
  if (document.container === 'image') {
    let size: { width: number; height: number };
    try {
      size = await checkImageSize(document.bytes);
    } catch (error) {
      if (error instanceof ImageSizeError) return failed('image', error.code, error.message);
      throw error;
    }
    const pixels = size.width * size.height;
    const expectedMs = images.pace.predict(pixels);
    if (expectedMs > OCR_BUDGET_MS)
      return failed(
        'image',
        'IMAGE_TOO_SLOW',
        `Reading this ${size.width} × ${size.height} screenshot would take about ${Math.ceil(expectedMs / 1000)} s here just now, more than the ${OCR_BUDGET_MS / 1000} s an import may use. Crop it to the list, or send it in parts.`,
      );
    const started = performance.now();
    const text = await images.read(document.bytes).catch(() => null);
    if (text !== null) images.pace.record(pixels, performance.now() - started);
    if (text === null) return failed('image', 'IMAGE_PARSE_ERROR', 'This image could not be read.');
    if (!text.trim()) return failed('image', 'IMAGE_PARSE_ERROR', 'No text was found in this image.');
    return withDiagnosis(parseRosterText(text, { origin: 'image' }), () => diagnoseRosterText(text));
  }
  return withDiagnosis(parseRosterDocument(document), () => diagnoseRosterDocument(document));
}
