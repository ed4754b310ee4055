import { describe, expect, it } from 'vitest';
import { cascadeChanges, type PathOutline, pathProgress } from './progress-cascade';

const path = (id: string, modules: Record<string, string[]>): PathOutline => ({
  id,
  modules: Object.entries(modules).map(([moduleId, contentIds]) => ({ id: moduleId, contentIds })),
});
const basics = path('basics', { m1: ['a', 'b'], m2: ['c'] });

describe('learning-path progress', () => {
  it('completes a module only when every item in it is complete', () => {
    expect(pathProgress(basics, new Set(['a'])).completedModuleIds).toEqual([]);
    expect(pathProgress(basics, new Set(['a', 'b'])).completedModuleIds).toEqual(['m1']);
  });

  it('completes the path when all modules are, and counts items once across modules', () => {
    const shared = path('shared', { m1: ['a', 'b'], m2: ['b', 'c'] });
    expect(pathProgress(shared, new Set(['a', 'b']))).toEqual({
      pathId: 'shared',
      completedModuleIds: ['m1'],
      completedItems: 2,
      totalItems: 3,
      isCompleted: false,
    });
    expect(pathProgress(shared, new Set(['a', 'b', 'c'])).isCompleted).toBe(true);
  });

  it('never completes empty modules or paths', () => {
    expect(pathProgress(path('empty', {}), new Set(['a'])).isCompleted).toBe(false);
    expect(pathProgress(path('hollow', { m1: [] }), new Set(['a'])).completedModuleIds).toEqual([]);
  });

  it('reports what one completion changes, across every path holding the item', () => {
    const other = path('other', { m9: ['c'] });
    expect(cascadeChanges([basics, other], new Set(['a', 'b']), new Set(['a', 'b', 'c']))).toEqual({
      modulesCompleted: ['m2', 'm9'],
      modulesReopened: [],
      pathsCompleted: ['basics', 'other'],
      pathsReopened: [],
    });
    expect(cascadeChanges([basics], new Set(['a', 'b', 'c']), new Set(['a', 'c']))).toEqual({
      modulesCompleted: [],
      modulesReopened: ['m1'],
      pathsCompleted: [],
      pathsReopened: ['basics'],
    });
  });
});
