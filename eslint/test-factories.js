// The test factories (decision 057) are for tests: production code in web/src and
// functions/src may not import '@pharmacy/shared/testing'. Tests, test fixtures and the
// features' testing/ folders may.
export default [
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/testing/**', '**/test-fixtures.ts', '**/*.fixture.ts', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@pharmacy/shared/testing', message: 'Test factories are for tests only (decision 057).' }] },
      ],
    },
  },
];
