import { importLimits } from '@muster/roster-import';
import { describe, expect, it } from 'vitest';
import { parseRosterUpload } from './roster-upload';
import { ImageTextReader } from './text-extraction/image-text';

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
