/**
 * `npm test`: every level, real, from one command. Typecheck and lint, unit
 * tests, then the whole stack on the emulators (fresh data) for the security
 * rules, API and browser tests. Prints a summary per level with its time and the
 * ten slowest tests, and ends with one line `N passed, N failed`.
 *
 * The build and the emulators' start-up run beside typecheck, lint and the unit
 * tests (decision 067): none of those reads the build or talks to an emulator, and
 * the build writes only web/dist and functions/lib, which none of them reads. Once the
 * emulators are up, the security rules and the API suites run there too, side by side
 * (decision 096): the rules write only under a project of their own (demo-rules-test),
 * so neither sees the other's data, and no check in the foreground reaches either. Once the
 * foreground's checks are done, the public pages' stories run there too while the API suite
 * finishes (decision 099): they read and write nothing of the stack's data. The other browser
 * stories run last, alone with the API's stack and its data.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../local-tools.ts';
import type { RunningStack } from '../stack/start-stack.ts';
import { STACK_PROJECTS } from '../../playwright.config.ts';
import { RESULTS, check, checkInBackground, playwright, vitest, type SuiteResult } from './suites.ts';
import { formatFailures, formatTimings, nearBudget, slowest } from './timings.ts';

const started = performance.now();
mkdirSync(RESULTS, { recursive: true });
const results: SuiteResult[] = [];

/** The suites run against the emulators beside the foreground checks, each into a log of its own. */
const BACKGROUND_SUITES = [
  { name: 'security rules', projects: ['rules'], logFile: join(RESULTS, 'rules.log') },
  { name: 'api', projects: ['api', 'api:own-modules'], logFile: join(RESULTS, 'api.log') },
];

/** What ran in the background: the build, the emulators, then the rules and the API. */
interface Background {
  results: SuiteResult[];
  stack?: RunningStack;
  /** The suites run beside the foreground, whose logs are printed once it is done. */
  logs: typeof BACKGROUND_SUITES;
}

/** Resolves once the emulators are up (true), or could not be built or started (false). */
let stackIsUp: (up: boolean) => void = () => undefined;
const stackUp = new Promise<boolean>((resolve) => {
  stackIsUp = resolve;
});

/**
 * The build and then the emulators, in the background; once they are up, the security
 * rules and the API suites against them, side by side, each writing its output to a log
 * of its own. Never rejects.
 */
async function buildStartAndTestTheApi(): Promise<Background> {
  const built = await checkInBackground('build for the emulators', 'npm', ['run', 'build:local'], join(RESULTS, 'build.log'));
  if (built.failed > 0) return { results: [built], logs: [] };
  const start = performance.now();
  let stack: RunningStack;
  try {
    // Imported here so that a stack that cannot even load is a failed suite, not a crash.
    const { startStack } = await import('../stack/start-stack.ts');
    stack = await startStack({ dataDir: null, logFile: join(RESULTS, 'emulators.log') });
    console.log(`\n=== the emulators are ready (${Math.round((performance.now() - start) / 1000)} s to start); the security rules and the API suites start there (logs: ${BACKGROUND_SUITES.map((suite) => relative(ROOT, suite.logFile)).join(', ')})`);
    stackIsUp(true);
  } catch (error) {
    console.error(`\n=== the emulators did not start: ${error instanceof Error ? error.message : String(error)}`);
    return { results: [built, { name: 'emulator stack', passed: 0, failed: 1, skipped: 0, seconds: (performance.now() - start) / 1000, tests: [] }], logs: [] };
  }
  const suites = await Promise.all(BACKGROUND_SUITES.map(({ name, projects, logFile }) => vitest(name, projects, { logFile })));
  return { results: [built, ...suites], stack, logs: BACKGROUND_SUITES };
}

console.log('\n=== building and starting the emulators in the background, then the security rules and the API suites there (logs: test-results/build.log, test-results/emulators.log)');
// Once the background is done, the stack was up or never will be (a promise resolves once).
const background = buildStartAndTestTheApi().finally(() => stackIsUp(false));
let stack: RunningStack | undefined;
try {
  // One `tsc -b` over the six projects, by TypeScript 7 (decision 097): shared and the web app are
  // checked once and read by the others as declarations (decision 075); package.json's `typecheck` lists them.
  results.push(await check('typecheck', 'npm', ['run', '--silent', 'typecheck']));
  results.push(await check('lint', 'eslint', ['.', '--max-warnings=0']));
  results.push(await vitest('unit', ['unit:*'], { withoutEmulators: true }));

  console.log('\n=== waiting for the build, the emulators, the security rules and the API suites; the public pages\' stories run meanwhile');
  const waitStart = performance.now();
  // The public pages' stories, on the stack the API suite is using (decision 099).
  const publicStories = (await stackUp) ? await playwright('browser, public pages', ['--config', 'playwright.public.config.ts'], 'browser-public') : undefined;
  const done = await background;
  stack = done.stack;
  console.log(`(waited ${Math.round((performance.now() - waitStart) / 1000)} s after the unit tests, the public pages' stories included)`);
  for (const { name, logFile } of done.logs) {
    console.log(`\n=== ${name} (ran in the background; its output, from ${logFile})`);
    console.log(readFileSync(logFile, 'utf8'));
  }
  results.push(...done.results, ...(publicStories ? [publicStories] : []));
  if (stack) {
    try {
      results.push(await playwright('browser', STACK_PROJECTS.flatMap((project) => ['--project', project])));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      results.push({ name: 'emulator stack', passed: 0, failed: 1, skipped: 0, seconds: 0, tests: [] });
    }
  }
} finally {
  // Also when a suite above crashed before the stack was handed over.
  stack ??= (await background).stack;
  await stack?.stop();
}

console.log('\n=== summary');
for (const r of results) {
  const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${counts} (${Math.round(r.seconds)} s)`);
}
const timings = results.flatMap((r) => r.tests);
console.log('\n=== the ten slowest tests');
for (const line of formatTimings(slowest(timings, 10))) console.log(line);
// A test over half its budget on this machine is one busy moment away from failing.
const nearTheirBudget = nearBudget(timings, 0.5);
if (nearTheirBudget.length > 0) {
  console.log('\n=== tests that took more than half their time budget');
  for (const line of formatTimings(nearTheirBudget)) console.log(line);
}
// What failed and why, near the end where a CI log's tail shows it.
const failures = formatFailures(timings);
if (failures.length > 0) {
  console.log('\n=== what failed');
  for (const line of failures) console.log(line);
}
console.log(`\nall levels took ${Math.round((performance.now() - started) / 1000)} s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const skipped = results.reduce((sum, r) => sum + r.skipped, 0);
// The last line is exactly `N passed, N failed` (what CI reads); skipped tests, each
// with its reason in the code, are counted on the line before.
if (skipped > 0) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
