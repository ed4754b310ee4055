export type PathOutline = { id: string; modules: { id: string; contentIds: string[] }[] };

export type PathProgress = {
  pathId: string;
  completedModuleIds: string[];
  /** Content items of the path the reader has completed, over all its modules. */
  completedItems: number;
  totalItems: number;
  isCompleted: boolean;
};

/**
 * Spec 001 §4 "Library progress": a module is complete when every content item in it is; a path
 * is complete when all of its modules are. Empty modules and paths never complete by themselves.
 */
export function pathProgress(path: PathOutline, completedContent: ReadonlySet<string>): PathProgress {
  const completedModuleIds = path.modules
    .filter((m) => m.contentIds.length > 0 && m.contentIds.every((id) => completedContent.has(id)))
    .map((m) => m.id);
  const items = new Set(path.modules.flatMap((m) => m.contentIds));
  return {
    pathId: path.id,
    completedModuleIds,
    completedItems: [...items].filter((id) => completedContent.has(id)).length,
    totalItems: items.size,
    isCompleted: path.modules.length > 0 && completedModuleIds.length === path.modules.length,
  };
}

/** What completing (or un-completing) one item changes: modules and paths newly complete or no longer. */
export function cascadeChanges(
  paths: PathOutline[],
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): {
  modulesCompleted: string[];
  modulesReopened: string[];
  pathsCompleted: string[];
  pathsReopened: string[];
} {
  const change = { modulesCompleted: [], modulesReopened: [], pathsCompleted: [], pathsReopened: [] } as {
    modulesCompleted: string[];
    modulesReopened: string[];
    pathsCompleted: string[];
    pathsReopened: string[];
  };
  for (const path of paths) {
    const was = pathProgress(path, before);
    const now = pathProgress(path, after);
    change.modulesCompleted.push(
      ...now.completedModuleIds.filter((id) => !was.completedModuleIds.includes(id)),
    );
    change.modulesReopened.push(
      ...was.completedModuleIds.filter((id) => !now.completedModuleIds.includes(id)),
    );
    if (now.isCompleted && !was.isCompleted) change.pathsCompleted.push(path.id);
    if (was.isCompleted && !now.isCompleted) change.pathsReopened.push(path.id);
  }
  return change;
}
