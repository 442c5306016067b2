// One lint config for the whole repo: type-aware TS rules, no import cycles, and feature
// slices (web features, api modules) that never import each other's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const featureNames = [
  'auth',
  'account',
  'catalogue',
  'cart',
  'wishlists',
  'checkout',
  'orders',
  'coupons',
  'admin',
  'content',
  'newsletter',
  'layout',
  'staff',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web features are independent slices: a feature may import shared code, components and lib,
  // never another feature. Routes compose features in src/app.
  ...featureNames.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: featureNames
                .filter((other) => other !== name)
                .flatMap((other) => [
                  `@/features/${other}`,
                  `@/features/${other}/*`,
                  `**/features/${other}/*`,
                ]),
              message: 'Features never import each other; compose them in src/app.',
            },
          ],
        },
      ],
    },
  })),
  // API modules talk to each other through service.ts only, never through repositories.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*/repository',
                '../*/repository.ts',
                '../*/*-repository',
                '../*/*-repository.ts',
              ],
              message: 'Call another module through its service, never its repository.',
            },
          ],
        },
      ],
    },
  },
);
