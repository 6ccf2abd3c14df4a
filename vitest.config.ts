/**
 * One vitest configuration, one project per level. `npm test` runs the unit
 * projects without emulators, then `rules` and `api` against the running stack.
 */
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that wait for the counter triggers to settle (decision 034). They run before
 * every other API file: vitest orders files by size on a fresh machine, and a file that writes
 * and removes thousands of users records (the practitioners' export) leaves thousands of
 * trigger events behind it, which a later wait would queue behind.
 */
const WAIT_FOR_COUNTERS = ['tests/api/counters.test.ts', 'tests/api/pharmacy-overview.test.ts'];

/**
 * The API files that load the functions' own code with its default Firebase app or set
 * `process.env` (decision 085): each runs in a worker of its own, so the default app points
 * at the project the file chose (the demo's seed check uses a project of its own), not at
 * the one an earlier file left behind. The other API files share one worker.
 */
const API_FILES_WITH_OWN_MODULES = ['demo-pharmacy.test.ts', 'recent-sign-in.test.ts', 'store-contracts.test.ts'];

class CounterWaitsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => WAIT_FOR_COUNTERS.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: CounterWaitsFirst },
    projects: [
      // No isolation in the Node unit projects whose tests change no shared state, or put back
      // what they change (decision 067): each worker imports a module once, not once per file.
      { test: { name: 'unit:shared', root: './shared', include: ['src/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'unit:scripts', root: './scripts', include: ['**/*.test.ts'], environment: 'node', isolate: false } },
      './web/vitest.config.ts',
      './web/vitest.node.config.ts',
      './functions/vitest.config.ts',
      './functions/vitest.plain.config.ts',
      {
        test: {
          name: 'rules',
          root: './tests/rules',
          include: ['**/*.test.ts'],
          environment: 'node',
          // One emulator, shared state: files run one after another.
          fileParallelism: false,
          // One worker imports the SDKs and the helpers once, not once per file (decision 085).
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './tests/api',
          include: ['**/*.test.ts'],
          exclude: API_FILES_WITH_OWN_MODULES,
          environment: 'node',
          fileParallelism: false,
          // As the rules: one worker, the helpers imported once (decision 085).
          isolate: false,
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // After the other API files (groupOrder), each in a worker of its own.
          name: 'api:own-modules',
          root: './tests/api',
          include: API_FILES_WITH_OWN_MODULES,
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
