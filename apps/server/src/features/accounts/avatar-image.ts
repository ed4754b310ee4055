import sharp from 'sharp';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_SIZE_PX = 256;
/** Refuses decompression bombs: a small file that claims an enormous canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export type SniffedImageType = 'png' | 'jpeg' | 'gif' | 'webp';

/** The image type from the file's first bytes; the declared content type is not trusted. */
export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 6 &&
    (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' ||
      bytes.subarray(0, 6).toString('latin1') === 'GIF89a')
  )
    return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export class AvatarImageError extends Error {}

/** Re-encodes to a square 256 px WebP, dropping metadata (EXIF location and the like). */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AvatarImageError('The file is empty.');
  if (bytes.length > AVATAR_MAX_BYTES) throw new AvatarImageError('Avatars must be 2 MiB or smaller.');
  if (!sniffImageType(bytes)) throw new AvatarImageError('Upload a PNG, JPEG, GIF or WebP image.');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AvatarImageError('The image could not be read. Try another file.');
  }
}
