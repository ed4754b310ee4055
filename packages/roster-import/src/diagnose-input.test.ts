import { describe, expect, it } from 'vitest';
import { diagnoseRosterInput, diagnoseRosterText, textFacts } from './diagnose-input';
import { exampleListText } from './example-list-text';
import { parseRosterInput, parseRosterText } from './parse-roster';
import { zipOf } from './test-support/archive-builders';

const lines = (...rows: string[]) => rows.join('\n');

/** A Warhammer-app list with its faction line taken out. */
const listWithoutFaction = lines(
  'Chainblades go BRRRR (265 points)',
  '',
  'Strike Force (2000 points)',
  '',
  'CHARACTERS',
  '',
  'Khârn the Betrayer (85 points)',
  '  • 1x Gorechild',
  '',
  'BATTLELINE',
  '',
  'Khorne Berzerkers (180 points)',
  '  • 9x Khorne Berzerker',
);

/** The same list's header and unit names, with every points figure of the units lost. */
const listWithoutPoints = lines(
  'Chainblades go BRRRR',
  '',
  'World Eaters',
  'Strike Force',
  'Berzerker Warband',
  '',
  'CHARACTERS',
  'Khârn the Betrayer',
  'Khorne Berzerkers',
);

describe('what a text that is not a roster holds and lacks', () => {
  it('says there is nothing to read in empty input', () => {
    for (const input of ['', '   \n\t '])
      expect(diagnoseRosterInput(input)).toEqual({
        kind: 'empty',
        found: [],
        missing: ['list'],
        summary: 'There is nothing in it to read.',
      });
  });

  it('finds nothing of a list in prose', () => {
    expect(diagnoseRosterText('Dear diary,\nToday I painted nothing at all.')).toEqual({
      kind: 'text',
      found: [],
      missing: ['faction or detachment line', 'unit lines with points'],
      summary:
        'None of its 2 lines reads as part of an army list: there is no faction or detachment line and no unit lines with points.',
    });
  });

  it('reads a single line as a title, never as a unit without points', () => {
    expect(diagnoseRosterText('Khorne Berzerkers').summary).toBe(
      'Its one line does not read as part of an army list: there is no faction or detachment line and no unit lines with points.',
    );
  });

  it('names the battle size, headings and units of a list that lacks its faction', () => {
    const facts = textFacts(listWithoutFaction);
    expect(facts).toMatchObject({
      faction: null,
      detachment: null,
      battleSize: 'Strike Force',
      pointsTotal: 2000,
      sections: ['CHARACTERS', 'BATTLELINE'],
      unitLines: ['Khârn the Betrayer', 'Khorne Berzerkers'],
      unpricedNames: [],
    });
    expect(diagnoseRosterText(listWithoutFaction)).toEqual({
      kind: 'text',
      found: [
        'the battle size Strike Force (2000 pts)',
        '2 section headings (CHARACTERS, BATTLELINE)',
        '2 unit lines',
      ],
      missing: ['faction or detachment line'],
      summary:
        'Found the battle size Strike Force (2000 pts), 2 section headings (CHARACTERS, BATTLELINE) and 2 unit lines, but no faction or detachment line.',
    });
  });

  it('names the lines that look like units when none carries points', () => {
    expect(diagnoseRosterText(listWithoutPoints)).toEqual({
      kind: 'text',
      found: [
        'the faction World Eaters',
        'the detachment Berzerker Warband',
        'the battle size Strike Force',
        '1 section heading (CHARACTERS)',
        '2 lines that may name units but give no points (Khârn the Betrayer, Khorne Berzerkers)',
      ],
      missing: ['unit lines with points'],
      summary:
        'Found the faction World Eaters, the detachment Berzerker Warband, the battle size Strike Force, 1 section heading (CHARACTERS) and 2 lines that may name units but give no points (Khârn the Betrayer, Khorne Berzerkers), but no unit lines with points.',
    });
  });

  it('says a JSON file was cut off, counting the brackets left open', () => {
    const half = '{"roster": {"name": "Hammer", "forces": [{"selections": [';
    // Open and never closed: { { [ { [ — five.
    expect(diagnoseRosterInput(half)).toEqual({
      kind: 'json',
      found: ["the start of a JSON roster (a 'roster' key)"],
      missing: ['end of the file'],
      summary:
        'This looks like a New Recruit JSON file, but it is cut off: 5 brackets never close. Paste or upload the whole file.',
    });
    expect(diagnoseRosterInput('{"name": "Hammer').summary).toBe(
      'This looks like a JSON file, but it is cut off: 1 bracket never closes. Paste or upload the whole file.',
    );
    expect(diagnoseRosterInput('{"a": [1, 2}').summary).toBe(
      'This looks like a JSON file, but it is not valid JSON (a bracket on line 1 closes one that was never opened).',
    );
  });

  it("says a New Recruit tree without its 'roster' object misses it", () => {
    const json = JSON.stringify({ name: 'Hammer', costs: [], forces: [{ selections: [] }] });
    expect(diagnoseRosterInput(json)).toEqual({
      kind: 'json',
      found: ['roster fields (costs, forces)'],
      missing: ["'roster' object"],
      summary:
        "This looks like a New Recruit JSON file, but the 'roster' object is missing: its costs, forces should sit inside one.",
    });
    expect(diagnoseRosterInput('{"roster": {"name": "Hammer"}}').summary).toBe(
      "This looks like a New Recruit JSON file, but its 'roster' object has no forces (the detachments with their units).",
    );
  });

  it('tells other JSON apart: a list, another document, a broken Muster export', () => {
    expect(diagnoseRosterInput('[1, 2, 3]').summary).toBe(
      "This is JSON, but a list of 3 items rather than a roster file: a New Recruit JSON file is an object with a 'roster' object.",
    );
    expect(diagnoseRosterInput('{"title": "Painting log", "entries": []}').summary).toBe(
      "This is JSON, but not a roster file: its top level has title, entries and no 'roster' object.",
    );
    const muster = diagnoseRosterInput('{"format": "muster-roster", "version": 1, "roster": {"name": 5}}');
    expect(muster.found).toEqual(['a Muster roster export']);
    expect(muster.summary).toMatch(/^This looks like a Muster roster export, but roster\.\w+ is not right/);
  });

  it('says a .rosz-like file that does not open is a damaged archive, and binary is not text', () => {
    // A zip's local-file signature followed by noise: what a .rosz cut short or corrupted looks like.
    const noise = Uint8Array.from([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...Array.from({ length: 60 }, (_, i) => (i * 37) % 256),
    ]);
    const archive = diagnoseRosterInput(noise);
    expect(archive.kind).toBe('archive');
    expect(archive.found).toEqual(['a zip archive']);
    const withPicture = diagnoseRosterInput(zipOf({ 'roster.ros': Uint8Array.from([0, 1, 2, 0, 3]) }));
    expect(withPicture.summary).toBe('This is a zip archive, but no roster (.ros or text) is inside it.');
    const binary = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1, 0, 2]);
    expect(diagnoseRosterInput(binary)).toEqual({
      kind: 'binary',
      found: ['10 bytes of binary data'],
      missing: ['text, a roster archive, a PDF or an image'],
      summary:
        'This is not text, and not a roster archive (.rosz), a PDF or an image either: export the list as text, .ros or .rosz.',
    });
  });

  it('says which XML is not a roster, and when a roster is cut off', () => {
    expect(diagnoseRosterInput('<?xml version="1.0"?><catalogue name="Orks"></catalogue>').summary).toBe(
      'This is a BattleScribe data file (<catalogue>), not a roster: export the roster itself (.ros or .rosz) from BattleScribe or New Recruit.',
    );
    expect(diagnoseRosterInput('<html><body>Hi</body></html>').summary).toBe(
      'This is XML (its root is <html>), but it holds no <roster> element.',
    );
    expect(diagnoseRosterInput('<roster name="x"><forces><force name="a"><selections>').summary).toBe(
      'This looks like a BattleScribe roster, but it is cut off: it does not end with </roster>.',
    );
  });
});

