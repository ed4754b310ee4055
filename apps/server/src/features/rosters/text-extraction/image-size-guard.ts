import sharp from 'sharp';

/**
 * OCR memory grows with the canvas: a long phone screenshot (1290 × 18,000) is about 23 million
 * pixels; a small file claiming 30,000 × 30,000 would take gigabytes before any text is found.
 */
export const OCR_MAX_PIXELS = 24_000_000;

export class ImageSizeError extends Error {
  constructor(
    readonly code: 'IMAGE_PARSE_ERROR' | 'IMAGE_TOO_LARGE',
    message: string,
  ) {
    super(message);
  }
}

/** Width and height a BMP's header declares (sharp does not read BMP; Tesseract does). */
function bmpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

/**
 * Reads only the header: nothing is decoded, so a hostile canvas costs nothing to refuse.
 * Answers the canvas, for the OCR time estimate.
 */
export async function checkImageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let size = bmpSize(bytes);
  if (!size) {
    const metadata = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!metadata?.width || !metadata.height)
      throw new ImageSizeError('IMAGE_PARSE_ERROR', 'This image could not be read.');
    // An animated GIF or WebP is read a frame at a time; the canvas is what counts.
    size = { width: metadata.width, height: metadata.pageHeight ?? metadata.height };
  }
  if (size.width * size.height > OCR_MAX_PIXELS) {
    throw new ImageSizeError(
      'IMAGE_TOO_LARGE',
      `This image is ${size.width} × ${size.height} pixels; screenshots of up to ${OCR_MAX_PIXELS / 1_000_000} million pixels are read. Crop it or take it in parts.`,
    );
  }
  return size;
}
