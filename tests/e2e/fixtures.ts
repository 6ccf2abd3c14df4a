/**
 * `test` for every story: each page a test shows is checked with axe against
 * WCAG 2.1 A and AA. Stories call expectAccessible(page) after each navigation;
 * the fixture also checks the page a test ends on, so no story can forget it,
 * and fails any story whose page threw an uncaught error or broke the page's
 * Content-Security-Policy (so every story proves the policy lets the app work).
 *
 * axe runs once per page state, not once per visit: a state this worker has
 * already found clean (the same address, window size and document) is not
 * scanned again. A scan takes seconds on a busy machine, and many stories pass
 * through the same pages (Home, the login page). axe-core is put into a document
 * once, and stays there for the scans after a client-side navigation (decision 098).
 */
import { createHash } from 'node:crypto';
import axe from 'axe-core';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { STACK_PORTS } from '../../scripts/stack/ports.ts';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const checked = new WeakMap<Page, string>();

/** Page states this worker has scanned and found without violations (see pageState). */
const foundAccessible = new Set<string>();

/**
 * What an axe result depends on: the address, the window size and the whole
 * document as it stands (every element, attribute and text; the styles come from
 * the same build). Any change to what the page shows makes a new state.
 */
async function pageState(page: Page): Promise<string> {
  const state = await page.evaluate(() =>
    JSON.stringify([location.href, window.innerWidth, window.innerHeight, document.documentElement.outerHTML]),
  );
  return createHash('sha256').update(state).digest('hex');
}

/** Fails with one readable line per violation and the elements concerned. */
export async function expectAccessible(page: Page): Promise<void> {
  // Check the page as users see it, not half-rendered.
  await page.waitForLoadState('load');
  const state = await pageState(page);
  if (!foundAccessible.has(state)) {
    await scan(page);
    // Remembered only when the page held still during the scan, so the scan saw that state.
    if ((await pageState(page)) === state) foundAccessible.add(state);
  }
  checked.set(page, page.url());
}

async function scan(page: Page): Promise<void> {
  // axe-core's own run in the page, every rule of the four tags. It is put into the document
  // once: the page keeps it across client-side navigations, where @axe-core/playwright sent
  // the whole source (half a megabyte) twice per scan, which was half of each scan's time.
  // Only the document is scanned, not frames: the one frame on our pages is the Google map,
  // another site's, not ours to fix (and axe would wait for an answer from it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
        .then((results) => results.violations),
    WCAG_21_AA,
  );
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} - ${violation.helpUrl}\n` +
      violation.nodes
        .map((node) => `  at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`)
        .join('\n'),
  );
  expect(report, `Accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Starts collecting the page's Content-Security-Policy violations: Chromium reports each
 * blocked load or inline script on the console ("... violates the following Content
 * Security Policy directive ...").
 */
export function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The Hosting emulator's port: the prerendered pages and their assets. Every other port of the stack holds or serves its data. */
const HOSTING_PORT = STACK_PORTS['Hosting emulator (the site)'];
const DATA_PORTS = new Set(Object.values(STACK_PORTS).filter((port) => port !== HOSTING_PORT).map(String));

/** A request that reaches the stack's data: any `/api` path, or an emulator or stand-in other than Hosting. */
export function reachesStackData(url: string): boolean {
  const { pathname, port } = new URL(url);
  return pathname === '/api' || pathname.startsWith('/api/') || DATA_PORTS.has(port);
}

export const test = base.extend<{
  accessibleFinalPage: void;
  publicStoryReachesNoData: void;
  noPageErrors: void;
  noPolicyViolations: void;
  /** Set with test.use() by stories that provoke a violation on purpose. */
  expectPolicyViolations: boolean;
}>({
  expectPolicyViolations: [false, { option: true }],
  // An uncaught error in the page (a crash, or a prerendered page that does not hydrate
  // cleanly: React error 418) fails the story, even when the screen looks right.
  // The public pages' stories run beside the API suite (decision 099): one that reaches the
  // stack's data (an enquiry, a sign-in) would meet the API tests' writes, and they its own.
  publicStoryReachesNoData: [
    async ({ page }, use, testInfo) => {
      if (testInfo.project.name !== 'public') return use();
      const reached: string[] = [];
      page.on('request', (request) => {
        if (reachesStackData(request.url())) reached.push(`${request.method()} ${request.url().replace(/\?.*/, '')}`);
      });
      await use();
      expect(reached, 'A public pages\u2019 story reached the stack\u2019s data: take its file out of PUBLIC_STORIES (playwright.config.ts, decision 099)').toEqual([]);
    },
    { auto: true },
  ],
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, `Uncaught errors on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
  noPolicyViolations: [
    async ({ page, expectPolicyViolations }, use) => {
      const violations = collectPolicyViolations(page);
      await use();
      if (expectPolicyViolations) return;
      expect(violations, `Content-Security-Policy violations on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
  accessibleFinalPage: [
    async ({ page }, use, testInfo) => {
      await use();
      await checkFinalPage(page, testInfo);
    },
    { auto: true },
  ],
});

/** The page a story ends on is accessible (after the test and its afterEach hooks, or from afterEachStory). */
async function checkFinalPage(page: Page, testInfo: TestInfo): Promise<void> {
  // A story that already failed is reported for its own reason.
  const failedAlready = testInfo.status !== 'passed';
  const visitedAnything = page.url() !== 'about:blank';
  if (failedAlready || !visitedAnything || page.isClosed() || checked.get(page) === page.url()) return;
  await test.step('the final page is accessible', () => expectAccessible(page));
}

/**
 * test.afterEach for clean-up that changes what the page shows: deleting the signed-in
 * test user signs the page out and sends it elsewhere. Hooks run before the fixtures'
 * own checks, so this checks the page the story ended on first, as the story left it,
 * and closes it: nothing the clean-up sets off in it counts against the story.
 */
export function afterEachStory(cleanUp: () => Promise<unknown>): void {
  test.afterEach(async ({ page }, testInfo) => {
    try {
      await checkFinalPage(page, testInfo);
      await page.close();
    } finally {
      await cleanUp();
    }
  });
}

export { expect };
