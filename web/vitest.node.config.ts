import { defineConfig } from 'vitest/config';
import { DOM_TESTS, webBase } from './vitest.config.ts';

// The web's tests that need no DOM (schemas, routes' data, helpers): plain Node, no jsdom,
// no Testing Library. A test added here that touches `window` or `document` fails with
// "... is not defined": add it to DOM_TESTS in vitest.config.ts.
export default defineConfig({
  ...webBase,
  test: {
    name: 'unit:web-node',
    environment: 'node',
    // Each worker imports a module once, not once per file (decision 067): these tests put
    // back what they change (vi.unstubAllGlobals) and keep no state between files.
    isolate: false,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...DOM_TESTS],
    css: false,
    testTimeout: 20_000,
  },
});
