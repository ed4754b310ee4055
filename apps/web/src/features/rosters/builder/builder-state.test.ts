import { describe, expect, it } from 'vitest';
import {
  type BuilderAction,
  type BuilderState,
  builderReducer,
  canRedo,
  canUndo,
  type DetachmentInfo,
  type Draft,
  type DraftUnit,
  emptyDraft,
  HISTORY_LIMIT,
  initBuilder,
  isDirty,
  toSpec,
} from './builder-state';

const unit = (uid: string, unitId: string, more: Partial<DraftUnit> = {}): DraftUnit => ({
  uid,
  unitId,
  modelCount: 1,
  wargear: {},
  takes: {},
  enhancementId: null,
  attachedTo: null,
  warlord: false,
  ...more,
});

const detachments: DetachmentInfo[] = [
  { id: 'awakened-dynasty', enhancementIds: ['veil-of-darkness'], forceDispositions: ['take-and-hold'] },
  { id: 'cursed-legion', enhancementIds: ['destroyer-ankh'], forceDispositions: ['purge-the-foe'] },
];

const necrons = (): Draft => ({
  ...emptyDraft('Dynasty'),
  factionId: 'necrons',
  detachmentIds: ['awakened-dynasty', 'cursed-legion'],
  forceDisposition: 'take-and-hold',
  units: [
    unit('lord', 'overlord', { warlord: true, enhancementId: 'veil-of-darkness', attachedTo: 'warriors' }),
    unit('warriors', 'necron-warriors', { modelCount: 10 }),
    unit('barge', 'catacomb-command-barge', { enhancementId: 'destroyer-ankh' }),
  ],
});

const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
const uids = (state: BuilderState) => state.present.units.map((u) => u.uid);

