// One lint config for the whole repo. Import rules (no cycles, independent feature slices,
// no foreign repositories) are checked by dependency-cruiser: see .dependency-cruiser.cjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The service worker runs in its own global scope (docs/pwa.md).
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Server data that several features use has one owner in src/entities (its fetchers and
    // query keys); a feature that copies them would keep a second, drifting cache.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...entityOwned()],
    },
  },
);

function entityOwned() {
  const message = 'Shared server data lives in src/entities: import its query or hook from there.';
  const paths =
    '/^\\/(cart|coupons\\/assign|users\\/me\\/(addresses|invoice-details|coupons))(\\/|$)/';
  return [
    { selector: `Literal[value=${paths}]`, message },
    { selector: `TemplateElement[value.raw=${paths}]`, message },
    {
      selector: 'ArrayExpression > Literal:first-child[value=/^(cart|account|coupons)$/]',
      message,
    },
  ];
}
