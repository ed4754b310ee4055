import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { zlibBomb } from '@muster/roster-import/test-support/hostile-files';
import sharp from 'sharp';

/** A PDF with the lines as real text (Helvetica) on each of `pages` pages, built byte by byte. */
export function buildTextPdf(lines: string[], pages = 1): Buffer {
  const escapePdf = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 12 Tf',
    '14 TL',
    '50 780 Td',
    ...lines.map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n');
  // 1 catalog, 2 page tree, 3 font, 4 content stream, then one object per page.
  const pageIds = Array.from({ length: pages }, (_, index) => 5 + index);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...pageIds.map(
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>',
    ),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A one-page PDF whose content stream is a flate bomb that inflates to `inflatedBytes`. */
export function buildFlateBombPdf(inflatedBytes: number): Buffer {
  const stream = Buffer.from(zlibBomb(inflatedBytes));
  const head = Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj',
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R >>\nendobj',
      `4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
    ].join('\n'),
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, stream, tail]);
}

/** A PNG chunk: length, type, data, CRC (libpng checks it). */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims width × height (RGB) and whose pixel data is a deflate bomb of that
 * size's scanlines, up to `maxInflatedBytes`: kilobytes on disk, gigabytes decoded.
 */
export function buildPngBomb(width: number, height: number, maxInflatedBytes = 2_000_000_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const scanlines = height * (1 + width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibBomb(Math.min(scanlines, maxInflatedBytes))),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A GIF whose screen and only frame claim width × height, with a few bytes of pixel data. */
export function buildGifClaiming(width: number, height: number): Buffer {
  const size = (value: number) => [value & 0xff, value >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...size(width),
    ...size(height),
    0x80,
    0x00,
    0x00, // global colour table of 2 entries
    0,
    0,
    0,
    255,
    255,
    255,
    0x2c,
    0,
    0,
    0,
    0,
    ...size(width),
    ...size(height),
    0x00, // image descriptor
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW minimum code size 2, one tiny data block
    0x3b,
  ]);
}

/** A screenshot-like PNG of the lines: black text on white, as a phone would show a list. */
export async function renderListPng(lines: string[]): Promise<Buffer> {
  const escapeXml = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rows = lines
    .map(
      (line, index) =>
        `<text x="24" y="${44 + index * 34}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${60 + lines.length * 34}"><rect width="100%" height="100%" fill="#fff"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A short Warhammer-app list, the shape players paste and screenshot. */
export const sampleListLines = [
  'Dynasty Test (245 points)',
  '',
  'Necrons',
  'Strike Force (2000 points)',
  'Awakened Dynasty',
  '',
  'CHARACTERS',
  '',
  'Overlord (85 points)',
  '  • Warlord',
  '  • 1x Staff of light',
  '',
  'BATTLELINE',
  '',
  'Necron Warriors (160 points)',
  '  • 20x Necron Warrior',
  '    • 20x Gauss flayer',
];

const fixtureRoot = path.resolve(import.meta.dirname, '../../../../packages/roster-import/fixtures');
/** A real roster file from packages/roster-import/fixtures, e.g. 'rosz/ps__Ultramarines_10E.rosz'. */
export const readFixture = (relative: string): Buffer => readFileSync(path.join(fixtureRoot, relative));
