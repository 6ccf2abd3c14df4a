/**
 * One vitest configuration, one project per level. `npm test` runs the unit
 * projects without emulators, then `rules` and `api` against the running stack.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit:shared', root: './shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'unit:scripts', root: './scripts', include: ['**/*.test.ts'], environment: 'node' } },
      './web/vitest.config.ts',
      './functions/vitest.config.ts',
      {
        test: {
          name: 'rules',
          root: './tests/rules',
          include: ['**/*.test.ts'],
          environment: 'node',
          // One emulator, shared state: files run one after another.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './tests/api',
          include: ['**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
