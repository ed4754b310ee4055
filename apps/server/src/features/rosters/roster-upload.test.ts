import { importLimits } from '@muster/roster-import';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OCR_BUDGET_MS, parseRosterUpload } from './roster-upload';
import { ImageTextReader } from './text-extraction/image-text';
import { OcrPace } from './text-extraction/ocr-pace';

/** A pasted list of `units` squads of Necron Warriors. */
function listOf(units: number): string {
  const lines = ['Horde (2000 points)', '', 'Necrons', 'Strike Force (2000 points)', 'Awakened Dynasty', ''];
  lines.push('BATTLELINE', '');
  for (let unit = 0; unit < units; unit++)
    lines.push('Necron Warriors (90 points)', '  • 10x Necron Warrior', '');
  return lines.join('\n');
}

describe('roster upload caps', () => {
  // Never started: text needs no OCR.
  const images = new ImageTextReader();

  it('refuses a roster of more units than the cap, naming the cap, and reads one at the cap', async () => {
    // Issue 35: 45,000 units read in the worker still held the request thread for seconds after.
    const over = await parseRosterUpload(listOf(importLimits.maxUnits + 1), images);
    expect(over).toMatchObject({ success: false, roster: null, partialData: null });
    expect(over.errors[0]?.code).toBe('TOO_MANY_UNITS');
    expect(over.errors[0]?.message).toContain(
      `at most ${importLimits.maxUnits.toLocaleString('en')} are read`,
    );

    const at = await parseRosterUpload(listOf(importLimits.maxUnits), images);
    expect((at.roster ?? at.partialData)?.units).toHaveLength(importLimits.maxUnits);
  });
});

describe('the OCR time budget', () => {
  /** A white PNG of this canvas (no text: what matters is the size in its header). */
  const blank = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));

  it('refuses, before reading, an image this worker’s pace says cannot finish in time', async () => {
    let reads = 0;
    const slow = {
      pace: new OcrPace(5000),
      read: async () => {
        reads += 1;
        return '';
      },
    };
    // 5 MP at 5 s per megapixel is 25 s: over the 20 s budget.
    const refused = await parseRosterUpload(await blank(2500, 2000), slow);
    expect(refused.errors[0]?.code).toBe('IMAGE_TOO_SLOW');
    expect(refused.errors[0]?.message).toBe(
      `Reading this 2500 × 2000 screenshot would take about 25 s here just now, more than the ${OCR_BUDGET_MS / 1000} s an import may use. Crop it to the list, or send it in parts.`,
    );
    expect(reads).toBe(0);
    // 3 MP at that pace (15 s) is read, and the worker learns from how long it took.
    const read = await parseRosterUpload(await blank(1500, 2000), slow);
    expect(read.errors[0]?.code).toBe('IMAGE_PARSE_ERROR');
    expect(reads).toBe(1);
    expect(slow.pace.pace).toBeLessThan(5000);
  });
});
