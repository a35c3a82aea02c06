import { build, type BuildOptions } from 'esbuild';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ShopFunction } from '../../infra/api/shop-function';
import { REPO_ROOT } from '../../infra/repo-root';
import { defaultTestShopApp } from './test-shop-app';

/**
 * `cdk synth` in `npm test` skips bundling (a hundred esbuild runs and three `npm ci` one after another, most of the
 * synth's time); this file bundles every function instead, in one esbuild build per set of bundling options, with
 * the options CDK would pass for it (tests/int/lambda-bundle-runs.test.ts runs some bundles CDK made, and
 * sharp-on-lambda.test.ts checks the package a sharp function gets). Nothing is written.
 */
const { stack, edge } = defaultTestShopApp();
const functions = [...stack.node.findAll(), ...edge.node.findAll()].filter(
  (c): c is ShopFunction => c instanceof ShopFunction,
);

/** What CDK's NodejsFunction hands esbuild for these bundling options (aws-lambda-nodejs Bundling). */
function esbuildOptions(fn: ShopFunction): BuildOptions {
  const b = fn.bundling;
  return {
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: b.format,
    mainFields: b.mainFields,
    minify: b.minify,
    external: [...(b.externalModules ?? []), ...(b.nodeModules ?? [])],
    define: b.define,
  };
}

/** The functions that share their options, each group one build. */
function byOptions(): { options: BuildOptions; functions: ShopFunction[] }[] {
  const groups = new Map<string, { options: BuildOptions; functions: ShopFunction[] }>();
  for (const fn of functions) {
    const options = esbuildOptions(fn);
    const key = JSON.stringify(options);
    if (!groups.has(key)) groups.set(key, { options, functions: [] });
    groups.get(key)!.functions.push(fn);
  }
  return [...groups.values()];
}

describe('every function of the app bundles (what cdk synth would bundle)', () => {
  // A hundred bundles: about 20 s of CPU, several times that on a busy 2-core machine.
  it(
    'each function bundles with its own options into a module that exports its handler',
    { timeout: 300_000 },
    async () => {
      expect(functions.length).toBeGreaterThan(90);
      const exportsByEntry = new Map<string, string[]>();
      const outputsFor = new Set<string>();
      for (const { options, functions: group } of byOptions()) {
        const result = await build({
          ...options,
          entryPoints: [...new Set(group.map((f) => f.entry))],
          absWorkingDir: REPO_ROOT,
          outdir: 'bundles-not-written',
          write: false,
          metafile: true,
          logLevel: 'silent',
        });
        expect(result.errors).toEqual([]);
        for (const output of Object.values(result.metafile.outputs)) {
          if (!output.entryPoint) continue;
          outputsFor.add(output.entryPoint);
          exportsByEntry.set(output.entryPoint, output.exports);
        }
      }
      const missing = functions.map((f) => relative(REPO_ROOT, f.entry)).filter((entry) => !outputsFor.has(entry));
      expect(missing).toEqual([]);
      const withoutHandler = [...exportsByEntry].filter(([, names]) => !names.includes('handler')).map(([e]) => e);
      expect(withoutHandler).toEqual([]);
    },
  );
});
