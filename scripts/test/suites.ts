/**
 * Runs one suite as a child process and reads how many checks passed and
 * failed from the runner's JSON report (vitest, Playwright) or, for tools that
 * are one check (tsc, eslint, builds), from the exit code.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from '../local-tools.ts';

export const RESULTS = join(ROOT, 'test-results');

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}

/** A tool that is one check: passed when it exits 0. */
export async function check(name: string, command: string, args: string[]): Promise<SuiteResult> {
  console.log(`\n=== ${name}`);
  const code = await run(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

export async function vitest(name: string, projects: string[]): Promise<SuiteResult> {
  console.log(`\n=== ${name}`);
  mkdirSync(RESULTS, { recursive: true });
  const report = join(RESULTS, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const code = await run('vitest', ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) return { name, passed: 0, failed: 1, skipped: 0 };
  const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  // A crash outside any test (e.g. a suite that fails to import) still fails the suite.
  const failed = result.numFailedTests + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
  return { name, passed: result.numPassedTests, failed, skipped: result.numPendingTests + result.numTodoTests };
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

export async function playwright(name: string): Promise<SuiteResult> {
  console.log(`\n=== ${name}`);
  mkdirSync(RESULTS, { recursive: true });
  const report = join(RESULTS, 'browser.json');
  rmSync(report, { force: true });
  const code = await run('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (!existsSync(report)) return { name, passed: 0, failed: 1, skipped: 0 };
  const { stats, errors } = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? Math.max(1, errors.length) : 0);
  return { name, passed: stats.expected + stats.flaky, failed, skipped: stats.skipped };
}
