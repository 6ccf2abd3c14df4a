import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.config.ts';

// The functions' unit tests that replace, spy on and change nothing shared: no per-file
// isolation, so a worker imports the app's modules once (decision 067).
export default defineConfig({
  test: {
    name: 'unit:functions-plain',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...ISOLATED_TESTS],
    environment: 'node',
    isolate: false,
  },
});
