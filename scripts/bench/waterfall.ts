/**
 * An opt-in request waterfall for a bench (BENCH_WATERFALL=1): every request a page makes
 * from one navigation, with its start and end in ms from the navigation, so it shows when
 * a screen's first Firestore read starts and what it waited for (issue 35, decision 086).
 * Print only: it never fails on a time.
 */
import type { Page, Request } from '@playwright/test';

export const WATERFALL_WANTED = process.env.BENCH_WATERFALL === '1';

interface Row {
  url: string;
  method: string;
  start: number;
  end: number | null;
  failed: boolean;
}

/** A short name for a request: its port and path, or the Firestore call it makes. */
export function shortUrl(url: string): string {
  const parsed = new URL(url);
  const firestore = /\/documents(?:\/(.*?))?:(runQuery|batchGet|commit|runAggregationQuery)/.exec(parsed.pathname);
  if (firestore) return `firestore ${firestore[2]} ${firestore[1] ?? ''}`.trim();
  const document = /\/documents\/(.+)$/.exec(parsed.pathname);
  if (document) return `firestore get ${document[1]}`;
  const path = parsed.pathname.length > 60 ? `...${parsed.pathname.slice(-57)}` : parsed.pathname;
  return `${parsed.port}${path}`;
}

/**
 * Starts recording `page`'s requests; call before the navigation. The returned function stops
 * it and prints the table, with when the bench saw what it waited for (ms), if given.
 */
export function recordWaterfall(page: Page, title: string): (shownAfter?: number) => void {
  const navigatedAt = Date.now();
  const rows = new Map<Request, Row>();
  const onRequest = (request: Request) => {
    rows.set(request, { url: request.url(), method: request.method(), start: Date.now() - navigatedAt, end: null, failed: false });
  };
  const onDone = (failed: boolean) => (request: Request) => {
    const row = rows.get(request);
    if (!row) return;
    const timing = request.timing();
    // The browser's own clock when it has one; the event's arrival otherwise.
    row.start = timing.startTime > 0 ? timing.startTime - navigatedAt : row.start;
    row.end = timing.responseEnd >= 0 ? row.start + timing.responseEnd : Date.now() - navigatedAt;
    row.failed = failed;
  };
  const finished = onDone(false);
  const failed = onDone(true);
  page.on('request', onRequest);
  page.on('requestfinished', finished);
  page.on('requestfailed', failed);
  return (shownAfter) => {
    page.off('request', onRequest);
    page.off('requestfinished', finished);
    page.off('requestfailed', failed);
    printWaterfall(title, [...rows.values()], shownAfter);
  };
}

function printWaterfall(title: string, rows: Row[], shownAfter: number | undefined): void {
  const sorted = rows.sort((a, b) => a.start - b.start);
  const firstRead = sorted.find((row) => row.url.includes(':runQuery'));
  console.log(`\nWaterfall: ${title} (${sorted.length} requests, ms from navigation)`);
  for (const row of sorted) {
    const end = row.end === null ? 'open' : row.end.toFixed(0);
    console.log(`  ${row.start.toFixed(0).padStart(6)} -> ${end.padStart(6)}  ${row.method.padEnd(4)} ${shortUrl(row.url)}${row.failed ? '  (failed)' : ''}`);
  }
  console.log(firstRead ? `  first Firestore query started at ${firstRead.start.toFixed(0)} ms` : '  no Firestore query');
  if (shownAfter !== undefined) console.log(`  shown at ${shownAfter.toFixed(0)} ms`);
}
