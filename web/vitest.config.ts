import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts: tests need neither the build plugins nor the dev proxy.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The `.ts` tests that need a DOM (the rest of the `.ts` tests run in plain Node, in
 * `unit:web-node`, vitest.node.config.ts). Every `.tsx` test renders and runs in jsdom.
 * A jsdom environment costs about two seconds per file on a busy two-core machine
 * (decision 067), so a test file that needs none does not get one. A `.ts` test that mocks
 * modules (`vi.mock`) goes here too: `unit:web-node` shares one module cache between its
 * files, so a module another file imported first comes unmocked (a fresh clone's run failed
 * get-user-record's four tests so, where another order had passed them).
 */
export const DOM_TESTS = [
  'src/app/page-meta.test.ts',
  'src/app/import-boundaries.test.ts',
  'src/features/blog/articles.test.ts',
  'src/features/enquiries/enquiry-filters.test.ts',
  'src/features/accounts/pending-registration.test.ts',
  'src/lib/queue/queue-documents.test.ts',
  'src/lib/session-hint.test.ts',
  'src/lib/firebase.test.ts',
  'src/features/accounts/api/get-user-record.test.ts',
  'scripts/prerender.test.ts',
];

/** What both web projects share: the React plugin, the `@` alias, no CSS. */
export const webBase = {
  root: webRoot,
  plugins: [react()],
  resolve: { alias: { '@': resolve(webRoot, 'src') } },
};

export default defineConfig({
  ...webBase,
  test: {
    name: 'unit:web',
    environment: 'jsdom',
    // Each file still gets its own module graph and globals, in a VM context, but a worker
    // keeps its jsdom instead of building one per file: 262 s -> 59 s on the busy machine
    // (decision 067).
    pool: 'vmThreads',
    include: ['src/**/*.test.tsx', ...DOM_TESTS],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Rendering a screen in jsdom takes up to 2 s here; on a busy two-core CI machine
    // running two test files at once it took over 5 s (vitest's default budget).
    testTimeout: 20_000,
  },
});
