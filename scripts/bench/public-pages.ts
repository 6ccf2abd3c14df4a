/**
 * `npm run bench:public`: builds the site and the function (build:local, as a stack
 * it starts needs both), then for every prerendered public page
 * prints the brotli size of the JavaScript and CSS it loads and its Lighthouse
 * scores (mobile, simulated throttling), against the Hosting emulator.
 *
 * Targets (issue #3, issue 35 part 4): performance >= 95; accessibility, best practices
 * and SEO 100; Largest Contentful Paint <= 1.2 s and Total Blocking Time <= 50 ms on
 * Lighthouse mobile; at most 60 KB of JavaScript (brotli). Each figure says beside it
 * whether it met its goal ("met" or "MISSED"; scores missing theirs are marked "!").
 * Reuses a stack already running on :5000 (e.g. `npm start`); otherwise starts one.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../chromium.ts';
import { ROOT } from '../local-tools.ts';
import { buildForBench } from './bench-build.ts';
import { SITE_URL, startStack, type RunningStack } from '../stack/start-stack.ts';
import { brotliBytes, publicPaths } from './public-js-sizes.ts';

const KB = 1000;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, jsKb: 60, lcpS: 1.2, tbtMs: 50 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function siteIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${SITE_URL}/api/health`)).ok;
  } catch {
    return false;
  }
}

const brotliSizes = new Map<string, number>();
async function brotliSize(assetPath: string): Promise<number> {
  const cached = brotliSizes.get(assetPath);
  if (cached !== undefined) return cached;
  const size = brotliBytes(await readFile(join(ROOT, 'web/dist', assetPath)));
  brotliSizes.set(assetPath, size);
  return size;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

interface PageResult {
  path: string;
  jsKb: number;
  cssKb: number;
  /** Largest Contentful Paint, seconds, and Total Blocking Time, milliseconds (Lighthouse's simulated phone). */
  lcpS: number;
  tbtMs: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
}

async function measure(path: string, port: number): Promise<PageResult> {
  const result = await lighthouse(`${SITE_URL}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  // What the page really loaded (lazy chunks included), measured as brotli from the build.
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  let js = 0;
  let css = 0;
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== SITE_URL || !url.pathname.startsWith('/assets/')) continue;
    if (request.resourceType === 'Script') js += await brotliSize(url.pathname);
    if (request.resourceType === 'Stylesheet') css += await brotliSize(url.pathname);
  }
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    jsKb: js / KB,
    cssKb: css / KB,
    lcpS: audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
  };
}

const goalMet = (result: PageResult) => ({
  js: result.jsKb <= TARGETS.jsKb,
  lcp: result.lcpS <= TARGETS.lcpS,
  tbt: result.tbtMs <= TARGETS.tbtMs,
});

function row(result: PageResult): string {
  const flag = (ok: boolean) => (ok ? ' ' : '!');
  const said = (ok: boolean) => (ok ? ' met   ' : ' MISSED');
  const met = goalMet(result);
  const cells = [
    result.path.padEnd(46),
    `${result.jsKb.toFixed(1).padStart(6)}${said(met.js)}`,
    result.cssKb.toFixed(1).padStart(6),
    `${result.lcpS.toFixed(2).padStart(6)}${said(met.lcp)}`,
    `${Math.round(result.tbtMs).toString().padStart(5)}${said(met.tbt)}`,
    ...CATEGORIES.map((id) => `${String(result.scores[id]).padStart(5)}${flag(result.scores[id] >= TARGETS[id])}`),
  ];
  return cells.join(' ');
}

await buildForBench();

let stack: RunningStack | undefined;
if (!(await siteIsUp())) {
  stack = await startStack({ dataDir: null });
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  // chrome-launcher's Ctrl-C handler kills Chrome and exits at once, which would
  // leave a stack we started running; startStack's handler exits once it has stopped.
  handleSIGINT: !stack,
});
if (stack) for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => chrome.kill());
try {
  const paths = await publicPaths(join(ROOT, 'web/dist'));
  console.log('\nPublic pages: JS and CSS loaded (KB, brotli q11; a form\'s island counts once Lighthouse loads it), LCP (s), TBT (ms) and scores, Lighthouse mobile');
  const header = ['page'.padEnd(46), 'JS'.padStart(13), 'CSS'.padStart(6), 'LCP'.padStart(13), 'TBT'.padStart(12)];
  console.log(`${header.join(' ')} ${' perf'} ${'  a11y'} ${'   bp'} ${'  seo'}`);
  const results: PageResult[] = [];
  for (const path of paths) {
    const result = await measure(path, chrome.port);
    results.push(result);
    console.log(row(result));
  }
  const misses = results.filter((result) => {
    const met = goalMet(result);
    return !met.js || !met.lcp || !met.tbt || CATEGORIES.some((id) => result.scores[id] < TARGETS[id]);
  });
  console.log(
    `\nGoals: LCP <= ${TARGETS.lcpS} s, TBT <= ${TARGETS.tbtMs} ms, JS <= ${TARGETS.jsKb} KB, perf >= ${TARGETS.performance}, ` +
      `a11y/bp/seo = 100. ${results.length - misses.length} of ${results.length} pages meet all of them.`,
  );
} finally {
  chrome.kill();
  await stack?.stop();
}
