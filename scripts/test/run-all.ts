/**
 * `npm test`: every level, real, from one command. Typecheck and lint, unit
 * tests, then the whole stack on the emulators (fresh data) for the security
 * rules, API and browser tests. Prints a summary per level and the ten slowest
 * tests, and ends with one line `N passed, N failed`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningStack } from '../stack/start-stack.ts';
import { RESULTS, check, playwright, vitest, type SuiteResult } from './suites.ts';
import { formatFailures, formatTimings, nearBudget, slowest } from './timings.ts';

const started = performance.now();
mkdirSync(RESULTS, { recursive: true });
const results: SuiteResult[] = [];
// web/tsconfig.node.json: the web build scripts (prerenderer) and Vite's config.
const WORKSPACES = ['shared', 'web', 'web/tsconfig.node.json', 'functions', 'scripts', 'tests'];

for (const workspace of WORKSPACES) {
  results.push(await check(`typecheck ${workspace}`, 'tsc', ['--noEmit', '-p', workspace]));
}
results.push(await check('lint', 'eslint', ['.', '--max-warnings=0']));
results.push(await vitest('unit', ['unit:*']));

const built = await check('build for the emulators', 'npm', ['run', 'build:local']);
results.push(built);

let stack: RunningStack | undefined;
if (built.failed === 0) {
  console.log('\n=== starting the emulators (log: test-results/emulators.log)');
  try {
    // Imported here so that a stack that cannot even load is a failed suite, not a crash.
    const { startStack } = await import('../stack/start-stack.ts');
    stack = await startStack({ dataDir: null, logFile: join(RESULTS, 'emulators.log') });
    results.push(await vitest('security rules', ['rules']));
    results.push(await vitest('api', ['api']));
    results.push(await playwright('browser'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    results.push({ name: 'emulator stack', passed: 0, failed: 1, skipped: 0, seconds: 0, tests: [] });
  } finally {
    await stack?.stop();
  }
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