describe('parse results carry the diagnosis only when nothing was read', () => {
  it('adds it to a refused paste, keeping the spec message as the error', () => {
    const result = parseRosterInput(listWithoutPoints);
    expect(result.errors).toEqual([
      { code: 'LOW_CONFIDENCE_FORMAT', message: 'Could not confirm this is an army roster.' },
    ]);
    expect(result.diagnosis?.missing).toEqual(['unit lines with points']);
  });

  it('leaves it off a list read in part (its review names what is missing) and a list read whole', () => {
    const partial = parseRosterInput(listWithoutFaction);
    expect(partial.partialData?.units).toHaveLength(2);
    expect(partial.diagnosis).toBeUndefined();
    expect(parseRosterInput(exampleListText).diagnosis).toBeUndefined();
  });
});

describe('the example list shown with the diagnosis', () => {
  it('is one the reader takes whole: World Eaters, two units, 265 points, no warnings', () => {
    const result = parseRosterText(exampleListText);
    expect(result.success).toBe(true);
    expect(result.detectedFormat).toBe('gw-app');
    expect(result.warnings).toEqual([]);
    expect(result.roster).toMatchObject({
      name: 'Blood for the Blood God',
      faction: 'World Eaters',
      detachments: ['Berzerker Warband'],
      battleSize: 'Strike Force',
      pointsLimit: 2000,
      pointsTotal: 265,
    });
    expect(result.roster?.units.map((unit) => [unit.name, unit.count, unit.points])).toEqual([
      ['Khârn the Betrayer', 1, 85],
      ['Khorne Berzerkers', 10, 180],
    ]);
  });
});
