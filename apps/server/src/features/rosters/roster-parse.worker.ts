import { serveWorker } from '../../workers/serve-worker';
import { parseRosterUpload } from './roster-upload';
import { ImageTextReader } from './text-extraction/image-text';

// Runs roster parsing (XML, text, PDF, OCR) off the server's event loop. One message in, one out.
const images = new ImageTextReader();
serveWorker((input: Uint8Array | string) => parseRosterUpload(input, images));
