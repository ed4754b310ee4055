import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from '../game-data';
import { gameData } from '../test-support';
import { builderFactions, factionBuilderCatalogue } from './builder-catalogue';

let data: GameData;
beforeAll(async () => {
  data = await gameData();
});

describe('the list builder’s catalogue', () => {
  it('lists the factions with the datasheets each may take, chapters included', () => {
    const factions = builderFactions(data);
    expect(factions.length).toBeGreaterThanOrEqual(30);
    const marines = factions.find((f) => f.id === 'adeptus-astartes');
    const angels = factions.find((f) => f.id === 'blood-angels');
    expect(marines).toMatchObject({ name: 'Adeptus Astartes', parentId: null });
    // A chapter takes the codex datasheets and its own.
    expect(angels?.parentId).toBe('adeptus-astartes');
    expect(angels?.datasheets).toBeGreaterThan(marines?.datasheets ?? 0);
  });

  it('gives Space Marines in under 200 KB of JSON', () => {
    const catalogue = factionBuilderCatalogue(data, 'adeptus-astartes');
    const bytes = JSON.stringify(catalogue).length;
    expect(bytes).toBeLessThan(200_000);
    expect(catalogue?.datasheets.length).toBeGreaterThan(50);
    expect(catalogue?.detachments.length).toBeGreaterThan(10);
  });

  it('takes only the faction’s own datasheets: no other chapter’s, none barred, no Combat Patrol', () => {
    const ids = (factionId: string) =>
      new Set(factionBuilderCatalogue(data, factionId)?.datasheets.map((d) => d.id));
    const marines = ids('adeptus-astartes');
    expect(marines.has('intercessor-squad')).toBe(true);
    expect(marines.has('sanguinary-guard')).toBe(false);
    expect(marines.has('assault-force-captain')).toBe(false);
    expect(ids('blood-angels').has('sanguinary-guard')).toBe(true);
    expect(ids('blood-angels').has('intercessor-squad')).toBe(true);
    // Black Templars take no Librarians.
    expect(ids('black-templars').has('librarian')).toBe(false);
  });

  it('describes a datasheet: role, sizes, points, limits, options and whom it leads', () => {
    const catalogue = factionBuilderCatalogue(data, 'adeptus-astartes');
    const intercessors = catalogue?.datasheets.find((d) => d.id === 'intercessor-squad');
    expect(intercessors).toMatchObject({
      name: 'Intercessor Squad',
      battleline: true,
      character: false,
      size: { min: 5, max: 10 },
      points: [
        { models: 5, modelsMax: 5, cost: 80, copies: null },
        { models: 6, modelsMax: 10, cost: 150, copies: null },
      ],
      maxPerList: null,
    });
    // Five models: five bolt rifles by default, each name in the catalogue's wargear names.
    expect(intercessors?.defaultLoadout['bolt-rifle-intercessor-squad']).toBe(5);
    for (const id of Object.keys(intercessors?.defaultLoadout ?? {}))
      expect(catalogue?.wargear[id]).toBeTruthy();
    const launcher = intercessors?.options.find((o) =>
      o.choices.flat().includes('astartes-grenade-launcher'),
    );
    expect(launcher).toMatchObject({ limit: { perModels: 5 }, text: '1 per 5 models' });
    const captain = catalogue?.datasheets.find((d) => d.id === 'captain');
    expect(captain).toMatchObject({ character: true, epicHero: false, supportOnly: false });
    expect(captain?.leads).toContain('intercessor-squad');
    expect(catalogue?.datasheets.find((d) => d.id === 'lieutenant')?.supportOnly).toBe(true);
    const kharn = factionBuilderCatalogue(data, 'world-eaters')?.datasheets.find(
      (d) => d.id === 'kharn-the-betrayer',
    );
    expect(kharn).toMatchObject({ epicHero: true, maxPerList: 1 });
  });

  it('prices a chapter’s reprice and later copies as the data does', () => {
    const sisters = factionBuilderCatalogue(data, 'adepta-sororitas');
    const castigator = sisters?.datasheets.find((d) => d.id === 'castigator');
    expect(castigator?.points.map((p) => p.copies)).toEqual(
      data.dataset.units
        .getInFaction('castigator', 'adepta-sororitas')
        ?.raw.points?.map((p) => (p.unit_count_min ? [p.unit_count_min, p.unit_count_max ?? null] : null)),
    );
  });

  it('gives detachments with their points, dispositions and enhancements, and the battle sizes', () => {
    const catalogue = factionBuilderCatalogue(data, 'adeptus-astartes');
    const gladius = catalogue?.detachments.find((d) => d.id === 'gladius-task-force');
    expect(gladius).toMatchObject({
      name: 'Gladius Task Force',
      detachmentPoints: 3,
      forceDispositions: ['priority-assets'],
    });
    expect(gladius?.enhancements.find((e) => e.id === 'adept-of-the-codex-gladius-task-force')).toMatchObject(
      {
        name: 'Adept of the Codex',
        cost: 20,
        keywords: [['Captain']],
        unique: true,
        upgrade: false,
      },
    );
    expect(catalogue?.battleSizes['11th']).toEqual([
      { id: 'incursion', label: 'Incursion', points: 1000, detachmentPoints: 2 },
      { id: 'strike-force', label: 'Strike Force', points: 2000, detachmentPoints: 3 },
      { id: 'onslaught', label: 'Onslaught', points: 3000, detachmentPoints: null },
    ]);
    expect(catalogue?.battleSizes['10th'].every((size) => size.detachmentPoints === null)).toBe(true);
    expect(catalogue?.dispositions.map((d) => d.id)).toHaveLength(5);
  });

  it('knows no faction it does not have', () => {
    expect(factionBuilderCatalogue(data, 'squats')).toBeNull();
  });
});
