import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, reencodeAvatar, sniffImageType } from './avatar-image';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();

describe('avatar images', () => {
  it('sniffs types from magic bytes, not names', async () => {
    expect(sniffImageType(await png(4, 4))).toBe('png');
    expect(
      sniffImageType(
        await sharp(await png(4, 4))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpeg');
    expect(
      sniffImageType(
        await sharp(await png(4, 4))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('re-encodes to a 256 px WebP', async () => {
    const output = await reencodeAvatar(await png(800, 400));
    const meta = await sharp(output).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('refuses empty, oversized, non-image and corrupt files with clear messages', async () => {
    await expect(reencodeAvatar(Buffer.alloc(0))).rejects.toThrow('The file is empty.');
    await expect(reencodeAvatar(Buffer.alloc(AVATAR_MAX_BYTES + 1))).rejects.toThrow('2 MiB');
    await expect(reencodeAvatar(Buffer.from('hello world, not an image'))).rejects.toThrow(
      'PNG, JPEG, GIF or WebP',
    );
    const truncated = (await png(64, 64)).subarray(0, 40);
    await expect(reencodeAvatar(truncated)).rejects.toThrow('could not be read');
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(AVATAR_MAX_BYTES);
    await expect(reencodeAvatar(huge)).rejects.toThrow('could not be read');
  });
});
