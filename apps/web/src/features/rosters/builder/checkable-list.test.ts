import { type BuiltList, builtListSchema } from '@muster/contracts/list-builder';
import { describe, expect, it } from 'vitest';
import { isCheckableList } from './checkable-list';

const unit = (uid: string): BuiltList['units'][number] => ({
  uid,
  unitId: 'intercessor-squad',
  modelCount: 5,
  wargear: { 'bolt-rifle': 5, 'astartes-grenade-launcher': 1 },
  enhancementId: null,
  attachedTo: null,
  warlord: false,
});
const list: BuiltList = {
  name: 'Gladius',
  edition: '11th',
  factionId: 'space-marines',
  detachmentIds: ['gladius-task-force'],
  forceDisposition: null,
  battleSize: 'strike-force',
  units: [unit('u1'), { ...unit('u2'), enhancementId: 'artificer-armour', attachedTo: 'u1', warlord: true }],
};

const badIds = ['', 'Space-Marines', 'space marines', 'a'.repeat(121), 'ok-id', 'a'.repeat(120)];
const counts = [-1, 0, 1, 1.5, 100, 101, Number.NaN, Number.POSITIVE_INFINITY];
const many = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i));

/** Lists that differ from a good one in one place, at and past each limit of the contract. */
function variants(): BuiltList[] {
  const out: BuiltList[] = [];
  const withUnit = (change: Partial<BuiltList['units'][number]>) => ({
    ...list,
    units: [{ ...unit('u1'), ...change }],
  });
  for (const id of badIds) {
    out.push({ ...list, factionId: id }, { ...list, forceDisposition: id }, { ...list, detachmentIds: [id] });
    out.push(withUnit({ uid: id }), withUnit({ unitId: id }), withUnit({ enhancementId: id }));
    out.push(withUnit({ attachedTo: id }), withUnit({ wargear: { [id]: 1 } }));
  }
  for (const count of counts)
    out.push(withUnit({ modelCount: count }), withUnit({ wargear: { 'a-b': count } }));
  for (const name of ['', '  ', 'x'.repeat(120), 'x'.repeat(121), ` ${'x'.repeat(120)} `])
    out.push({ ...list, name });
  out.push(
    { ...list, detachmentIds: many(10, (i) => `d${i}`) },
    { ...list, detachmentIds: many(11, (i) => `d${i}`) },
  );
  out.push(
    { ...list, units: many(200, (i) => `u${i}`).map(unit) },
    { ...list, units: many(201, (i) => `u${i}`).map(unit) },
  );
  out.push({ ...list, units: [unit('u1'), unit('u1')] });
  const wargear = (n: number) => Object.fromEntries(many(n, (i) => `w${i}`).map((id) => [id, 1]));
  out.push(
    withUnit({ wargear: wargear(100) }),
    withUnit({ wargear: wargear(101) }),
    withUnit({ wargear: {} }),
  );
  return out;
}

describe('which built lists the builder sends to be checked', () => {
  it('sends exactly the lists the contract accepts, at and past every limit', () => {
    const all = [list, ...variants()];
    const disagreements = all.filter(
      (candidate) => isCheckableList(candidate) !== builtListSchema.safeParse(candidate).success,
    );
    expect(disagreements).toEqual([]);
    expect(isCheckableList(list)).toBe(true);
    // Both outcomes occur, so the comparison means something.
    expect(all.filter((candidate) => !isCheckableList(candidate)).length).toBeGreaterThan(40);
    expect(all.filter(isCheckableList).length).toBeGreaterThan(10);
  });

  it('does not send a list still being set up (no faction chosen yet)', () => {
    expect(isCheckableList({ ...list, factionId: '', units: [] })).toBe(false);
  });
});
