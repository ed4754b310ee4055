import { benchmarkTargets } from '@muster/analysis';

/** "Horde infantry (20 × T3 W1 5+)" → "Horde infantry", for axes and column headings. */
export const shortTargetLabel = (id: string) =>
  (benchmarkTargets.find((t) => t.id === id)?.label ?? id).replace(/\s*\(.*\)$/, '');

export const fullTargetLabel = (id: string) => benchmarkTargets.find((t) => t.id === id)?.label ?? id;

export const targetIds = benchmarkTargets.map((t) => t.id);