describe('the list builder state', () => {
  it('adds, removes and duplicates units', () => {
    const start = initBuilder(necrons());
    const added = run(start, { type: 'addUnit', unit: unit('ark', 'ghost-ark') });
    expect(uids(added)).toEqual(['lord', 'warriors', 'barge', 'ark']);
    // The same uid twice is refused.
    expect(run(added, { type: 'addUnit', unit: unit('ark', 'monolith') })).toBe(added);

    const removed = run(added, { type: 'removeUnit', uid: 'barge' });
    expect(uids(removed)).toEqual(['lord', 'warriors', 'ark']);

    const copied = run(start, { type: 'duplicateUnit', uid: 'lord', newUid: 'lord-2' });
    expect(uids(copied)).toEqual(['lord', 'lord-2', 'warriors', 'barge']);
    // A plain copy: not a second Warlord, enhancement or leader of the same unit.
    expect(copied.present.units[1]).toEqual(unit('lord-2', 'overlord'));
    expect(copied.present.units[0]?.warlord).toBe(true);
  });

  it('undoes and redoes every change, and a new change drops what could be redone', () => {
    const start = initBuilder(necrons());
    expect(canUndo(start)).toBe(false);
    const changed = run(
      start,
      { type: 'addUnit', unit: unit('ark', 'ghost-ark') },
      { type: 'setBattleSize', battleSize: 'incursion' },
    );
    expect(canUndo(changed)).toBe(true);
    const undone = run(changed, { type: 'undo' });
    expect(undone.present.battleSize).toBe('strike-force');
    expect(uids(undone)).toContain('ark');
    const twice = run(undone, { type: 'undo' });
    expect(twice.present).toBe(start.present);
    expect(canUndo(twice)).toBe(false);
    expect(canRedo(twice)).toBe(true);
    // Nothing more to undo: the state stays as it is.
    expect(run(twice, { type: 'undo' })).toBe(twice);

    const redone = run(twice, { type: 'redo' }, { type: 'redo' });
    expect(redone.present).toBe(changed.present);
    expect(canRedo(redone)).toBe(false);

    const branched = run(undone, { type: 'setName', name: 'Other' });
    expect(canRedo(branched)).toBe(false);
  });

  it('keeps typing a name as one undo step, and a change that changes nothing as none', () => {
    const start = initBuilder(necrons());
    const typed = run(
      start,
      { type: 'setName', name: 'D' },
      { type: 'setName', name: 'Dy' },
      { type: 'setName', name: 'Dyn' },
    );
    expect(typed.past).toHaveLength(1);
    expect(run(typed, { type: 'undo' }).present.name).toBe('Dynasty');
    expect(run(start, { type: 'setBattleSize', battleSize: 'strike-force' })).toBe(start);
    expect(run(start, { type: 'setWarlord', uid: 'lord' })).toBe(start);
  });

  it('keeps at most the history limit', () => {
    let state = initBuilder(necrons());
    for (let i = 0; i < HISTORY_LIMIT + 20; i++)
      state = run(state, { type: 'addUnit', unit: unit(`u${i}`, 'necron-warriors') });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('clears the units, detachments and Force Disposition when the faction changes', () => {
    const start = initBuilder(necrons());
    const changed = run(start, { type: 'setFaction', factionId: 'orks' });
    expect(changed.present).toMatchObject({
      factionId: 'orks',
      detachmentIds: [],
      forceDisposition: null,
      units: [],
      name: 'Dynasty',
    });
    expect(run(changed, { type: 'undo' }).present.units).toHaveLength(3);
    expect(run(start, { type: 'setFaction', factionId: 'necrons' })).toBe(start);
  });

  it('drops enhancements and a Force Disposition no chosen detachment has any more', () => {
    const start = initBuilder(necrons());
    const changed = run(start, {
      type: 'setDetachments',
      detachmentIds: ['cursed-legion'],
      detachments,
    });
    const [lord, , barge] = changed.present.units;
    expect(lord?.enhancementId).toBeNull();
    expect(barge?.enhancementId).toBe('destroyer-ankh');
    expect(changed.present.forceDisposition).toBeNull();
    // One step: Undo brings the detachment and the enhancement back together.
    expect(run(changed, { type: 'undo' }).present.units[0]?.enhancementId).toBe('veil-of-darkness');
  });

  it('keeps one detachment and no Force Disposition in 10th edition', () => {
    const tenth = run(initBuilder(necrons()), { type: 'setEdition', edition: '10th', detachments });
    expect(tenth.present).toMatchObject({
      edition: '10th',
      detachmentIds: ['awakened-dynasty'],
      forceDisposition: null,
    });
    expect(tenth.present.units[2]?.enhancementId).toBeNull();
    const two = run(tenth, {
      type: 'setDetachments',
      detachmentIds: ['cursed-legion', 'awakened-dynasty'],
      detachments,
    });
    expect(two.present.detachmentIds).toEqual(['cursed-legion']);
  });

  it('clears a leader’s attachment when its bodyguard is removed', () => {
    const start = initBuilder(necrons());
    const removed = run(start, { type: 'removeUnit', uid: 'warriors' });
    expect(removed.present.units.find((u) => u.uid === 'lord')?.attachedTo).toBeNull();
    // Undo brings the bodyguard back with its leader.
    const undone = run(removed, { type: 'undo' });
    expect(undone.present.units.find((u) => u.uid === 'lord')?.attachedTo).toBe('warriors');
  });

  it('has one Warlord, and edits a unit by patch', () => {
    const start = initBuilder(necrons());
    const moved = run(start, { type: 'setWarlord', uid: 'barge' });
    expect(moved.present.units.map((u) => u.warlord)).toEqual([false, false, true]);
    const patched = run(moved, {
      type: 'updateUnit',
      uid: 'warriors',
      patch: { modelCount: 20, wargear: { 'gauss-reaper': 20 }, takes: { x: [20] } },
    });
    expect(patched.present.units[1]).toMatchObject({ modelCount: 20, wargear: { 'gauss-reaper': 20 } });
    expect(run(patched, { type: 'updateUnit', uid: 'warriors', patch: { modelCount: 20 } })).toBe(patched);
  });

  it('tells unsaved changes, and sends the spec without the builder’s own bookkeeping', () => {
    const start = initBuilder(necrons());
    expect(isDirty(start)).toBe(false);
    const changed = run(start, { type: 'setBattleSize', battleSize: 'onslaught' });
    expect(isDirty(changed)).toBe(true);
    expect(isDirty(run(changed, { type: 'undo' }))).toBe(false);
    expect(isDirty(run(changed, { type: 'saved', draft: changed.present }))).toBe(false);
    // Saved while it was being changed: the later change is still unsaved.
    const later = run(changed, { type: 'setName', name: 'Later' });
    expect(isDirty(run(later, { type: 'saved', draft: changed.present }))).toBe(true);
    expect(toSpec(start.present).units[0]).not.toHaveProperty('takes');
  });
});
