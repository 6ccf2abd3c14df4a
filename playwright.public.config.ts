/**
 * The public pages' stories alone (the `public` project of playwright.config.ts), as `npm test`
 * runs them beside the API suite (decision 099): without the global setup, which remembers the
 * catalogue and puts it back after the run, while the API suite's sheet tests change it; with an
 * output folder of their own, which the browser run after them would otherwise empty.
 */
import { defineConfig } from '@playwright/test';
import base, { PUBLIC_PROJECT } from './playwright.config.ts';

export default defineConfig({
  ...base,
  globalSetup: undefined,
  outputDir: 'test-results/e2e-public',
  projects: [PUBLIC_PROJECT],
});
