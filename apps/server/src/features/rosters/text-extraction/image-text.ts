import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { OcrPace } from './ocr-pace';

const require = createRequire(import.meta.url);

/** English traineddata shipped in an npm package: nothing is fetched at run time. */
const LANGUAGE_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Spec 001 §5: OCR keeps digits, letters and basic punctuation. */
const OCR_ALLOWED_CHARACTERS =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÀÂÄÇÉÈÊËÎÏÔÖÙÛÜàâäçéèêëîïôöùûü0123456789 .,:;\'"!?()[]+-/&%#*•';

/**
 * OCR's pace before a worker has read anything: 1.5 × what text-dense list screenshots took on
 * the reference machine (2 cores, idle: 480–580 ms per megapixel from 3.6 to 12 MP), so a long
 * 23 MP scrolling screenshot (about 12 s there) is tried on a fresh worker. Each worker then
 * learns its own pace from what it reads (docs/operations.md, "Roster parsing workers").
 */
const OCR_START_MS_PER_MEGAPIXEL = 750;

/** One Tesseract engine, started on first use and reused for later images. */
export class ImageTextReader {
  private worker: Promise<Worker> | null = null;
  /** How fast this worker reads images, to refuse one that cannot finish in time before it starts. */
  readonly pace = new OcrPace(OCR_START_MS_PER_MEGAPIXEL);

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: LANGUAGE_DIR,
        cacheMethod: 'none',
        gzip: true,
      });
      await worker.setParameters({
        tessedit_char_whitelist: OCR_ALLOWED_CHARACTERS,
        tessedit_pageseg_mode: PSM.AUTO,
        preserve_interword_spaces: '1',
      });
      return worker;
    })();
    return this.worker;
  }

  async read(bytes: Uint8Array): Promise<string> {
    const worker = await this.start();
    const { data } = await worker.recognize(Buffer.from(bytes));
    return data.text;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }
}
