import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The only imports allowed between domain areas, each through the other area's index.ts (decision 0048): an area
 * that shows or sums another's items reads them, never the other way round, so the graph has no loop. Anything that
 * changes two areas together, and every message put on the outbox, is a flow (functions/flows).
 */
const AREA_USES = {
  // The cart refuses more units than inventory has with inventory's own refusal (`out-of-stock`); a change schedules
  // the cart's reminder (decision 0086).
  cart: ['catalog', 'inventory', 'reminders'],
  // Cart reminders' state, due index and restore tokens (signed with the auth area's link key).
  reminders: ['auth'],
  wishlist: ['catalog'],
  catalog: ['inventory'],
  // Whether an order is a sale before it is paid is its payment method's (decision 0070).
  stats: ['orders', 'catalog', 'payments'],
  payments: ['orders'],
  // The mail texts are messages of the mail channel (its `Mail` shape); they say how an order is paid and refunded
  // in its payment method's words (decision 0070).
  mail: ['orders', 'returns', 'messages', 'payments'],
  // The outbox and its channels (decision 0069); what a customer agreed to receive is read from their user item and
  // from the review-request opt-out; unsubscribe links are signed with the auth area's link key (decision 0081).
  messages: ['users', 'reviews', 'auth'],
  // The SMS texts (decision 0063) read an order's number, total and payment, as the mails do.
  sms: ['orders', 'payments'],
  reviews: ['orders', 'catalog'],
  // Promotions (discount codes) read no other area: the checkout flow combines them with the cart and the order.
  promotions: [],
  // Returns read the order they come from, and how its payment method refunds (decision 0070); the flows combine
  // them with inventory, payments, stats and mail.
  returns: ['orders', 'payments'],
};

/** Imports of any file of these element types. */
const TO = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const SERVER_BASE = ['shared', 'server-lib', 'domain-common'];

