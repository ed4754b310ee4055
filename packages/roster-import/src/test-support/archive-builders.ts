import { type Zippable, zipSync } from 'fflate';

/** A .rosz-like archive from name → content. */
export function zipOf(files: Record<string, string | Uint8Array>, level: 0 | 9 = 9): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = [typeof content === 'string' ? new TextEncoder().encode(content) : content, { level }];
  }
  return zipSync(entries);
}

/**
 * Rewrites every local-header and central-directory "uncompressed size" to claim a tiny file, as a
 * hostile archive would, leaving the compressed data untouched.
 */
export function withLyingSizes(zip: Uint8Array, claimedSize = 100): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (let offset = 0; offset + 4 <= out.length; offset++) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, claimedSize, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, claimedSize, true);
  }
  return out;
}
