import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { checkPdfStreams, PdfStreamError, pdfStreamLimits } from './pdf-stream-guard';

/** List PDFs are a page or three; anything longer is not a roster and would only cost time. */
const PDF_MAX_PAGES = 20;

type TextItem = { str: string; transform: number[]; height: number };
const isTextItem = (item: unknown): item is TextItem =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;

/** Rebuilds lines from positioned text runs: same baseline → one line, x offset → indentation. */
function toLines(items: TextItem[]): string[] {
  const rows = new Map<number, TextItem[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = Math.round((item.transform[5] ?? 0) / 2) * 2;
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  const ys = [...rows.keys()].sort((a, b) => b - a);
  const left = Math.min(...items.filter((i) => i.str.trim()).map((i) => i.transform[4] ?? 0));
  const gaps = ys.slice(1).map((y, i) => (ys[i] ?? y) - y);
  const lineHeight =
    gaps.length > 0 ? ([...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 12) : 12;
  const lines: string[] = [];
  ys.forEach((y, index) => {
    const previous = ys[index - 1];
    if (previous !== undefined && previous - y > lineHeight * 1.6) lines.push('');
    const runs = (rows.get(y) ?? []).sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
    const indent = Math.max(0, Math.round(((runs[0]?.transform[4] ?? left) - left) / 4));
    lines.push(
      ' '.repeat(indent) +
        runs
          .map((run) => run.str)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
    );
  });
  return lines;
}

export class PdfTextError extends Error {}

/** Text of a PDF's pages, in reading order, with eval off and no fonts or network. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  try {
    checkPdfStreams(bytes);
  } catch (error) {
    if (error instanceof PdfStreamError) throw new PdfTextError(error.message);
    throw error;
  }
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    maxImageSize: pdfStreamLimits.maxImagePixels,
  });
  try {
    const document = await task.promise;
    if (document.numPages > PDF_MAX_PAGES) {
      throw new PdfTextError(
        `This PDF has ${document.numPages} pages; list PDFs of up to ${PDF_MAX_PAGES} pages are read.`,
      );
    }
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(toLines(content.items.flatMap((item) => (isTextItem(item) ? [item] : []))).join('\n'));
    }
    return pages.join('\n\n');
  } catch (error) {
    if (error instanceof PdfTextError) throw error;
    throw new PdfTextError('This PDF could not be read. Is it damaged or password-protected?');
  } finally {
    await task.destroy();
  }
}
