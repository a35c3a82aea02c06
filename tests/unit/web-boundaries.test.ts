import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/outside-references';

/** The SPA's walls (decision 0030), proved against ESLint so that lint cannot quietly stop catching one broken. */
describe('web screen areas, kept by ESLint', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT });

  async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, filePath) });
    return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/') && m.severity === 2).map((m) => m.message);
  }
  const importing = (from: string) => `import * as probe from '${from}';\nexport const used = probe;\n`;

  it("fails on a feature importing another feature's inside file", async () => {
    expect(
      await boundaryErrors('web/src/features/cart/walls-probe.ts', importing('../product/api/get-product')),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/app/walls-probe.ts', importing('../features/product/api/get-product')),
    ).toHaveLength(1);
  });

  it("lets the app and other features use a feature's index.ts and its pages, and a feature its own files", async () => {
    expect(await boundaryErrors('web/src/features/cart/walls-probe.ts', importing('../product'))).toEqual([]);
    expect(await boundaryErrors('web/src/app/walls-probe.ts', importing('../features/product/ProductPage'))).toEqual(
      [],
    );
    expect(await boundaryErrors('web/src/features/product/walls-probe.ts', importing('./api/get-product'))).toEqual([]);
  });

  it('fails on a feature importing the app shell, and on lib importing a feature', async () => {
    expect(await boundaryErrors('web/src/features/cart/walls-probe.ts', importing('../../app/router'))).toHaveLength(1);
    expect(await boundaryErrors('web/src/lib/walls-probe.ts', importing('../features/product'))).toHaveLength(1);
  });

  // Without .ts and .tsx among import-x's extensions the rule reads no module and silently finds nothing.
  it('holds every file of the SPA to no import cycle, .ts and .tsx alike (decision 0071)', async () => {
    for (const file of ['web/src/features/cart/CartPage.tsx', 'web/src/lib/api.ts', 'web/src/app/router.tsx']) {
      const config = await eslint.calculateConfigForFile(join(REPO_ROOT, file));
      expect(config.rules?.['import-x/no-cycle']?.[0]).toBe(2);
      expect(config.settings?.['import-x/extensions']).toContain('.tsx');
    }
  });
});
