import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features are layered: a feature may import a lower one, never the other way round, so no two
 * features import each other and no longer chain of imports leads back to where it started
 * (docs/architecture.md, "Feature layering"). Tests are left out: an integration test may use
 * whatever it needs to set up its scene.
 */

const featuresDir = import.meta.dirname;

/** Every import and re-export specifier of a module: static, side-effect only, and dynamic. */
function importSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  // `import … from '…'`, `import type … from '…'`, `export { … } from '…'`, `export * from '…'`:
  // the clause between the keyword and `from` holds only names, braces, commas, `*` and `as`.
  const fromClause = /^[ \t]*(?:import|export)\b[\w\s{},*$]*?\bfrom\s*['"]([^'"\n]+)['"]/gm;
  const sideEffect = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
  const dynamic = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
  for (const pattern of [fromClause, sideEffect, dynamic]) {
    for (const match of source.matchAll(pattern)) specifiers.push(match[1] as string);
  }
  return specifiers;
}

function isTestFile(file: string): boolean {
  return file.includes('.test.') || file.split(path.sep).includes('test-support');
}

/** Feature → the features it imports → the files (relative to features/) that do it. */
function featureGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const feature of features) {
    const edges = new Map<string, string[]>();
    graph.set(feature, edges);
    const files = readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !isTestFile(file),
    );
    for (const file of files) {
      const absolute = path.join(featuresDir, feature, file);
      for (const specifier of importSpecifiers(readFileSync(absolute, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(featuresDir, path.resolve(path.dirname(absolute), specifier));
        const [targetFeature, ...rest] = target.split(path.sep);
        if (!targetFeature || targetFeature === '..' || rest.length === 0 || targetFeature === feature)
          continue;
        const importers = edges.get(targetFeature) ?? [];
        importers.push(`${feature}/${file.split(path.sep).join('/')}`);
        edges.set(targetFeature, importers);
      }
    }
  }
  return graph;
}

/** Groups of features that reach each other through imports (Tarjan's strongly connected components). */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

describe('feature boundaries', () => {
  const graph = featureGraph();

  it('reads the imports between features', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('tournaments')?.has('game-data')).toBe(true);
  });

  it('has no two features importing each other', () => {
    const mutual: string[] = [];
    for (const [feature, edges] of graph) {
      for (const [other, importers] of edges) {
        const back = graph.get(other)?.get(feature);
        if (!back || feature > other) continue;
        mutual.push(
          `${feature} <-> ${other}: ${[...new Set(importers)].join(', ')} | ${[...new Set(back)].join(', ')}`,
        );
      }
    }
    expect(mutual.sort()).toEqual([]);
  });

  it('has no longer cycle of imports among features', () => {
    expect(cycles(graph).map((component) => `one cycle among ${component.join(', ')}`)).toEqual([]);
  });
});

describe('cycles', () => {
  const graphOf = (edges: Record<string, string[]>) =>
    new Map(
      Object.entries(edges).map(([feature, targets]) => [
        feature,
        new Map(targets.map((target) => [target, [`${feature}/x.ts`]])),
      ]),
    );

  it('finds a chain of imports that comes back, and only its members', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['a'] });
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('finds none in a layered graph', () => {
    expect(cycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});

describe('importSpecifiers', () => {
  it('finds static, type-only, re-exported, side-effect and dynamic imports, not comments', () => {
    const source = [
      "import { a } from '../a/a';",
      'import type {',
      '  B,',
      '  C as D,',
      "} from '../b/b';",
      "export * from '../c/c.table';",
      "export { e } from '../e/e';",
      "import '../f/f';",
      "const g = await import('../g/g');",
      "// import { h } from '../h/h';",
      " * import { i } from '../i/i';",
      "const text = 'this is from a test';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '../a/a',
      '../b/b',
      '../c/c.table',
      '../e/e',
      '../f/f',
      '../g/g',
    ]);
  });
});
