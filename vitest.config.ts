import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The AWS SDK versions are pinned in package.json, so its notice about future Node 22 releases is only noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The shop's info lines (an order placed, a status changed) would flood the test output; warnings and errors stay.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

/**
 * One `npm test` runs every layer. Unit, CDK assertion and component tests (web, in happy-dom) need nothing running; integration and browser tests
 * share ONE local shop (emulators + gateway) started by the global setup for the whole run.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'shop',
          include: ['tests/int/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
