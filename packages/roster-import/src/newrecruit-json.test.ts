import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBattleScribeXml } from './battlescribe-xml';
import { isNewRecruitJson, parseNewRecruitJson } from './newrecruit-json';
import { readRosterDocument } from './read-roster-document';

const read = (name: string) => {
  const document = readRosterDocument(
    new Uint8Array(readFileSync(path.resolve(import.meta.dirname, '../fixtures', name))),
  );
  if (!('text' in document)) throw new Error('not text');
  return document.text;
};

describe('New Recruit JSON', () => {
  it('gives the same roster as the .ros and .rosz of the same list', () => {
    const fromJson = parseNewRecruitJson(JSON.parse(read('newrecruit/aosr__sce-001-minimal__list.json')));
    expect(fromJson).toEqual(parseBattleScribeXml(read('ros/aosr__sce-001-minimal__list.ros')));
    expect(fromJson).toMatchObject({
      faction: 'Stormcast Eternals',
      pointsTotal: 290,
      gameSystem: 'Age of Sigmar 4.0',
    });
  });

  it('matches the .rosz of the kitchen-sink list', () => {
    const fromJson = parseNewRecruitJson(
      JSON.parse(read('newrecruit/aosr__fec-001-ghb-kitchen-sink__list.json')),
    );
    expect(fromJson).toEqual(parseBattleScribeXml(read('rosz/aosr__fec-001-ghb-kitchen-sink__list.rosz')));
    expect(fromJson.pointsTotal).toBe(2500);
  });

  it('reads the very large Seraphon list', () => {
    const roster = parseNewRecruitJson(JSON.parse(read('newrecruit/aosr__ser-001-all-units__list.json')));
    expect(roster).toMatchObject({ faction: 'Seraphon', pointsTotal: 5550 });
    expect(roster.units).toHaveLength(40); // the file holds 40 selections of type "unit"
  });

  it('recognises a roster object and nothing else', () => {
    expect(isNewRecruitJson({ roster: { name: 'x' } })).toBe(true);
    expect(isNewRecruitJson({ army: [] })).toBe(false);
    expect(isNewRecruitJson([1, 2])).toBe(false);
  });
});
