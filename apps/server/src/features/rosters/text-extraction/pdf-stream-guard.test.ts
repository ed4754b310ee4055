import { zlibBomb } from '@muster/roster-import/test-support/hostile-files';
import { describe, expect, it } from 'vitest';
import { buildFlateBombPdf, buildTextPdf } from '../../../test-support/roster-files';
import { checkPdfStreams, PdfStreamError } from './pdf-stream-guard';
import { extractPdfText, PdfTextError } from './pdf-text';

const MiB = 1024 * 1024;

/** A PDF holding one object: `dictionary` followed by `data` as its stream. */
function pdfWithStream(dictionary: string, data: Uint8Array): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj\n${dictionary}\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

/** A JPEG that is only a start-of-frame header declaring width × height. */
function jpegHeader(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
}

const refusal = (bytes: Uint8Array) => {
  try {
    checkPdfStreams(bytes);
  } catch (error) {
    if (error instanceof PdfStreamError) return error.message;
    throw error;
  }
  return null;
};

describe('PDF stream guard', () => {
  it('passes an ordinary text PDF and its compressed streams', () => {
    expect(refusal(buildTextPdf(['Necrons', 'Strike Force (2000 points)'], 3))).toBeNull();
    expect(refusal(pdfWithStream('<< /Filter /FlateDecode >>', zlibBomb(1 * MiB)))).toBeNull();
  });

  it('refuses a flate bomb, however its dictionary spells the filter or states its length', () => {
    const bomb = zlibBomb(64 * MiB);
    for (const dictionary of [
      '<< /Filter /FlateDecode >>',
      '<< /Filter /Fl >>',
      '<< /Filter [/FlateDecode] /Length 10 >>',
      '<< /Filter /Fl#61teDecode >>',
      // A content stream can claim to be an image; PDF.js decodes it all the same.
      '<< /Subtype /Image /Filter /FlateDecode >>',
    ]) {
      expect(refusal(pdfWithStream(dictionary, bomb)), dictionary).toMatch(/unpacks to more than 32 MiB/);
    }
  });

  it('counts every stream together', () => {
    const part = zlibBomb(12 * MiB);
    const three = Buffer.concat([0, 1, 2].map(() => pdfWithStream('<< /Filter /FlateDecode >>', part)));
    expect(refusal(three)).toMatch(/unpacks to more than/);
  });

  it('refuses filters it cannot measure, and JPEGs declaring a huge canvas', () => {
    const data = new Uint8Array(16);
    for (const filter of ['/LZWDecode', '/RunLengthDecode', '/JBIG2Decode', '/JPXDecode', '/BrotliDecode']) {
      expect(refusal(pdfWithStream(`<< /Filter ${filter} >>`, data)), filter).toMatch(/compression/);
    }
    expect(refusal(pdfWithStream('<< /Filter [/ASCII85Decode /FlateDecode] >>', data))).toMatch(
      /ASCII85Decode \+ FlateDecode/,
    );
    expect(refusal(pdfWithStream('<< /Filter 7 0 R >>', data))).toMatch(/indirect filter/);
    expect(refusal(pdfWithStream('<< /Filter /DCTDecode >>', jpegHeader(65535, 65535)))).toMatch(
      /image too large/,
    );
    expect(refusal(pdfWithStream('<< /Filter /DCTDecode >>', jpegHeader(1200, 1600)))).toBeNull();
  });

  it('keeps a 1 GB flate bomb from ever reaching PDF.js', { timeout: 60_000 }, async () => {
    // Unguarded, PDF.js inflated a 1 GB bomb whole: 2.9 GB of memory for 15 s, never given back.
    const bomb = buildFlateBombPdf(1_000_000_000);
    expect(bomb.length).toBeLessThan(5 * MiB);
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    await expect(extractPdfText(bomb)).rejects.toThrow(PdfTextError);
    expect(process.resourceUsage().maxRSS * 1024 - peakBefore).toBeLessThan(200 * MiB);
  });
});
