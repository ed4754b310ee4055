import { beforeAll, describe, expect, it } from 'vitest';
import type { GameData } from '../game-data';
import { gameData } from '../test-support';
import { builtList, seeded, type UnitInput } from './builder-test-support';
import type { BuiltList } from './built-list';
import { type BuiltListCheck, builtListReport, checkBuiltList } from './check-built-list';

let data: GameData;
beforeAll(async () => {
  data = await gameData();
});

const check = (list: Partial<Omit<BuiltList, 'units'>> & { units?: UnitInput[] }) =>
  checkBuiltList(data, builtList(data, list));
const codes = (checks: BuiltListCheck[]) => checks.map((c) => c.code);
const only = (checks: BuiltListCheck[], code: string) => checks.filter((c) => c.code === code);

/** A legal core: a Captain leading Intercessors, as Warlord. */
const core: UnitInput[] = [
  { unitId: 'captain', warlord: true, attachedTo: 'u2' },
  { unitId: 'intercessor-squad' },
];

describe('the data package’s checks, in plain words', () => {
  it('finds nothing wrong with a legal list', () => {
    const checks = check({
      units: [
        {
          unitId: 'captain',
          warlord: true,
          attachedTo: 'u2',
          enhancementId: 'artificer-armour-gladius-task-force',
        },
        { unitId: 'intercessor-squad' },
        { unitId: 'lieutenant', attachedTo: 'u4' },
        { unitId: 'hellblaster-squad' },
        { unitId: 'rhino' },
      ],
    });
    expect(checks).toEqual([]);
  });

  it('names the points over the battle size’s limit', () => {
    // Vanguard Spearhead costs 2 detachment points, what Incursion allows.
    const list = builtList(data, {
      battleSize: 'incursion',
      detachmentIds: ['vanguard-spearhead'],
      forceDisposition: 'reconnaissance',
      units: [
        ...core,
        ...['land-raider', 'land-raider', 'land-raider', 'hellblaster-squad', 'hellblaster-squad'].map(
          (unitId) => ({ unitId }),
        ),
      ],
    });
    expect(builtListReport(data, list).points).toBeGreaterThan(1000);
    const checks = checkBuiltList(data, list);
    expect(codes(checks)).toEqual(['points-over-limit']);
    expect(checks[0]?.message).toMatch(/^The list is \d+ points, \d+ over the Incursion limit of 1000\.$/);
  });

  it('holds the detachments to the battle size’s detachment points', () => {
    // Gladius Task Force (3) and Vanguard Spearhead (2) are 5 DP; Strike Force allows 3.
    const checks = check({ detachmentIds: ['gladius-task-force', 'vanguard-spearhead'], units: core });
    expect(only(checks, 'detachment-points-over')).toEqual([
      {
        severity: 'error',
        code: 'detachment-points-over',
        message: 'The detachments cost 5 detachment points; Strike Force allows 3.',
        unitUid: null,
      },
    ]);
  });

  it('allows one detachment of a kind', () => {
    // Solar Spearhead and Might of the Moritoi are both armoury detachments (2 + 1 DP).
    const checks = check({
      factionId: 'adeptus-custodes',
      detachmentIds: ['solar-spearhead', 'might-of-the-moritoi'],
      forceDisposition: null,
      units: [{ unitId: 'shield-captain', warlord: true }],
    });
    const conflict = only(checks, 'detachment-tag-conflict');
    expect(conflict).toHaveLength(1);
    expect(conflict[0]?.message).toMatch(/Solar Spearhead and Might of the Moritoi .*only one/);
  });

  it('warns when the Force Disposition is missing or not granted, and names an unknown one', () => {
    expect(check({ forceDisposition: null, units: core })).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'disposition-not-picked' }),
    ]);
    // Gladius Task Force grants Priority Assets only.
    expect(check({ forceDisposition: 'reconnaissance', units: core })).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'disposition-invalid',
        message: 'Reconnaissance is not a Force Disposition any chosen detachment grants.',
      }),
    ]);
    expect(codes(check({ forceDisposition: 'bogus', units: core }))).toEqual(['disposition-unknown']);
  });

  it('asks for one Warlord', () => {
    expect(codes(check({ units: [{ unitId: 'captain' }] }))).toEqual(['no-warlord']);
    const two = check({
      units: [
        { unitId: 'captain', warlord: true },
        { unitId: 'lieutenant', warlord: true, attachedTo: 'u3' },
        { unitId: 'intercessor-squad' },
      ],
    });
    expect(two.map((c) => c.message)).toEqual([
      '2 units are chosen as Warlord (Captain and Lieutenant); a list has one.',
    ]);
  });

  it('holds enhancements to the list’s detachments, Characters and their keywords, once each', () => {
    const wrongDetachment = check({
      units: [{ unitId: 'captain', warlord: true, enhancementId: 'ghostweave-cloak-vanguard-spearhead' }],
    });
    expect(wrongDetachment).toEqual([
      expect.objectContaining({
        code: 'enhancement-wrong-detachment',
        message:
          'Captain: the enhancement Ghostweave Cloak belongs to the Vanguard Spearhead detachment, which the list does not include.',
        unitUid: 'u1',
      }),
    ]);
    const onSquad = check({
      units: [...core, { unitId: 'hellblaster-squad', enhancementId: 'fire-discipline-gladius-task-force' }],
    });
    expect(onSquad.map((c) => c.message)).toEqual([
      'Hellblaster Squad is not a Character, so it cannot take the enhancement Fire Discipline.',
    ]);
    // Adept of the Codex is for Captains.
    const onLieutenant = check({
      units: [
        ...core,
        { unitId: 'lieutenant', attachedTo: 'u2', enhancementId: 'adept-of-the-codex-gladius-task-force' },
      ],
    });
    expect(codes(onLieutenant)).toEqual(['enhancement-keyword-mismatch']);
    expect(onLieutenant[0]?.message).toBe(
      'Lieutenant cannot take Adept of the Codex: it is only for Captain units.',
    );
    const twice = check({
      units: [
        { ...core[0], enhancementId: 'artificer-armour-gladius-task-force' } as UnitInput,
        core[1] as UnitInput,
        { unitId: 'captain', enhancementId: 'artificer-armour-gladius-task-force' },
      ],
    });
    expect(twice.map((c) => c.message)).toEqual([
      'The enhancement Artificer Armour is taken 2 times (Captain (1st) and Captain (2nd)); it can be taken once.',
    ]);
  });

  it('checks that a leader may lead its bodyguard, and that a Support character is attached', () => {
    const rhino = check({
      units: [{ unitId: 'captain', warlord: true, attachedTo: 'u2' }, { unitId: 'rhino' }],
    });
    expect(codes(rhino)).toEqual(['leader-attachment-illegal']);
    expect(rhino[0]?.message).toMatch(
      /^Captain cannot lead Rhino: its datasheet lets it lead .*Intercessor Squad/,
    );
    const alone = check({ units: [...core, { unitId: 'lieutenant' }] });
    expect(alone.map((c) => c.message)).toEqual([
      'Lieutenant is a Support character: it must be attached to a unit.',
    ]);
  });

  it('checks wargear against the datasheet’s options and the unit’s size', () => {
    // One Astartes grenade launcher per five models: five Intercessors may take one, not two.
    const launchers = check({
      units: [
        core[0] as UnitInput,
        {
          unitId: 'intercessor-squad',
          wargear: { ...defaults('intercessor-squad', 5), 'astartes-grenade-launcher': 2 },
        },
      ],
    });
    expect(launchers.length).toBeGreaterThan(0);
    expect(launchers.every((c) => c.unitUid === 'u2' && c.code.startsWith('wargear-'))).toBe(true);
    expect(launchers.some((c) => /2 × Astartes Grenade Launcher/i.test(c.message))).toBe(true);
    // Four Intercessors is not a size of the squad (5–10).
    const small = check({ units: [core[0] as UnitInput, { unitId: 'intercessor-squad', modelCount: 4 }] });
    expect(small).toHaveLength(1);
    expect(small[0]?.message).toMatch(/^Intercessor Squad: 4 models is not a size/);
  });

  it('names units a chapter may not take', () => {
    // Black Templars take no Librarians.
    const checks = check({
      factionId: 'black-templars',
      units: [{ unitId: 'captain', warlord: true }, { unitId: 'librarian' }],
    });
    expect(checks.map((c) => c.message)).toEqual(['Librarian cannot be taken in a Black Templars army.']);
  });
});

