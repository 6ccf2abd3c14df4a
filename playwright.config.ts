/**
 * Browser tests against the running stack (the Hosting emulator on :5000).
 * `npm test` starts the stack first; there is no webServer here on purpose.
 * Playwright cannot download browsers on our machines: it drives Debian's Chromium.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/chromium.ts';

const isCI = Boolean(process.env.CI);

/**
 * The public pages' stories: they load the prerendered pages and read and write nothing of the
 * stack's data (no /api, no sign-in; fixtures.ts fails one that does, public-stories.spec.ts).
 * `npm test` runs them beside the API suite, with playwright.public.config.ts (decision 099);
 * here they are a project of their own.
 */
export const PUBLIC_STORIES = [
  /public-pages\.spec\.ts/,
  /navigation\.spec\.ts/,
  /blog\.spec\.ts/,
  /page-head\.spec\.ts/,
  /content-security-policy\.spec\.ts/,
  /privacy\.spec\.ts/,
  /accessibility-check\.spec\.ts/,
  /public-stories\.spec\.ts/,
];

/** The stories that sign in and use the stack's data, in the order `npm test` runs them (each project after the one before). */
export const STACK_PROJECTS = ['chromium', 'practitioner-counts', 'practitioner-pages', 'lists-at-size'];

/** Debian's Chromium, as the tests drive it: its headless shell, unless the run is headed (decision 102). */
const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
};

/** The public pages' stories as a project: here beside the others, and alone in playwright.public.config.ts. */
export const PUBLIC_PROJECT = { name: 'public', testMatch: PUBLIC_STORIES, use: CHROMIUM };

export default defineConfig({
  testDir: 'tests/e2e',
  // Puts the catalogue and connected sheet back once every worker is done.
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // Never a retry, on CI or off: a test that passes only the second time is a failure to
  // fix, not to hide. Each test's budget instead fits what it does on a busy two-core
  // machine (README, "Tests"): the default below, or test.slow() / test.setTimeout() with
  // the reason beside it.
  retries: 0,
  workers: 2,
  // The runner (scripts/test) passes its own --reporter; this is the default by hand.
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // SITE_URL points the tests at another server (e.g. a Vite dev server) by hand.
    baseURL: process.env.SITE_URL ?? 'http://127.0.0.1:5000',
    // No traces by default (recording one costs a busy machine seconds per test); `--trace=on` by hand.
    trace: 'off',
  },
  projects: [
    PUBLIC_PROJECT,
    {
      name: 'chromium',
      // The lists of 1,000 and 10,000 records run after the rest, alone (their specs say why).
      testIgnore: [/admin-list-at-size\.spec\.ts/, /admin-practitioner-pages\.spec\.ts/, /admin-practitioner-counts\.spec\.ts/, ...PUBLIC_STORIES],
      use: CHROMIUM,
    },
    {
      // After the other stories, alone: the stat cards are compared with the table where no other
      // story registers or back-dates practitioners (admin-practitioner-counts.spec.ts says why).
      name: 'practitioner-counts',
      testMatch: /admin-practitioner-counts\.spec\.ts/,
      dependencies: ['chromium'],
      use: CHROMIUM,
    },
    {
      // After the stat cards: its 1,000 practitioners, written and removed, are 2,000 events for
      // the counter triggers, which a story waiting for the stat cards to settle would queue
      // behind (`--no-deps` runs it by itself).
      name: 'practitioner-pages',
      testMatch: /admin-practitioner-pages\.spec\.ts/,
      dependencies: ['practitioner-counts'],
      use: CHROMIUM,
    },
    {
      // After every other browser test, alone (npm test runs all three; `--no-deps` runs this one by itself).
      name: 'lists-at-size',
      testMatch: /admin-list-at-size\.spec\.ts/,
      dependencies: ['practitioner-pages'],
      use: CHROMIUM,
    },
  ],
});
