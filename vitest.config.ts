import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The AWS SDK versions are pinned in package.json, so its notice about future Node 22 releases is only noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The shop's info lines (an order placed, a status changed) would flood the test output; warnings and errors stay.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

const COUNT_ASSERTIONS = 'tests/support/count-assertions.ts';

/**
 * Test files at once, for the files that share nothing (unit, CDK assertions, components): three on a 2-core
 * machine, one per core on bigger ones.
 */
const TEST_FILES_AT_ONCE = Math.max(3, availableParallelism() - 1);
/**
 * The shop's files share one shop and mostly wait for it and for Chromium: two at once (decision 0084; 1 runs them
 * one at a time, to tell a race from a fault).
 */
const SHOP_FILES_AT_ONCE = Number(process.env.SHOP_FILES_AT_ONCE ?? 2);
/**
 * Files that would see another file's work: the dashboard's figures of the present (counted before and after their
 * own orders, returns and cart reminders: other files' sweeps remind carts too), the checkouts that must retry nothing
 * (another file's order can share a statistics shard with them) and the hydration test that measures layout shifts of
 * public lists (another file's new product moves them). They run first, alone, on the same shop, while the checks keep
 * the other core busy; at the end of the run nothing else would (decision 0110).
 */
const SHOP_FILES_ALONE = [
  'tests/int/admin-dashboard.test.ts',
  'tests/e2e/admin-dashboard.test.ts',
  'tests/int/guest-back-office.test.ts',
  'tests/int/cart-reminders.test.ts',
  'tests/int/checkout-no-shared-item.test.ts',
  'tests/e2e/html-first-hydration.test.ts',
];

/** The test files of a folder whose text matches `says`. */
const filesSaying = (dir: string, says: RegExp) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => says.test(readFileSync(file, 'utf8')));

/**
 * What makes a test file need a process of its own: it sets the environment (the shop's modules read their settings
 * when first imported), mocks or stubs, or points the shop's in-process message queue elsewhere. Files are found by
 * what they say, so a new one is isolated without being listed; the others share their imports in one worker each.
 */
const CHANGES_ITS_PROCESS =
  /process\.env|vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)|queueMessagesLocally|resetConfigCache|support\/(cod-orders|function-env)|useShopBackend/;
const UNIT_FILES_WITH_SETTINGS = filesSaying('tests/unit', CHANGES_ITS_PROCESS);
/** In the shop's files, `useShopBackend` always gives the one shop's settings: sharing a process with it is safe. */
const SHOP_FILES_WITH_SETTINGS = ['tests/int', 'tests/e2e'].flatMap((dir) =>
  filesSaying(dir, new RegExp(CHANGES_ITS_PROCESS.source.replace('|useShopBackend', ''))),
);

/** The integration and browser files: one local shop and one Chromium for the whole run, whatever the project. */
function shopProject(
  name: string,
  files: { groupOrder: number; maxWorkers: number; include: string[]; exclude?: string[]; isolate: boolean },
) {
  return {
    test: {
      name,
      sequence: { groupOrder: files.groupOrder },
      maxWorkers: files.maxWorkers,
      include: files.include,
      exclude: files.exclude ?? [],
      isolate: files.isolate,
      environment: 'node' as const,
      globalSetup: ['tests/support/global-setup.ts', 'tests/support/global-browser.ts'],
      setupFiles: [COUNT_ASSERTIONS],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      // expect.poll gives up after 1 s by default: a page fetch on a loaded 2-core machine can take longer, and a
      // test then fails for the machine, not the code. A real failure still fails, later.
      expect: { poll: { timeout: 10_000 } },
    },
  };
}

/**
 * Unit files: without isolation, one worker's files share the modules they import (zod, middy, the SDK's clients)
 * instead of importing them again each.
 */
function unitProject(name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    test: {
      name,
      sequence: { groupOrder: 0 },
      include: files.include,
      exclude: files.exclude ?? [],
      isolate: files.isolate,
      environment: 'node' as const,
      setupFiles: [COUNT_ASSERTIONS],
      testTimeout: 60_000,
      // Some files import the shop's modules or start local stand-ins in their beforeAll: seconds, or more than
      // ten on a busy 2-core machine.
      hookTimeout: 120_000,
    },
  };
}

/**
 * One `npm test` runs every layer. Unit, CDK assertion and component tests (web, in happy-dom) need nothing running; integration and browser tests
 * share ONE local shop (emulators + gateway) started by the global setup for the whole run.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/timing-reporter.ts'],
    maxWorkers: TEST_FILES_AT_ONCE,
    projects: [
      unitProject('unit', { include: ['tests/unit/**/*.test.ts'], exclude: UNIT_FILES_WITH_SETTINGS, isolate: false }),
      unitProject('unit-with-settings', { include: UNIT_FILES_WITH_SETTINGS, isolate: true }),
      {
        test: {
          name: 'infra',
          sequence: { groupOrder: 0 },
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          setupFiles: [COUNT_ASSERTIONS],
          // The CDK assertion files build apps from their arguments and change nothing of the process: one worker
          // keeps aws-cdk-lib (several seconds to import) loaded for the next file instead of importing it again.
          isolate: false,
          // A CDK assertion file synthesises the whole app in its beforeAll, and some tests synthesise it again with
          // other settings: over 120 s on a busy 2-core machine (a fresh clone saw two synths in one test take 70 s).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          include: ['tests/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [
            COUNT_ASSERTIONS,
            'tests/web/support/slow-machine.ts',
            'tests/web/support/fresh-state.ts',
            'tests/web/support/all-languages.ts',
          ],
          // One worker's files share antd and React instead of importing them again each (fresh-state.ts resets
          // what a file could leave behind).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      shopProject('shop-alone', { groupOrder: 1, maxWorkers: 1, include: SHOP_FILES_ALONE, isolate: true }),
      // Two projects, one group: their files run two at once in all.
      shopProject('shop', {
        groupOrder: 2,
        maxWorkers: SHOP_FILES_AT_ONCE,
        include: ['tests/int/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
        exclude: [...SHOP_FILES_ALONE, ...SHOP_FILES_WITH_SETTINGS],
        isolate: false,
      }),
      shopProject('shop-with-settings', {
        groupOrder: 2,
        maxWorkers: SHOP_FILES_AT_ONCE,
        include: SHOP_FILES_WITH_SETTINGS.filter((file) => !SHOP_FILES_ALONE.includes(file)),
        isolate: true,
      }),
    ],
  },
});