function defaults(unitId: string, models: number): Record<string, number> {
  return builtList(data, { units: [{ unitId, modelCount: models }] }).units[0]?.wargear ?? {};
}

describe('what the list builder adds', () => {
  it('holds datasheets to three copies, Battleline and Dedicated Transports to six: an error in 10th edition, a warning in 11th', () => {
    const hellblasters = Array.from({ length: 4 }, () => ({ unitId: 'hellblaster-squad' }));
    const tenth = check({ edition: '10th', forceDisposition: null, units: [...core, ...hellblasters] });
    expect(tenth).toEqual([
      {
        severity: 'error',
        code: 'datasheet-limit',
        message: '4 × Hellblaster Squad: more than 3 of one datasheet (10th edition core rules).',
        unitUid: 'u6',
      },
    ]);
    const eleventh = check({ units: [...core, ...hellblasters] });
    expect(eleventh).toEqual([expect.objectContaining({ severity: 'warning', code: 'datasheet-limit' })]);
    expect(eleventh[0]?.message).toMatch(/11th-edition game data has none/);
    const six = Array.from({ length: 5 }, () => ({ unitId: 'intercessor-squad' }));
    expect(check({ edition: '10th', forceDisposition: null, units: [...core, ...six] })).toEqual([]);
    const seven = check({
      edition: '10th',
      forceDisposition: null,
      units: [...core, ...six, { unitId: 'intercessor-squad' }],
    });
    expect(seven.map((c) => c.message)).toEqual([
      '7 × Intercessor Squad: more than 6 of one datasheet (Battleline and Dedicated Transport) (10th edition core rules).',
    ]);
    const rhinos = Array.from({ length: 6 }, () => ({ unitId: 'rhino' }));
    expect(check({ edition: '10th', forceDisposition: null, units: [...core, ...rhinos] })).toEqual([]);
  });

  it('takes an Epic Hero once', () => {
    const kharn = { unitId: 'kharn-the-betrayer' };
    const list = {
      factionId: 'world-eaters',
      detachmentIds: ['berzerker-warband'],
      forceDisposition: 'purge-the-foe',
    };
    expect(check({ ...list, units: [{ ...kharn, warlord: true }] })).toEqual([]);
    expect(check({ ...list, units: [{ ...kharn, warlord: true }, kharn] })).toEqual([
      {
        severity: 'error',
        code: 'epic-hero-repeated',
        message: 'Khârn the Betrayer is an Epic Hero and is taken 2 times: an Epic Hero can be taken once.',
        unitUid: 'u2',
      },
    ]);
  });

  it('counts enhancements (three), names unknown ones, and keeps them off Epic Heroes in 10th edition', () => {
    const four = check({
      detachmentIds: ['vanguard-spearhead'],
      forceDisposition: 'reconnaissance',
      units: [
        { unitId: 'captain', warlord: true, enhancementId: 'the-blade-driven-deep-vanguard-spearhead' },
        { unitId: 'captain', enhancementId: 'ghostweave-cloak-vanguard-spearhead' },
        { unitId: 'captain-in-phobos-armour', enhancementId: 'execute-and-redeploy-vanguard-spearhead' },
        { unitId: 'captain-in-phobos-armour', enhancementId: 'shadow-war-veteran-vanguard-spearhead' },
      ],
    });
    expect(codes(four)).toEqual(['enhancement-limit']);
    expect(four[0]).toMatchObject({ severity: 'warning', unitUid: null });
    expect(four[0]?.message).toMatch(
      /^4 enhancements \(The Blade Driven Deep, Ghostweave Cloak, .*\): at most 3/,
    );
    const unknown = check({
      units: [{ ...core[0], enhancementId: 'no-such-thing' } as UnitInput, core[1] as UnitInput],
    });
    expect(unknown.map((c) => c.message)).toEqual([
      'Captain: the game data has no enhancement “no-such-thing”.',
    ]);
    const epic = check({
      edition: '10th',
      factionId: 'world-eaters',
      detachmentIds: ['berzerker-warband'],
      forceDisposition: null,
      units: [
        { unitId: 'kharn-the-betrayer', warlord: true, enhancementId: enhancementOf('berzerker-warband') },
      ],
    });
    expect(codes(epic)).toContain('enhancement-on-epic-hero');
  });

  it('attaches a leader to a unit of the list that is not itself attached', () => {
    expect(codes(check({ units: [{ unitId: 'captain', warlord: true, attachedTo: 'u9' }] }))).toEqual([
      'leader-target-missing',
    ]);
    expect(codes(check({ units: [{ unitId: 'captain', warlord: true, attachedTo: 'u1' }] }))).toContain(
      'leader-self',
    );
    const chain = check({
      units: [...core, { unitId: 'lieutenant', attachedTo: 'u1' }],
    });
    expect(only(chain, 'leader-chain').map((c) => c.message)).toEqual([
      'Lieutenant is attached to Captain, which is itself attached to another unit: a leader joins a bodyguard unit.',
    ]);
  });

  it('wants the Warlord to be a Character', () => {
    const squad = [{ unitId: 'intercessor-squad', warlord: true }];
    expect(check({ units: squad })).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'warlord-not-character', unitUid: 'u1' }),
    ]);
    expect(check({ edition: '10th', forceDisposition: null, units: squad })).toEqual([
      expect.objectContaining({ severity: 'error', code: 'warlord-not-character' }),
    ]);
  });

  it('names units from another faction, allies, Combat Patrol and unknown datasheets', () => {
    const guard = check({ units: [...core, { unitId: 'sanguinary-guard' }] });
    expect(guard.map((c) => c.message)).toEqual([
      'Sanguinary Guard is a Blood Angels datasheet: an Adeptus Astartes army cannot take it.',
    ]);
    expect(check({ factionId: 'blood-angels', units: [...core, { unitId: 'sanguinary-guard' }] })).toEqual(
      [],
    );
    const ally = check({ units: [...core, { unitId: 'vindicare-assassin' }] });
    expect(ally).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unit-allied', unitUid: 'u3' }),
    ]);
    expect(codes(check({ units: [...core, { unitId: 'assault-force-captain' }] }))).toEqual([
      'unit-not-matched-play',
    ]);
    expect(check({ units: [...core, { unitId: 'not-a-datasheet' }] }).map((c) => c.message)).toEqual([
      'Unit 3 (“not-a-datasheet”): the game data has no such datasheet.',
    ]);
    expect(codes(check({ factionId: 'no-such-faction', units: [] }))).toContain('unknown-faction');
  });

  it('takes the faction’s detachments, each once; one in 10th edition', () => {
    expect(codes(check({ detachmentIds: [], forceDisposition: null, units: core }))).toContain(
      'no-detachment',
    );
    expect(
      codes(check({ detachmentIds: ['berzerker-warband'], forceDisposition: null, units: core })),
    ).toContain('detachment-wrong-faction');
    expect(codes(check({ detachmentIds: ['gladius-task-force', 'nope'], units: core }))).toContain(
      'detachment-unknown',
    );
    expect(codes(check({ detachmentIds: ['assault-force'], forceDisposition: null, units: core }))).toContain(
      'detachment-wrong-faction',
    );
    const twice = check({
      detachmentIds: ['librarius-conclave', 'librarius-conclave'],
      forceDisposition: null,
      units: core,
    });
    expect(codes(twice)).toContain('detachment-repeated');
    // 10th edition: one detachment, no detachment points, no Force Disposition.
    const tenth = check({
      edition: '10th',
      detachmentIds: ['gladius-task-force', 'vanguard-spearhead'],
      forceDisposition: 'priority-assets',
      units: core,
    });
    expect(codes(tenth).sort()).toEqual(['detachment-count', 'disposition-10th']);
  });

  it('holds an Onslaught list to 3,000 points and says its detachment points are unknown', () => {
    const raiders = Array.from({ length: 14 }, () => ({ unitId: 'land-raider' }));
    const list = builtList(data, { battleSize: 'onslaught', units: [...core, ...raiders] });
    expect(builtListReport(data, list).points).toBeGreaterThan(3000);
    const checks = checkBuiltList(data, list);
    expect(only(checks, 'points-over-limit')[0]?.message).toMatch(/over the Onslaught limit of 3000\.$/);
    expect(codes(checks)).toContain('detachment-points-unknown');
  });

  it('names sizes without points and wargear that is not the datasheet’s', () => {
    const eleven = check({ units: [core[0] as UnitInput, { unitId: 'intercessor-squad', modelCount: 11 }] });
    expect(eleven).toHaveLength(1);
    expect(eleven[0]?.message).toMatch(/^Intercessor Squad: 11 models is not a size/);
    const plasma = check({
      units: [
        core[0] as UnitInput,
        { unitId: 'intercessor-squad', wargear: { ...defaults('intercessor-squad', 5), 'plasma-gun': 1 } },
      ],
    });
    expect(plasma.map((c) => c.code)).toEqual(['wargear-unknown']);
    expect(plasma[0]?.message).toMatch(/is not wargear of the Intercessor Squad datasheet\.$/);
  });

  it('reports points, limits and detachment points, errors before warnings', () => {
    const list = builtList(data, {
      units: [...core, { unitId: 'hellblaster-squad', enhancementId: 'bogus' }],
    });
    const report = builtListReport(data, list);
    expect(report).toMatchObject({ pointsLimit: 2000, detachmentPoints: 3, detachmentCap: 3 });
    expect(report.points).toBe(report.units.reduce((sum, unit) => sum + unit.points, 0));
    const tenth = builtListReport(data, { ...list, edition: '10th' });
    expect(tenth).toMatchObject({ detachmentPoints: null, detachmentCap: null });
    const severities = report.checks.map((c) => c.severity);
    expect(severities).toEqual([...severities].sort());
  });

  it('answers hostile lists with checks, quickly', () => {
    const ids = data.dataset.units.all.map((view) => view.id);
    const items = data.dataset.weapons.all.map((weapon) => weapon.id);
    const random = seeded(7);
    const pick = <T>(from: T[]) => from[Math.floor(random() * from.length)] as T;
    const list = builtList(data, {
      units: Array.from({ length: 200 }, (_, i) => ({
        unitId: pick(ids),
        modelCount: 100,
        warlord: i % 2 === 0,
        enhancementId: i % 3 === 0 ? 'bogus' : null,
        attachedTo: `u${((i + 1) % 200) + 1}`,
        wargear: Object.fromEntries(Array.from({ length: 50 }, () => [pick(items), 100])),
      })),
    });
    const started = performance.now();
    const checks = checkBuiltList(data, list);
    expect(performance.now() - started).toBeLessThan(5000);
    const uids = new Set(list.units.map((u) => u.uid));
    for (const c of checks) {
      expect(c.message.length).toBeGreaterThan(10);
      expect(c.unitUid === null || uids.has(c.unitUid)).toBe(true);
    }
    for (const uid of uids) {
      expect(
        checks.filter((c) => c.unitUid === uid && c.code.startsWith('wargear-')).length,
      ).toBeLessThanOrEqual(6);
    }
  });
});

function enhancementOf(detachmentId: string): string {
  return data.dataset.detachments.getAny(detachmentId)?.enhancement_ids?.[0] ?? '';
}
