import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readText, repositoryFiles } from '../support/outside-references';

/**
 * The SPA's features use each other one way only (decision 0071): a loop between two features (shopping's heart
 * reading the wishlist while the wishlist page adds to the cart through shopping) makes each a part of the other.
 * ESLint's import-x/no-cycle holds modules to the same; this holds whole features, which it cannot see.
 */
const FEATURES = 'web/src/features/';
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const featureOf = (path: string) => (path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : null);

/** Feature -> the other features its files import (type-only imports too: they still tie the two together). */
export function featureGraph(files: Array<{ path: string; text: string }>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { path, text } of files) {
    const from = featureOf(path);
    if (!from) continue;
    for (const match of text.matchAll(SPECIFIER)) {
      const to = featureOf(normalize(join(dirname(path), match[1] ?? match[2])));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every loop, as `a -> b -> a`, each once. */
export function loopsOf(graph: Map<string, Set<string>>): string[] {
  const loops = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      if (next === path[0]) loops.add([...path, next].join(' -> '));
      else if (!path.includes(next) && next > path[0]) walk([...path, next]);
    }
  };
  for (const start of graph.keys()) walk([start]);
  return [...loops];
}

describe('the web features', () => {
  it('finds a loop between two features, and one through three', () => {
    const file = (path: string, imports: string[]) => ({
      path,
      text: imports.map((i) => `import { x } from '${i}';`).join('\n'),
    });
    const graph = featureGraph([
      file('web/src/features/shopping/Heart.tsx', ['../wishlist', '../../lib/api']),
      file('web/src/features/wishlist/WishlistPage.tsx', ['../shopping']),
      file('web/src/features/a/x.ts', ['../b/y']),
      file('web/src/features/b/y.ts', ['../c']),
      file('web/src/features/c/index.ts', ['../a/x']),
    ]);
    expect(loopsOf(graph).sort()).toEqual(['a -> b -> c -> a', 'shopping -> wishlist -> shopping']);
  });

  it('use each other one way only', () => {
    const files = repositoryFiles()
      .filter((f) => f.startsWith(FEATURES) && /\.tsx?$/.test(f))
      .map((path) => ({ path, text: readText(path) ?? '' }));
    const graph = featureGraph(files);
    expect(graph.get('orders')?.has('returns')).toBe(true);
    expect(loopsOf(graph)).toEqual([]);
  });
});
