import { parentPort } from 'node:worker_threads';
import { parseRosterUpload } from './roster-upload';
import { ImageTextReader } from './text-extraction/image-text';

// Runs roster parsing (XML, text, PDF, OCR) off the server's event loop. One message in, one out.
const images = new ImageTextReader();

parentPort?.on('message', async (message: { id: number; bytes: Uint8Array | string }) => {
  try {
    const result = await parseRosterUpload(message.bytes, images);
    parentPort?.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
