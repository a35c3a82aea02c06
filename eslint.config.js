import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', 'web/dist/**', 'web/dist-server/**', '.data/**'] },
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
  // The server's layers (docs/decisions/0031-typed-route-table.md): shared <- functions/lib <- functions/domain <-
  // functions/handlers, where an arrow means "may be imported by". No layer reaches up, and no `any`.
  {
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'server-lib', pattern: 'functions/lib' },
        { type: 'server-domain', pattern: 'functions/domain' },
        { type: 'server-handlers', pattern: 'functions/handlers' },
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: [{ to: { element: { type: 'shared' } } }] },
            {
              from: { element: { type: 'server-lib' } },
              allow: [{ to: { element: { types: { anyOf: ['shared', 'server-lib'] } } } }],
            },
            {
              from: { element: { type: 'server-domain' } },
              allow: [{ to: { element: { types: { anyOf: ['shared', 'server-lib', 'server-domain'] } } } }],
            },
            {
              from: { element: { type: 'server-handlers' } },
              allow: [
                { to: { element: { types: { anyOf: ['shared', 'server-lib', 'server-domain', 'server-handlers'] } } } },
              ],
            },
          ],
        },
      ],
    },
  },
  // The SPA: no `any`, and the screen areas keep to themselves (docs/decisions/0030-web-import-boundaries.md).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'web/src/(lib|components|styles)' },
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Another area is used only through its index.ts; the router may also load an area's pages lazily.
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              target: { element: { type: 'web-feature' } },
              allow: ['index.ts', '**/*Page.tsx', 'layout/AdminLayout.tsx'],
            },
            { target: { element: { types: { anyOf: ['web-app', 'web-shared'] } } }, allow: ['**'] },
          ],
        },
      ],
      // A feature never reaches into the app shell; lib and components never reach into features or the app.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
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
