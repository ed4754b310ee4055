/** "1.5.0-rc.1+build" → core numbers [1, 5, 0] and pre-release parts ["rc", "1"]. */
function parts(version: string): { core: string[]; pre: string[] } {
  const [withoutBuild = ''] = version.trim().split('+');
  const dash = withoutBuild.indexOf('-');
  const core = dash === -1 ? withoutBuild : withoutBuild.slice(0, dash);
  const pre = dash === -1 ? '' : withoutBuild.slice(dash + 1);
  return { core: core.split('.'), pre: pre ? pre.split('.') : [] };
}

const comparePart = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * Orders game-data package versions oldest first, as semantic versions: "1.4.5" < "1.10.0", and a
 * pre-release comes before its release ("1.5.0-rc.1" < "1.5.0"). Build metadata is ignored.
 */
export function compareDataVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.core.length, y.core.length); i += 1) {
    const order = comparePart(x.core[i] ?? '0', y.core[i] ?? '0');
    if (order !== 0) return order;
  }
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i += 1) {
    if (x.pre[i] === undefined) return -1;
    if (y.pre[i] === undefined) return 1;
    const order = comparePart(x.pre[i] as string, y.pre[i] as string);
    if (order !== 0) return order;
  }
  return 0;
}
