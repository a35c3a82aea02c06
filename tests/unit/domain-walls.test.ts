import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

/**
 * The domain's walls (decision 0048): a domain area is used from outside only through its index.ts, areas never
 * import a flow, and the areas that do read another area form no loop. Read from the source files themselves, and
 * proved against ESLint, so that lint cannot quietly stop catching a wall broken.
 */
const DOMAIN = 'functions/domain';
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm;

const sources = execFileSync('git', ['ls-files', 'functions', 'infra', 'tools'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path.endsWith('.ts'));

/** The area a repository path belongs to, or null outside the areas (the common files are no area). */
function areaOf(path: string): string | null {
  const match = new RegExp(`^${DOMAIN}/([^/]+)/`).exec(path);
  return match ? match[1] : null;
}

/** The repository path an import resolves to, as a file or a folder's index.ts. */
function resolved(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(join(REPO_ROOT, p)));
  return file ?? base;
}

interface Import {
  from: string;
  to: string;
}

const imports: Import[] = sources.flatMap((from) =>
  [...readFileSync(join(REPO_ROOT, from), 'utf8').matchAll(SPECIFIER)].map((m) => ({ from, to: resolved(from, m[1]) })),
);

/** Imports into an area from anywhere outside that area. */
const intoAreas = imports.filter(({ from, to }) => areaOf(to) !== null && areaOf(to) !== areaOf(from));

describe('domain walls, read from the source', () => {
  it('finds the areas and the imports into them', () => {
    expect(new Set(sources.map(areaOf).filter(Boolean)).size).toBeGreaterThanOrEqual(11);
    expect(intoAreas.length).toBeGreaterThan(100);
  });

  it('reaches another area only through its index.ts', () => {
    const inside = intoAreas.filter(({ to }) => to !== `${DOMAIN}/${areaOf(to)}/index.ts`);
    expect(inside).toEqual([]);
  });

  it('never imports a flow, a handler or a page from an area or the common files', () => {
    const upward = imports.filter(
      ({ from, to }) => from.startsWith(`${DOMAIN}/`) && /^functions\/(flows|handlers|pages)\//.test(to),
    );
    expect(upward).toEqual([]);
  });

  it('has no loop between areas', () => {
    const uses = new Map<string, Set<string>>();
    for (const { from, to } of intoAreas) {
      const [a, b] = [areaOf(from), areaOf(to)];
      if (a && b) uses.set(a, (uses.get(a) ?? new Set()).add(b));
    }
    const loops: string[] = [];
    const walk = (area: string, path: string[]) => {
      if (path.includes(area)) return void loops.push([...path, area].join(' -> '));
      for (const next of uses.get(area) ?? []) walk(next, [...path, area]);
    };
    for (const area of uses.keys()) walk(area, []);
    expect(loops).toEqual([]);
  });
});

describe('domain walls, kept by ESLint', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT });

  /** The boundaries messages ESLint gives this code as if it were the file at `filePath`. */
  async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, filePath) });
    return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/') && m.severity === 2).map((m) => m.message);
  }

  it('lets an area use a listed area through its index.ts', async () => {
    const code = "import { getProducts } from '../catalog';\nexport const read = getProducts;\n";
    expect(await boundaryErrors(`${DOMAIN}/cart/walls-probe.ts`, code)).toEqual([]);
  });

  it("fails on an area importing another area's inside file", async () => {
    const code = "import { getProducts } from '../catalog/products-batch';\nexport const read = getProducts;\n";
    expect(await boundaryErrors(`${DOMAIN}/cart/walls-probe.ts`, code)).toHaveLength(1);
  });

  it('fails on an area importing an area it does not list (a loop in the making)', async () => {
    const code = "import { readCart } from '../cart';\nexport const read = readCart;\n";
    expect(await boundaryErrors(`${DOMAIN}/catalog/walls-probe.ts`, code)).toHaveLength(1);
  });

  it('keeps promotions an area that the checkout flow reads, never one that the cart or orders import', async () => {
    const code = "import { checkCode } from '../promotions';\nexport const check = checkCode;\n";
    expect(await boundaryErrors(`${DOMAIN}/cart/walls-probe.ts`, code)).toHaveLength(1);
    expect(await boundaryErrors(`${DOMAIN}/orders/walls-probe.ts`, code)).toHaveLength(1);
    expect(
      await boundaryErrors('functions/flows/walls-probe.ts', code.replace('../promotions', '../domain/promotions')),
    ).toEqual([]);
  });

  it('fails on an area importing a flow', async () => {
    const code = "import { deleteProduct } from '../../flows/delete-product';\nexport const remove = deleteProduct;\n";
    expect(await boundaryErrors(`${DOMAIN}/catalog/walls-probe.ts`, code)).toHaveLength(1);
  });

  it("fails on a flow, a handler, infra or a tool reaching into an area's files", async () => {
    const inside = (prefix: string) =>
      `import { readCart } from '${prefix}functions/domain/cart/cart-repo';\nexport const read = readCart;\n`;
    expect(await boundaryErrors('functions/flows/walls-probe.ts', inside('../../'))).toHaveLength(1);
    expect(await boundaryErrors('functions/handlers/walls-probe.ts', inside('../../'))).toHaveLength(1);
    expect(await boundaryErrors('infra/local/walls-probe.ts', inside('../../'))).toHaveLength(1);
    expect(await boundaryErrors('tools/media/walls-probe.ts', inside('../../'))).toHaveLength(1);
  });
});
