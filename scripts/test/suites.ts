/**
 * Runs one suite as a child process and reads how many checks passed and
 * failed, and how long each test took, from the runner's JSON report (vitest,
 * Playwright) or, for tools that are one check (tsc, eslint, builds), from the
 * exit code.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { testBrowserPath } from '../chromium.ts';
import { ROOT, run } from '../local-tools.ts';
import { pageSnapshotOf, playwrightTimings, vitestTimings, type PlaywrightTimingReport, type TestTiming, type VitestTimingReport } from './timings.ts';

export const RESULTS = join(ROOT, 'test-results');

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Wall-clock time of the whole suite. */
  seconds: number;
  /** Each test's own time (none for one-check tools). */
  tests: TestTiming[];
}

/**
 * What the stack's seed sets in this process once the emulators are up. The suites that run
 * while the emulators start (typecheck, lint, unit) never see them, whenever they start: a unit
 * test must not reach an emulator by accident.
 */
export const EMULATOR_VARIABLES = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'METADATA_SERVER_DETECTION'] as const;

const since = (start: number) => (performance.now() - start) / 1000;

/** A tool that is one check: passed when it exits 0. */
export async function check(name: string, command: string, args: string[]): Promise<SuiteResult> {
  console.log(`\n=== ${name}`);
  const start = performance.now();
  const code = await run(command, args, {}, EMULATOR_VARIABLES);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds: since(start), tests: [] };
}

/**
 * A one-check tool that runs beside other suites (the build, while typecheck and the unit
 * tests run): its output goes to `logFile`, not between theirs, and its tail is printed if
 * it fails.
 */
export async function checkInBackground(name: string, command: string, args: string[], logFile: string): Promise<SuiteResult> {
  mkdirSync(RESULTS, { recursive: true });
  const start = performance.now();
  const code = await run(command, args, {}, [], logFile);
  if (code !== 0) {
    console.log(`\n=== ${name} failed (log: ${logFile}); its last lines:`);
    console.log(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
  }
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds: since(start), tests: [] };
}

interface VitestReport extends VitestTimingReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/**
 * `withoutEmulators`: for the unit projects, which run while the emulators start.
 * `logFile`: for a suite that runs beside others, its output goes there, not between theirs.
 */
export async function vitest(name: string, projects: string[], { withoutEmulators = false, logFile }: { withoutEmulators?: boolean; logFile?: string } = {}): Promise<SuiteResult> {
  if (logFile === undefined) console.log(`\n=== ${name}`);
  mkdirSync(RESULTS, { recursive: true });
  const report = join(RESULTS, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const start = performance.now();
  const code = await run('vitest', ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {}, withoutEmulators ? EMULATOR_VARIABLES : [], logFile);
  const seconds = since(start);
  if (!existsSync(report)) return { name, passed: 0, failed: 1, skipped: 0, seconds, tests: [] };
  const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  // A crash outside any test (e.g. a suite that fails to import) still fails the suite.
  const failed = result.numFailedTests + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
  const skipped = result.numPendingTests + result.numTodoTests;
  return { name, passed: result.numPassedTests, failed, skipped, seconds, tests: vitestTimings(result, name, ROOT) };
}

interface PlaywrightReport extends PlaywrightTimingReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

/**
 * A Playwright run: `args` choose the config or projects (none: playwright.config.ts, every
 * project); its JSON report is `test-results/{reportName}.json`.
 */
export async function playwright(name: string, args: string[] = [], reportName = 'browser'): Promise<SuiteResult> {
  // Which browser: the headless shell, or the full browser where the shell is missing (decision 102).
  console.log(`\n=== ${name} (${testBrowserPath()})`);
  mkdirSync(RESULTS, { recursive: true });
  const report = join(RESULTS, `${reportName}.json`);
  rmSync(report, { force: true });
  const start = performance.now();
  const code = await run('playwright', ['test', ...args, '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const seconds = since(start);
  if (!existsSync(report)) return { name, passed: 0, failed: 1, skipped: 0, seconds, tests: [] };
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
  const { stats, errors } = parsed;
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? Math.max(1, errors.length) : 0);
  // Retries are off (playwright.config.ts): a test that passed only on a retry ("flaky") counts as failed.
  return {
    name,
    passed: stats.expected,
    failed: failed + stats.flaky,
    skipped: stats.skipped,
    seconds,
    tests: playwrightTimings(parsed, name, ROOT).map(withPageAtFailure),
  };
}

/** A failed story with what its page showed then, from the error-context.md Playwright wrote. */
function withPageAtFailure(timing: TestTiming): TestTiming {
  if (timing.errorContextFile === undefined || !existsSync(timing.errorContextFile)) return timing;
  const pageAtFailure = pageSnapshotOf(readFileSync(timing.errorContextFile, 'utf8'));
  return pageAtFailure === undefined ? timing : { ...timing, pageAtFailure };
}
