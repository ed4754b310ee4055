import { type Zippable, zipSync } from 'fflate';
import { deflateBomb } from './deflate-bomb';

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

/**
 * A .rosz whose one entry inflates to `inflatedBytes` zero bytes from about a thousandth of that
 * (see deflateBomb), with headers that claim `claimedSize` bytes as a hostile archive would.
 */
export function zipBomb(inflatedBytes: number, name = 'roster.ros', claimedSize = 100): Uint8Array {
  const data = deflateBomb(inflatedBytes);
  const fileName = new TextEncoder().encode(name);
  const local = new Uint8Array(30 + fileName.length);
  const central = new Uint8Array(46 + fileName.length);
  const end = new Uint8Array(22);
  const localView = new DataView(local.buffer);
  localView.setUint32(0, 0x04034b50, true);
  localView.setUint16(4, 20, true); // version needed
  localView.setUint16(8, 8, true); // deflate
  localView.setUint32(18, data.length, true);
  localView.setUint32(22, claimedSize, true);
  localView.setUint16(26, fileName.length, true);
  local.set(fileName, 30);
  const centralView = new DataView(central.buffer);
  centralView.setUint32(0, 0x02014b50, true);
  centralView.setUint16(4, 20, true);
  centralView.setUint16(6, 20, true);
  centralView.setUint16(10, 8, true);
  centralView.setUint32(20, data.length, true);
  centralView.setUint32(24, claimedSize, true);
  centralView.setUint16(28, fileName.length, true);
  central.set(fileName, 46);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, 1, true);
  endView.setUint16(10, 1, true);
  endView.setUint32(12, central.length, true);
  endView.setUint32(16, local.length + data.length, true);
  const out = new Uint8Array(local.length + data.length + central.length + end.length);
  out.set(local);
  out.set(data, local.length);
  out.set(central, local.length + data.length);
  out.set(end, local.length + data.length + central.length);
  return out;
}
