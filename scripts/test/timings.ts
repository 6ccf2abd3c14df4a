/**
 * How long each test took, read from the runners' JSON reports (vitest's json
 * reporter, Playwright's json reporter), so `npm test` can name the slowest ones.
 */
import { join, relative } from 'node:path';

export interface TestTiming {
  /** The file and the test's titles, e.g. `tests/e2e/blog.spec.ts › Each article opens`. */
  name: string;
  /** The level it ran in, as the summary names it (unit, api, browser...). */
  level: string;
  seconds: number;
  /** The time it was allowed, where the report says (Playwright does). */
  budgetSeconds?: number;
  /** The first lines of its error, when it failed. */
  failure?: string;
  /** Where Playwright wrote what the page showed when a browser story failed (its error-context.md). */
  errorContextFile?: string;
  /** What the page showed then, as Playwright's accessibility snapshot (read from `errorContextFile`). */
  pageAtFailure?: string;
}

/** Lines of an error message kept in the summary: enough to say what failed where. */
const FAILURE_LINES = 6;

/** The first lines of a runner's error message, without terminal colours. */
export function failureText(message: string): string {
  return message
    // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, FAILURE_LINES)
    .join('\n');
}

interface VitestAssertion {
  fullName: string;
  duration?: number | null;
  status?: string;
  failureMessages?: string[] | null;
}

interface VitestFile {
  name: string;
  assertionResults: VitestAssertion[];
}

/** The part of vitest's JSON report (`--reporter=json`) read here. */
export interface VitestTimingReport {
  testResults?: VitestFile[];
}

/** Every test of a vitest JSON report, one timing each. */
export function vitestTimings(report: VitestTimingReport, level: string, root: string): TestTiming[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(root, file.name)} › ${test.fullName}`,
      level,
      seconds: (test.duration ?? 0) / 1000,
      ...(test.status === 'failed' && { failure: failureText(test.failureMessages?.join('\n') || 'failed') }),
    })),
  );
}

interface PlaywrightResult {
  duration: number;
  status?: string;
  errors?: { message?: string }[];
  attachments?: { name: string; path?: string }[];
}

interface PlaywrightTest {
  /** Milliseconds, after test.slow() and test.setTimeout(). */
  timeout: number;
  /** `failed` for a story marked test.fail(), which proves a check bites; else `passed`. */
  expectedStatus?: string;
  results: PlaywrightResult[];
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: PlaywrightTest[];
}

interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** The part of Playwright's JSON report (`--reporter=json`) read here. */
export interface PlaywrightTimingReport {
  config?: { rootDir?: string };
  suites?: PlaywrightSuite[];
}

/**
 * Every test of a Playwright JSON report, one timing each: the time of all its
 * runs together (there is one run when retries are off) and its budget. The
 * report's file paths are relative to its config's rootDir.
 */
export function playwrightTimings(report: PlaywrightTimingReport, level: string, root: string): TestTiming[] {
  const testDir = relative(root, report.config?.rootDir ?? root);
  const timings: TestTiming[] = [];
  // The top suites are the files (titled by the file); describe blocks below them add their titles.
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        // A run that ended otherwise than expected: a failure, or a pass of a story expected to fail.
        const expected = test.expectedStatus ?? 'passed';
        const failedRun = test.results.find((result) => result.status !== undefined && result.status !== expected && result.status !== 'skipped');
        timings.push({
          name: [join(testDir, spec.file), ...path, spec.title].join(' › '),
          level,
          seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
          budgetSeconds: test.timeout / 1000,
          ...(failedRun && {
            failure: failureText(failedRun.errors?.map((error) => error.message ?? '').join('\n') || (failedRun.status === 'passed' ? 'passed, but was expected to fail' : failedRun.status) || 'failed'),
            errorContextFile: failedRun.attachments?.find((attachment) => attachment.name === 'error-context')?.path,
          }),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return timings;
}

/** The `count` slowest, slowest first. */
export function slowest(timings: TestTiming[], count: number): TestTiming[] {
  return [...timings].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Those that took more than `share` of their budget, nearest to it first. */
export function nearBudget(timings: TestTiming[], share: number): TestTiming[] {
  const used = (timing: TestTiming) => timing.seconds / (timing.budgetSeconds ?? Infinity);
  return timings.filter((timing) => used(timing) > share).sort((a, b) => used(b) - used(a));
}

/** Lines of a failed story's page snapshot kept in the summary: a whole screen's landmarks, headings, buttons and texts. */
const PAGE_LINES = 150;

/**
 * The page snapshot in Playwright's error-context.md, at most PAGE_LINES lines: its first YAML
 * block, which is the `# Page snapshot` section, or the page as a failed `expect` saw it under
 * the error. Undefined when it has none (the story failed before a page opened).
 */
export function pageSnapshotOf(errorContext: string): string | undefined {
  const section = /^```yaml\n([\s\S]*?)\n```/m.exec(errorContext)?.[1];
  if (section === undefined) return undefined;
  const lines = section.split('\n');
  return lines.length <= PAGE_LINES ? section : [...lines.slice(0, PAGE_LINES), `... (${lines.length - PAGE_LINES} more lines)`].join('\n');
}

/**
 * Each failed test's name, then its error's first lines, indented; for a browser story, what
 * its page showed when it failed. A CI log keeps only this output, not the test-results folder:
 * a story that fails once in many runs says there what it was looking at.
 */
export function formatFailures(timings: TestTiming[]): string[] {
  const indented = (text: string, by: string) => text.split('\n').map((line) => `${by}${line}`);
  return timings
    .filter((timing) => timing.failure !== undefined)
    .flatMap((timing) => [
      `${timing.level}  ${timing.name}`,
      ...indented(timing.failure!, '    '),
      ...(timing.pageAtFailure === undefined ? [] : ['    the page when it failed:', ...indented(timing.pageAtFailure, '      ')]),
    ]);
}

/** One line per test: seconds (of its budget, when known), level, name; the columns line up. */
export function formatTimings(timings: TestTiming[]): string[] {
  const time = (timing: TestTiming) =>
    `${timing.seconds.toFixed(1)}s${timing.budgetSeconds === undefined ? '' : ` of ${timing.budgetSeconds}s`}`;
  const timeWidth = Math.max(0, ...timings.map((timing) => time(timing).length));
  const levelWidth = Math.max(0, ...timings.map((timing) => timing.level.length));
  return timings.map((timing) => `${time(timing).padStart(timeWidth)}  ${timing.level.padEnd(levelWidth)}  ${timing.name}`);
}
