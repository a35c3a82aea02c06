import { App, Stack } from 'aws-cdk-lib';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAMBDA_NPM_PLATFORM } from '../../infra/api/sharp-on-lambda';
import { ShopFunction } from '../../infra/api/shop-function';
import { REPO_ROOT } from '../../infra/repo-root';
import { routes, routeById } from '../../shared/routes';
import { handlerImports } from '../support/handler-imports';
import { defaultTestShopApp } from './test-shop-app';

/** ELF e_machine of AArch64 (Lambda's ARM_64) and of x86-64 (this build machine). */
const EM_AARCH64 = 183;
const EM_X86_64 = 62;

/** The machine an ELF file is built for, or null when the file is not a 64-bit little-endian ELF. */
function elfMachine(file: string): number | null {
  const head = readFileSync(file).subarray(0, 20);
  const isElf64Le = head.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46])) && head[4] === 2 && head[5] === 1;
  return isElf64Le ? head.readUInt16LE(18) : null;
}

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => test(f))
    .map((f) => join(dir, f));
}

describe('sharp in the Lambda package (bundling skipped)', () => {
  const { stack } = defaultTestShopApp();
  const functions = stack.node.findAll().filter((c): c is ShopFunction => c instanceof ShopFunction);
  const byName = (name: string) => functions.find((f) => f.function.node.path.includes(`/${name}/`))!;

  it('the functions of the entries that use sharp install it beside the bundle for linux arm64, the others do not', () => {
    expect(routes.filter((r) => r.usesSharp).length).toBeGreaterThan(0);
    for (const route of routes) {
      const { bundling } = byName(route.id);
      if (route.usesSharp) {
        expect(bundling.nodeModules).toEqual(['sharp']);
        expect(bundling.environment).toMatchObject(LAMBDA_NPM_PLATFORM);
      } else {
        expect(bundling.nodeModules ?? []).not.toContain('sharp');
      }
    }
    expect(LAMBDA_NPM_PLATFORM).toEqual({ npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' });
  });

  it('the entries that say they use sharp are exactly the routes whose handler imports it', async () => {
    const metafile = await handlerImports();
    const importing = Object.values(metafile.outputs)
      .filter((o) => o.entryPoint && o.imports.some((i) => i.path === 'sharp'))
      .map((o) => relative(REPO_ROOT, join(REPO_ROOT, o.entryPoint!)));
    const routeIds = routes.filter((r) => importing.includes(r.handler)).map((r) => r.id);
    expect(routeIds).toContain('account-avatar');
    expect([...routeIds].sort()).toEqual(
      routes
        .filter((r) => r.usesSharp)
        .map((r) => r.id)
        .sort(),
    );
  });
});

describe('sharp in the Lambda package (bundled for real)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'sharp-bundle-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it(
    "the avatar function's package holds sharp's linux-arm64 binary and libvips, not the build machine's",
    { timeout: 180_000 },
    () => {
      const app = new App({ outdir });
      const stack = new Stack(app, 'SharpBundle');
      new ShopFunction(stack, 'Avatar', {
        functionName: 'sharp-bundle-test',
        handler: routeById('account-avatar').handler,
        environment: {},
        readsCallerSession: true,
        usesSharp: true,
      });
      const assets = readdirSync(outdir).filter(
        (d) => d.startsWith('asset.') && existsSync(join(outdir, d, 'index.mjs')),
      );
      expect(assets).toHaveLength(1);
      const asset = join(outdir, assets[0]);

      // The bundle loads sharp from node_modules (on its first picture, functions/lib/sharp.ts) instead of inlining it.
      expect(readFileSync(join(asset, 'index.mjs'), 'utf8')).toMatch(/import\(\s*"sharp"\s*\)/);
      const img = join(asset, 'node_modules', '@img');
      expect(readdirSync(img).sort()).toEqual(['colour', 'sharp-libvips-linux-arm64', 'sharp-linux-arm64']);

      const addons = filesUnder(join(img, 'sharp-linux-arm64'), (f) => f.endsWith('.node'));
      expect(addons).toHaveLength(1);
      expect(elfMachine(addons[0])).toBe(EM_AARCH64);
      const libvips = filesUnder(join(img, 'sharp-libvips-linux-arm64'), (f) => /libvips-cpp\.so/.test(f));
      expect(libvips).toHaveLength(1);
      expect(elfMachine(libvips[0])).toBe(EM_AARCH64);
      // The check itself tells the two apart: the build machine's own binary is x86-64.
      const hostAddon = filesUnder(join(REPO_ROOT, 'node_modules', '@img', 'sharp-linux-x64'), (f) =>
        f.endsWith('.node'),
      );
      expect(hostAddon.map(elfMachine)).toEqual([EM_X86_64]);
    },
  );
});