/** An import of a domain area's public face (its index.ts); `areas` narrows it to some areas. */
const AREA_INDEX = (areas) => ({
  to: { element: { type: 'domain-area', internalPath: 'index.ts', ...(areas ? { captured: { area: areas } } : {}) } },
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', 'web/dist/**', 'web/dist-server/**', '.data/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Schemas are written with zod/mini (docs/decisions/0041-zod-mini.md): classic zod's methods keep all of it in
    // each Lambda bundle (about 95 KB), mini's functions only what a route uses. And esbuild cannot tree-shake a
    // namespace imported by name, so it is always `import * as z from 'zod/mini'`.
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'infra/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Write `import * as z from 'zod/mini'` (classic zod adds about 95 KB to every Lambda bundle).",
            },
          ],
          patterns: [{ regex: '^zod/(v3|v4)(/(classic|mini))?$', message: "Write `import * as z from 'zod/mini'`." }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod/mini'] > :matches(ImportSpecifier, ImportDefaultSpecifier)",
          message:
            "Write `import * as z from 'zod/mini'` (one style everywhere; a named `z` keeps all of zod in the bundle).",
        },
      ],
    },
  },
  // The server's layers (decisions 0032, 0048 and 0070), where an arrow means "may be imported by": shared <-
  // functions/lib <- the domain's common files (shop-wide refusals, shared key parts, id counters) <- each domain
  // area, through its index.ts <- the steps of functions/flows <- its workflows <- functions/handlers and
  // functions/pages; infra/ and tools/ stand beside the handlers. No layer reaches up, and no `any`.
  {
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'infra/**/*.ts', 'tools/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'server-lib', pattern: 'functions/lib' },
        { type: 'domain-area', pattern: 'functions/domain/*', capture: ['area'] },
        // What is left of functions/domain once the areas are taken: what several areas share (shop-errors.ts,
        // keys.ts, ids.ts); each area declares its own refusals, keys and ids (decision 0068).
        { type: 'domain-common', pattern: 'functions/domain' },
        // A workflow is what a handler (or a schedule, or the local shop) runs; a step is a piece workflows share.
        { type: 'workflow', pattern: 'functions/flows/workflows' },
        { type: 'step', pattern: 'functions/flows/steps' },
        { type: 'server-handlers', pattern: 'functions/handlers' },
        { type: 'server-pages', pattern: 'functions/pages' },
        { type: 'web-prerender', pattern: 'web/src/app/prerender' },
        { type: 'infra', pattern: 'infra' },
        { type: 'tools', pattern: 'tools' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Imports between files of one element are checked too: a workflow importing a workflow is one.
          checkInternals: true,
          policies: [
            { from: { element: { type: 'shared' } }, allow: [TO('shared')] },
            { from: { element: { type: 'server-lib' } }, allow: [TO('shared', 'server-lib')] },
            { from: { element: { type: 'domain-common' } }, allow: [TO('shared', 'server-lib', 'domain-common')] },
            // An area: its own files, the layers below, and only the other areas AREA_USES lists (by their index.ts).
            {
              from: { element: { type: 'domain-area' } },
              allow: [
                TO('shared', 'server-lib', 'domain-common'),
                { to: { element: { type: 'domain-area' } }, dependency: { relationship: { to: 'internal' } } },
              ],
            },
            ...Object.entries(AREA_USES).map(([area, uses]) => ({
              from: { element: { type: 'domain-area', captured: { area } } },
              allow: [AREA_INDEX(uses)],
            })),
            // Flows combine areas (by their index.ts), decision 0070: a workflow uses steps, never another workflow (a
            // piece two workflows need is a step, or belongs to an area); a step uses other steps, never a workflow.
            // Handlers, pages and infra run workflows and read area indexes, never a step.
            { from: { element: { type: 'workflow' } }, allow: [AREA_INDEX(), TO(...SERVER_BASE, 'step')] },
            { from: { element: { type: 'step' } }, allow: [AREA_INDEX(), TO(...SERVER_BASE, 'step')] },
            {
              from: { element: { type: 'server-handlers' } },
              allow: [AREA_INDEX(), TO(...SERVER_BASE, 'workflow', 'server-handlers')],
            },
            {
              from: { element: { type: 'server-pages' } },
              allow: [AREA_INDEX(), TO(...SERVER_BASE, 'workflow', 'server-pages', 'web-prerender')],
            },
            {
              from: { element: { type: 'infra' } },
              allow: [AREA_INDEX(), TO(...SERVER_BASE, 'workflow', 'server-pages', 'infra')],
            },
            // Media tools draw the brand's pictures and the seed catalogue's (infra/local/seed).
            { from: { element: { type: 'tools' } }, allow: [TO('shared', 'infra', 'tools')] },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  // The SPA: no `any`, no import cycle (decision 0071), and the screen areas keep to themselves
  // (docs/decisions/0030-web-import-boundaries.md).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'web/src/(lib|components|styles)' },
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Type-only imports do not count (they are gone at run time); packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A feature never reaches into the app shell; lib and components never reach into features or the app. Another
      // area is used only through its index.ts; the router may also load an area's pages lazily. (The last policy
      // that matches decides.)
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: { anyOf: ['web-app', 'web-feature'] } } },
              disallow: [{ to: { element: { type: 'web-feature' } } }],
            },
            {
              from: { element: { types: { anyOf: ['web-app', 'web-feature'] } } },
              allow: [
                {
                  to: {
                    element: {
                      type: 'web-feature',
                      internalPath: ['index.ts', '**/*Page.tsx', 'layout/AdminLayout.tsx'],
                    },
                  },
                },
              ],
            },
            { from: { element: { type: 'web-feature' } }, disallow: [{ to: { element: { type: 'web-app' } } }] },
            {
              from: { element: { type: 'web-shared' } },
              disallow: [{ to: { element: { types: { anyOf: ['web-app', 'web-feature'] } } } }],
            },
          ],
        },
      ],
    },
  },
);
