/**
 * Hostile compressed data for tests and the hostile-file bench: the densest DEFLATE there is.
 *
 * One dynamic-Huffman block whose only length symbol (285, "copy 258 bytes") and only distance
 * (1) each get a one-bit code, so every 258 inflated zero bytes cost two bits: about 1,032:1, the
 * format's ceiling. The body is all zero bits, so a gigabyte-sized bomb is built in milliseconds
 * instead of by compressing a gigabyte.
 */
class BitWriter {
  private readonly bytes: Uint8Array;
  private bit = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  /** `count` bits of `value`, least significant first (DEFLATE's order for header fields). */
  bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) this.push((value >> i) & 1);
  }

  /** A Huffman code, most significant bit first (DEFLATE's order for codes). */
  code(text: string): void {
    for (const digit of text) this.push(digit === '1' ? 1 : 0);
  }

  /** Leaves `count` zero bits (the buffer is zero-filled). */
  skip(count: number): void {
    this.bit += count;
  }

  private push(value: number): void {
    if (value) this.bytes[this.bit >> 3] = (this.bytes[this.bit >> 3] ?? 0) | (1 << (this.bit & 7));
    this.bit += 1;
  }

  done(): Uint8Array {
    return this.bytes.subarray(0, Math.ceil(this.bit / 8));
  }
}

/** Code-length alphabet order (RFC 1951 §3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
/** Codes for the code-length symbols used: 0 → "0", 1 → "10", 2 → "11". */
const CODE_LENGTH_CODES: Record<number, string> = { 0: '0', 1: '10', 2: '11' };
const CODE_LENGTH_LENGTHS: Record<number, number> = { 0: 1, 1: 2, 2: 2 };

/** Raw DEFLATE data that inflates to at least `inflatedBytes` zero bytes (258-byte steps). */
export function deflateBomb(inflatedBytes: number): Uint8Array {
  const copies = Math.max(1, Math.ceil((inflatedBytes - 1) / 258));
  const writer = new BitWriter(Math.ceil(copies / 4) + 512);
  writer.bits(1, 1); // final block
  writer.bits(2, 2); // dynamic Huffman
  writer.bits(286 - 257, 5); // literal/length codes up to 285
  writer.bits(2 - 1, 5); // two distance codes
  writer.bits(18 - 4, 4); // code-length codes sent, in CODE_LENGTH_ORDER, up to symbol 1
  for (const symbol of CODE_LENGTH_ORDER.slice(0, 18)) writer.bits(CODE_LENGTH_LENGTHS[symbol] ?? 0, 3);
  // Literal/length code lengths: 0 → 2 bits, 256 (end) → 2 bits, 285 (length 258) → 1 bit.
  const literalLengths = Array.from({ length: 286 }, (_, symbol) =>
    symbol === 285 ? 1 : symbol === 0 || symbol === 256 ? 2 : 0,
  );
  for (const length of [...literalLengths, 1, 1]) writer.code(CODE_LENGTH_CODES[length] ?? '');
  // Canonical codes: 285 → "0", 0 → "10", 256 → "11"; distance 0 (distance 1) → "0".
  writer.code('10'); // one literal zero byte
  writer.skip(copies * 2); // each copy: "0" (length 258) + "0" (distance 1)
  writer.code('11'); // end of block
  return writer.done();
}

/** The same wrapped as a zlib stream (what a PDF's FlateDecode holds); the checksum is not valid. */
export function zlibBomb(inflatedBytes: number): Uint8Array {
  const body = deflateBomb(inflatedBytes);
  const out = new Uint8Array(body.length + 6);
  out.set([0x78, 0xda]);
  out.set(body, 2);
  return out;
}
