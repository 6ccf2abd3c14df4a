// One lint configuration for every workspace.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import functionsBoundaries from './eslint/functions-boundaries.js';
import sharedBoundaries from './eslint/shared-boundaries.js';
import testFactories from './eslint/test-factories.js';
import webBoundaries from './eslint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.local/**', '.emulator-data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Public pages must load no Firebase code: only lib/firebase.ts loads the SDK,
      // lazily with import(); elsewhere only types may be imported statically.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase', 'firebase/*'], allowTypeImports: true, message: 'Load Firebase lazily through web/src/lib/firebase.ts.' }] },
      ],
    },
  },
  {
    files: ['functions/**/*.{ts,mjs}', 'scripts/**/*.{ts,js,mjs}', 'tests/**/*.ts', '*.{js,ts}', 'shared/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  ...webBoundaries,
  ...functionsBoundaries,
  ...sharedBoundaries,
  ...testFactories,
);
