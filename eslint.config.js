import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', 'web/dist/**', '.data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // esbuild cannot tree-shake a namespace imported by name: `import { z } from 'zod'` puts every zod locale
    // (about 360 KB) into each Lambda bundle, `import * as z from 'zod'` does not.
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
        message: "Write `import * as z from 'zod'` (a named or default z puts all of zod into the bundle).",
      }],
    },
  },
);
