import { describe, expect, it } from 'vitest';
import { formatFailures, formatTimings, nearBudget, pageSnapshotOf, playwrightTimings, slowest, vitestTimings } from './timings.ts';

describe('test timings from the runners’ JSON reports', () => {
  it('names each vitest test by its file, relative to the root, and its full name', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/api/health.test.ts',
          assertionResults: [
            { fullName: 'GET /api/health answers ok', duration: 1234.5 },
            { fullName: 'a skipped test', duration: null },
          ],
        },
      ],
    };
    expect(vitestTimings(report, 'api', '/repo')).toEqual([
      { name: 'tests/api/health.test.ts › GET /api/health answers ok', level: 'api', seconds: 1.2345 },
      { name: 'tests/api/health.test.ts › a skipped test', level: 'api', seconds: 0 },
    ]);
  });

  it('names each Playwright test by its file, its describe blocks and its title, with its budget', () => {
    const report = {
      config: { rootDir: '/repo/tests/e2e' },
      suites: [
        {
          title: 'blog.spec.ts',
          specs: [{ title: 'Visitors see six articles', file: 'blog.spec.ts', tests: [{ timeout: 30_000, results: [{ duration: 4000 }] }] }],
          suites: [
            {
              title: 'on a phone',
              specs: [
                // A retried test: both runs count.
                { title: 'The burger menu', file: 'blog.spec.ts', tests: [{ timeout: 90_000, results: [{ duration: 1000 }, { duration: 2500 }] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTimings(report, 'browser', '/repo')).toEqual([
      { name: 'tests/e2e/blog.spec.ts › Visitors see six articles', level: 'browser', seconds: 4, budgetSeconds: 30 },
      { name: 'tests/e2e/blog.spec.ts › on a phone › The burger menu', level: 'browser', seconds: 3.5, budgetSeconds: 90 },
    ]);
  });

  it('lists the slowest first, and those over a share of their budget', () => {
    const timings = [
      { name: 'a', level: 'unit', seconds: 1 },
      { name: 'b', level: 'browser', seconds: 20, budgetSeconds: 90 },
      { name: 'c', level: 'browser', seconds: 18, budgetSeconds: 30 },
      { name: 'd', level: 'api', seconds: 3 },
    ];
    expect(slowest(timings, 3).map((timing) => timing.name)).toEqual(['b', 'c', 'd']);
    expect(nearBudget(timings, 0.5).map((timing) => timing.name)).toEqual(['c']);
  });

  it('prints one aligned line per test: seconds (of the budget), level, name', () => {
    expect(
      formatTimings([
        { name: 'tests/e2e/blog.spec.ts › Visitors', level: 'browser', seconds: 12.34, budgetSeconds: 30 },
        { name: 'tests/api/health.test.ts › ok', level: 'api', seconds: 1.5 },
      ]),
    ).toEqual(['12.3s of 30s  browser  tests/e2e/blog.spec.ts › Visitors', '        1.5s  api      tests/api/health.test.ts › ok']);
  });

  it('keeps the first lines of each failure, without colours, and prints them under the test', () => {
    const timings = [
      ...vitestTimings(
        {
          testResults: [
            {
              name: '/repo/tests/api/health.test.ts',
              assertionResults: [
                { fullName: 'answers ok', duration: 5, status: 'passed', failureMessages: [] },
                { fullName: 'answers 404', duration: 7, status: 'failed', failureMessages: ['AssertionError: expected 500 to be 404\n    at health.test.ts:9'] },
              ],
            },
          ],
        },
        'api',
        '/repo',
      ),
      ...playwrightTimings(
        {
          config: { rootDir: '/repo/tests/e2e' },
          suites: [
            {
              title: 'blog.spec.ts',
              specs: [
                {
                  title: 'Visitors see six articles',
                  file: 'blog.spec.ts',
                  tests: [{ timeout: 30_000, results: [{ duration: 30_000, status: 'timedOut', errors: [{ message: '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\n\n' + 'line\n'.repeat(20) }] }] }],
                },
              ],
            },
          ],
        },
        'browser',
        '/repo',
      ),
    ];
    expect(formatFailures(timings)).toEqual([
      'api  tests/api/health.test.ts › answers 404',
      '    AssertionError: expected 500 to be 404',
      '        at health.test.ts:9',
      'browser  tests/e2e/blog.spec.ts › Visitors see six articles',
      '    Test timeout of 30000ms exceeded.',
      ...Array.from({ length: 5 }, () => '    line'),
    ]);
  });

  it('prints under a failed story what its page showed, from the error context Playwright wrote', () => {
    const [story] = playwrightTimings(
      {
        config: { rootDir: '/repo/tests/e2e' },
        suites: [
          {
            title: 'dispatch.spec.ts',
            specs: [
              {
                title: 'A ready order goes by post',
                file: 'dispatch.spec.ts',
                tests: [
                  {
                    timeout: 120_000,
                    results: [
                      {
                        duration: 120_000,
                        status: 'timedOut',
                        errors: [{ message: 'Test timeout of 120000ms exceeded.' }],
                        attachments: [
                          { name: 'screenshot', path: '/repo/test-results/e2e/x/test-failed-1.png' },
                          { name: 'error-context', path: '/repo/test-results/e2e/x/error-context.md' },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      'browser',
      '/repo',
    );
    expect(story!.errorContextFile).toBe('/repo/test-results/e2e/x/error-context.md');
    const errorContext = [
      '# Instructions',
      '',
      '# Error details',
      '',
      '```',
      'Test timeout of 120000ms exceeded.',
      '```',
      '',
      '# Page snapshot',
      '',
      '```yaml',
      '- heading "Order request HC-261130-ABCDE" [level=3]',
      '- paragraph: This order request no longer exists or could not be read.',
      '```',
    ].join('\n');
    const pageAtFailure = pageSnapshotOf(errorContext);
    expect(formatFailures([{ ...story!, pageAtFailure }])).toEqual([
      'browser  tests/e2e/dispatch.spec.ts › A ready order goes by post',
      '    Test timeout of 120000ms exceeded.',
      '    the page when it failed:',
      '      - heading "Order request HC-261130-ABCDE" [level=3]',
      '      - paragraph: This order request no longer exists or could not be read.',
    ]);
  });

  it('keeps a long page snapshot to its first 150 lines, and finds none where the story failed before a page opened', () => {
    const long = ['# Page snapshot', '', '```yaml', ...Array.from({ length: 200 }, (_, i) => `- text: line ${i}`), '```'].join('\n');
    const lines = pageSnapshotOf(long)!.split('\n');
    expect(lines).toHaveLength(151);
    expect(lines.at(-2)).toBe('- text: line 149');
    expect(lines.at(-1)).toBe('... (50 more lines)');
    expect(pageSnapshotOf('# Error details\n\n```\nboom\n```')).toBeUndefined();
  });

  it('reads the page a failed expect saw, which Playwright writes under the error instead of a page snapshot section', () => {
    const errorContext = ['# Error details', '', '```', 'Error: expect(locator).toBeVisible() failed', '```', '', '```yaml', '- heading "Order request X" [level=3]', '```', '', '# Test source', '', '```ts', '> 4 | await expect(page).toBe()', '```'].join('\n');
    expect(pageSnapshotOf(errorContext)).toBe('- heading "Order request X" [level=3]');
  });

  it('does not list a story that failed as it was marked to (test.fail), and lists one that passed instead', () => {
    const story = (title: string, status: string) => ({ title, file: 'public-stories.spec.ts', tests: [{ timeout: 30_000, expectedStatus: 'failed', results: [{ duration: 900, status }] }] });
    const timings = playwrightTimings(
      { config: { rootDir: '/repo/tests/e2e' }, suites: [{ title: 'public-stories.spec.ts', specs: [story('The check bites', 'failed'), story('The check no longer bites', 'passed')] }] },
      'browser',
      '/repo',
    );
    expect(formatFailures(timings)).toEqual(['browser  tests/e2e/public-stories.spec.ts › The check no longer bites', '    passed, but was expected to fail']);
  });
});
