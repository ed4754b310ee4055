import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData, UnitView } from '../game-data';
import { builderFactions } from './builder-catalogue';
import { builtList } from './builder-test-support';
import type { BuiltList } from './built-list';
import { checkBuiltList } from './check-built-list';
import { factionDatasheets, factionDetachments, findFaction, isCharacter, isEpicHero } from './faction-pool';

/**
 * For every faction and sub-faction of the data: a small legal list (a Character Warlord and one
 * other unit, under one of its detachments with a Force Disposition it grants) has no error, and
 * breaking one rule at a time adds exactly that rule's check.
 */
type Case = { factionId: string; list: BuiltList; other: UnitView; character: UnitView; hero?: UnitView };

function smallList(data: GameData, factionId: string): Case | string {
  const faction = findFaction(data, factionId);
  if (!faction) return 'no faction';
  const pool = factionDatasheets(data, faction).filter(
    (view) => view.factionId === factionId || faction.raw.parent_faction_id,
  );
  const detachment = factionDetachments(data, faction).find(
    (d) => (d.detachment_points ?? 0) <= 3 && (d.force_dispositions ?? []).length > 0,
  );
  if (!detachment) return 'no detachment of 3 DP or less with a Force Disposition';
  const standsAlone = (view: UnitView) => view.raw.attachment_role !== 'support';
  const character = pool.find((view) => isCharacter(view) && !isEpicHero(view) && standsAlone(view));
  const other = pool.find(
    (view) => !isCharacter(view) && standsAlone(view) && (view.points?.[0]?.cost ?? 999) <= 400,
  );
  const hero = pool.find((view) => isEpicHero(view) && standsAlone(view));
  if (!character || !other) return 'no plain Character or unit';
  const list = builtList(data, {
    factionId,
    detachmentIds: [detachment.id],
    forceDisposition: detachment.force_dispositions?.[0] ?? null,
    units: [{ unitId: character.id, warlord: true }, { unitId: other.id }],
  });
  return { factionId, list, other, character, hero };
}

const errorCodes = (data: GameData, list: BuiltList) =>
  checkBuiltList(data, list)
    .filter((check) => check.severity === 'error')
    .map((check) => check.code);
const allCodes = (data: GameData, list: BuiltList) => checkBuiltList(data, list).map((check) => check.code);

describe('every faction’s lists', () => {
  let data: GameData;
  let cases: Case[];
  beforeAll(async () => {
    data = await import('@alpaca-software/40kdc-data');
    const built = builderFactions(data).map((faction) => ({
      id: faction.id,
      made: smallList(data, faction.id),
    }));
    const unbuildable = built.filter((entry) => typeof entry.made === 'string');
    // Every faction of the data can field such a list.
    expect(unbuildable.map((entry) => `${entry.id}: ${entry.made}`)).toEqual([]);
    cases = built.flatMap((entry) => (typeof entry.made === 'string' ? [] : [entry.made]));
  });

  it('are legal when small and plain', { timeout: 60_000 }, () => {
    const illegal = cases.flatMap(({ factionId, list }) => {
      const checks = checkBuiltList(data, list).filter((check) => check.severity === 'error');
      return checks.length > 0 ? [`${factionId}: ${checks.map((c) => c.message).join(' ')}`] : [];
    });
    expect(illegal).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it('break exactly the rule broken', { timeout: 60_000 }, () => {
    const wrong: string[] = [];
    const expectOnly = (factionId: string, rule: string, list: BuiltList, code: string, codes = allCodes) => {
      const found = [...new Set(codes(data, list))];
      if (found.join() !== code)
        wrong.push(`${factionId}, ${rule}: expected only ${code}, got ${found.join(', ') || 'nothing'}`);
    };
    for (const { factionId, list, other, hero } of cases) {
      const [warlord, unit] = list.units as [BuiltList['units'][number], BuiltList['units'][number]];
      // The Warlord on the unit that is not a Character.
      expectOnly(
        factionId,
        'Warlord not a Character',
        {
          ...list,
          units: [
            { ...warlord, warlord: false },
            { ...unit, warlord: true },
          ],
        },
        'warlord-not-character',
      );
      // No Warlord at all.
      expectOnly(
        factionId,
        'no Warlord',
        { ...list, units: [{ ...warlord, warlord: false }, unit] },
        'no-warlord',
        errorCodes,
      );
      // No detachment.
      expectOnly(
        factionId,
        'no detachment',
        { ...list, detachmentIds: [], forceDisposition: null },
        'no-detachment',
        errorCodes,
      );
      // The same datasheet four times (three is the limit; Battleline and Dedicated Transports six).
      const copies = other.raw.role === 'battleline' || other.raw.role === 'dedicated-transport' ? 7 : 4;
      expectOnly(
        factionId,
        `${other.name} ×${copies}`,
        {
          ...list,
          units: [warlord, ...Array.from({ length: copies }, (_, i) => ({ ...unit, uid: `c${i}` }))],
        },
        'datasheet-limit',
      );
      // An Epic Hero twice.
      if (hero)
        expectOnly(
          factionId,
          `${hero.name} twice`,
          builtList(data, {
            ...list,
            units: [{ ...warlord }, { unitId: hero.id, uid: 'h1' }, { unitId: hero.id, uid: 'h2' }],
          }),
          'epic-hero-repeated',
        );
    }
    expect(wrong).toEqual([]);
  });
});
