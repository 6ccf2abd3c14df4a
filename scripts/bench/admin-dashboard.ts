/**
 * `npm run bench:admin`, against the running stack (`npm start`): the admin's lists at
 * size (issue 13). Seeds 10,000 practitioners, 50,000 order requests (for 5,000 patients),
 * 20,000 enquiries, 50,000 audit entries and 200 breaches (20 patients each) into the
 * emulators in batches (BENCH_SCALE=0.1 seeds a tenth), then in Chromium as the demo admin
 * times: navigation -> first rows and stat cards; a page turn; a filter change; a search;
 * the first rows of the orders queue, the enquiries inbox, the audit log and the breach
 * register (the queue and the register through the function, which records each page,
 * decision 063), each with the emulator's own time for the same first read beside it;
 * Patients: the finder's first screen, then a search for one of the seeded orders'
 * patients to its first rows (issue 35); the pharmacy
 * overview's first figures; the CSV export of the 10,000 practitioners; and the most bytes
 * any one request downloaded. Beside the dashboard's and the overview's first figures it
 * times the same reads made straight against the Firestore emulator with the admin SDK, so
 * what the product adds shows. Seeds and deletes with the counter triggers off, then
 * recounts (counters-around-seed.ts). Deletes what it seeded, also after a failure.
 * SITE_URL points it at another server. Figures only.
 */
import { performance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import { chromium, type Page, type Request } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Filter, getFirestore, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  ADMIN_API_PATHS,
  ADMIN_COLLECTIONS,
  BREACH_COLLECTIONS,
  BREACH_LIST_LIMIT,
  COLLECTIONS,
  COUNTER_DOCS,
  DEFAULT_SORT,
  ENQUIRY_COLLECTIONS,
  LOCAL_PROJECT_ID,
  NO_FILTERS,
  ORDER_COLLECTIONS,
  ORDER_LIST_PAGE_SIZE,
  PATIENT_COLLECTIONS,
  TIME_TO_READY_DAYS,
  counterBuckets,
  patientKey,
  practitionerListQuery,
  receivedMinutesDoc,
  sumBuckets,
  sydneyCalendarDate,
  sydneyDateAfter,
  sydneyDateOf,
  sydneyDayStart,
  sydneySameTimeDaysBefore,
} from '@pharmacy/shared';
import { latestSmsCode } from '../../tests/support/auth-emulator.ts';
import { demoAdminLogin, useEmulatorsInThisProcess } from '../stack/seed.ts';
import { CHROMIUM_PATH } from '../chromium.ts';
import { benchDocuments, benchPatient, deleteSeeded, writeSeeded, type BenchCounts } from './admin-seed.ts';
import { withoutCounterTriggers, type RecountSummary } from '../stack/counters-around-writes.ts';
import { median } from './median.ts';
import { reportQuietWait, waitForQuietStack } from './quiet-stack.ts';
import { settleAfterEachRun } from './settle.ts';
import { hasElement, hasMoreThan, shown } from './shown.ts';

/**
 * BENCH_SCALE (default 1) multiplies every count: `BENCH_SCALE=0.1 npm run bench:admin`
 * seeds a tenth (1,000 practitioners, 5,000 orders, ...) for a quick comparison.
 */
const SCALE = Number(process.env.BENCH_SCALE ?? '1');
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`BENCH_SCALE must be above 0 and at most 1, not ${process.env.BENCH_SCALE}`);
const FULL: BenchCounts = { practitioners: 10_000, orders: 50_000, enquiries: 20_000, auditEntries: 50_000, breaches: 200 };
const COUNTS = Object.fromEntries(Object.entries(FULL).map(([kind, count]) => [kind, Math.max(1, Math.round(count * SCALE))])) as unknown as BenchCounts;
/** The pages the browser reads (web: QUEUE_PAGE_SIZE for the enquiries, AUDIT_PAGE_SIZE for the log). */
const QUEUE_PAGE_SIZE = 50;
const AUDIT_PAGE_SIZE = 100;
/** What the patient search reads at most (functions: BORN_ON_READ_LIMIT, ORDERS_BY_KEY_LIMIT). */
const BORN_ON_READ_LIMIT = 2000;
const ORDERS_BY_KEY_LIMIT = 500;
/** How long one export may take before the bench reports it unfinished. */
const EXPORT_WAIT_MS = 180_000;
const RUNS = 5;
/** How long the bench looks at a page before Next. */
const READING_MS = 1_000;
const SITE_URL = process.env.SITE_URL || 'http://127.0.0.1:5000';
/** The goals of issue 13, of issue 22 for the dashboard and the overview, and of issue 35 for every list's first rows, on a 2-core machine with the emulators. */
const GOALS = { pageTurn: 300, filter: 300, search: 500, dashboard: 800, lists: 800, overview: 1000 };

const LABEL_WIDTH = 58;
function report(label: string, times: number[], goal?: number): void {
  const verdict = goal === undefined ? '' : median(times) <= goal ? `  (goal <= ${goal} ms: met)` : `  (goal <= ${goal} ms: MISSED)`;
  const each = times.length > RUNS ? `${times.length} requests, the slowest ${Math.max(...times).toFixed(0)} ms` : times.map((t) => t.toFixed(0)).join(', ');
  console.log(`${label.padEnd(LABEL_WIDTH)}${median(times).toFixed(0).padStart(6)} ms median${verdict}   [${each}]`);
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/**
 * The largest response body of any data request (the export apart), and how long the
 * Firestore emulator took over each kind of query, to tell the database's share of a
 * figure from the page's.
 */
class Downloads {
  largest = { bytes: 0, url: '' };
  exportBytes = 0;
  queryTimes = { runQuery: [] as number[], runAggregationQuery: [] as number[] };
  constructor(page: Page) {
    page.on('requestfinished', (request) => void this.record(request));
  }
  private async record(request: Request): Promise<void> {
    const url = request.url();
    const isData = url.includes(':8080/') || url.includes('/api/');
    if (!isData) return;
    const kind = url.includes(':runAggregationQuery') ? 'runAggregationQuery' : url.includes(':runQuery') ? 'runQuery' : null;
    const timing = request.timing();
    if (kind && timing.responseEnd > 0) this.queryTimes[kind].push(timing.responseEnd - Math.max(0, timing.requestStart));
    const { responseBodySize } = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    if (url.includes(ADMIN_API_PATHS.practitionersExport)) {
      this.exportBytes = Math.max(this.exportBytes, responseBodySize);
      return;
    }
    if (responseBodySize > this.largest.bytes) this.largest = { bytes: responseBodySize, url };
  }
}

async function signIn(page: Page): Promise<void> {
  const admin = demoAdminLogin();
  await page.goto(`${SITE_URL}/practitioners`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The demo admin's second factor (decision 022): the code the Auth emulator "texted".
  await page.getByText(/We texted a 6-digit code/).waitFor();
  await page.getByLabel('Code from text message').fill(await latestSmsCode(admin.phoneNumber));
  await page.getByRole('button', { name: /^Verify/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** The dashboard's first rows and its five stat cards, as the page shows them (the locators below, checked on every frame). */
const dashboardShown = () => document.querySelector('.practitioner-table tbody tr .status-cell') !== null && document.querySelectorAll('.stat-card').length > 4;

const firstRowText = (page: Page) => page.locator('.practitioner-table tbody tr').first().innerText();
const countText = (page: Page) => page.locator('.registrations-toolbar__count').innerText();

/** Resolves once `read` gives something other than `before`. */
async function changed(page: Page, read: (page: Page) => Promise<string>, before: string): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const now = await read(page).catch(() => before);
    if (now !== before && now !== '') return;
    await page.waitForTimeout(5);
  }
  throw new Error(`Nothing changed within 120 s (still "${before}")`);
}

async function benchBrowser(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page);
    const downloads = new Downloads(page);
    const settle = settleAfterEachRun(page);
    // Each run starts with nothing of the last one still being read (decision 090); the wait is not timed.
    const timedThenSettled = async (action: () => Promise<unknown>) => {
      const took = await timed(action);
      await settle();
      return took;
    };
    const firstRow = page.locator('.practitioner-table tbody tr .status-cell').first();
    const db = getFirestore(app);
    const benchStart = new Date();

    const loads: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      loads.push(await timedThenSettled(async () => {
        await page.goto(`${SITE_URL}/admin`);
        await shown(page, dashboardShown, null);
      }));
    }
    const total = await page.locator('.stat-card--total dd').textContent();
    console.log(`\n/admin in Chromium at ${SITE_URL}, Total Practitioners ${total}`);
    report('navigation -> first rows and stat cards', loads, GOALS.dashboard);
    report('  Firestore emulator, admin SDK: the same reads', await emulatorTimes(dashboardReads(db)));
    if (process.env.BENCH_WATERFALL) await printWaterfall(page, `${SITE_URL}/admin`, () => shown(page, dashboardShown, null));

    const turns: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A person reads the page before turning it; the table reads the next one meanwhile (decision 033).
      await page.waitForTimeout(READING_MS);
      const before = await firstRowText(page);
      turns.push(await timedThenSettled(async () => {
        await page.getByRole('button', { name: 'Next' }).click();
        await changed(page, firstRowText, before);
      }));
    }
    report('page turn (Next)', turns, GOALS.pageTurn);

    await page.goto(`${SITE_URL}/admin`);
    await firstRow.waitFor();
    const filters: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const before = await countText(page);
      filters.push(await timedThenSettled(async () => {
        await page.getByLabel('Status', { exact: true }).selectOption(run % 2 === 0 ? 'approved' : 'pending');
        await changed(page, countText, before);
      }));
    }
    report('filter change (Status), rows and count', filters, GOALS.filter);

    const searches: number[] = [];
    for (const text of SEARCHES) {
      await page.goto(`${SITE_URL}/admin`);
      await firstRow.waitFor({ timeout: 60_000 });
      const before = await countText(page);
      searches.push(await timedThenSettled(async () => {
        await page.getByPlaceholder('Search by name or email...').fill(text);
        await changed(page, countText, before);
      }));
    }
    report('search, rows and count (incl. the 300 ms typing pause)', searches, GOALS.search);
    // The same page and count for each search, straight on the emulator (decision 070).
    const emulatorSearches: number[] = [];
    for (const text of SEARCHES) emulatorSearches.push(await timed(searchReads(db, text)));
    report('  Firestore emulator, admin SDK: the same reads', emulatorSearches);

    const views = [
      ['orders', '.queue-table tbody tr'],
      ['enquiries', '.queue-table tbody tr'],
      ['audit-log', '.audit-log__table tbody tr'],
      ['breaches', '.breach-register tbody tr'],
    ] as const;
    for (const [view, rows] of views) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        times.push(await timedThenSettled(async () => {
          await page.goto(`${SITE_URL}/admin?view=${view}`);
          await shown(page, hasElement, rows);
        }));
      }
      report(`navigation -> first rows of ${view}`, times, view === 'breaches' ? undefined : GOALS.lists);
      report('  Firestore emulator, admin SDK: the same first read', await emulatorTimes(firstListReads(db, view)));
    }

    // Patients (decision 040): the view opens on its finder; its first rows are a search's.
    const patient = benchPatient(0);
    const [year, month, day] = patient.dateOfBirth.split('-');
    const patientForms: number[] = [];
    const patientRows: number[] = [];
    let found = '';
    for (let run = 0; run < RUNS; run += 1) {
      patientForms.push(await timedThenSettled(async () => {
        await page.goto(`${SITE_URL}/admin?view=patients`);
        await shown(page, () => [...document.querySelectorAll('label')].some((label) => label.textContent?.trim() === 'Family name'), null);
      }));
      await page.getByLabel('Family name').fill(patient.familyName);
      await page.getByLabel('Date of birth').fill(`${day}/${month}/${year}`);
      patientRows.push(await timedThenSettled(async () => {
        await page.getByRole('button', { name: 'Find patient' }).click();
        await shown(page, hasElement, '[role="region"][aria-label="Patients found"] tbody tr');
      }));
      found = await page.getByRole('region', { name: 'Patients found' }).locator('.queue-count').innerText();
    }
    report('navigation -> Patients (the finder)', patientForms, GOALS.lists);
    report(`Patients: search -> first rows (${found.replace(/\.$/, '')})`, patientRows, GOALS.lists);
    report('  Firestore emulator, admin SDK: the same reads', await emulatorTimes(patientSearchReads(db, patient.familyName, patient.dateOfBirth)));
    // One request: three counter documents and the median's read (decisions 031 and 034).
    const overview: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      overview.push(await timedThenSettled(async () => {
        await page.goto(`${SITE_URL}/admin?view=pharmacy`);
        await shown(page, hasElement, '.overview-figure', 120_000);
      }));
    }
    report('Pharmacy overview: navigation -> first figures', overview, GOALS.overview);
    report('  Firestore emulator, admin SDK: the same reads', await emulatorTimes(await overviewReads(db)));

    await page.goto(`${SITE_URL}/admin?view=orders`);
    await page.locator('.queue-table tbody tr').first().waitFor();
    console.log(`(orders: ${COUNTS.orders.toLocaleString('en-AU')} seeded; access entries written while the bench ran: ${await accessEntriesSince(db, benchStart)})`);
    const loadMore: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const rows = await page.locator('.queue-table tbody tr').count();
      loadMore.push(await timedThenSettled(async () => {
        await page.getByRole('button', { name: 'Load more' }).click();
        await shown(page, hasMoreThan, ['.queue-table tbody tr', rows] as const);
      }));
    }
    report('orders: Load more (50 more)', loadMore, GOALS.pageTurn);
    report('  Firestore emulator, admin SDK: the same read', await emulatorTimes(ordersAfterFirstPage(db)));

    // The whole list, unfiltered: every seeded practitioner (and the stack's own few).
    await page.goto(`${SITE_URL}/admin`);
    await firstRow.waitFor({ timeout: 120_000 });
    const exportTimes: number[] = [];
    let lines = 0;
    try {
      for (let run = 0; run < 3; run += 1) {
        exportTimes.push(await timed(async () => {
          const download = page.waitForEvent('download', { timeout: EXPORT_WAIT_MS });
          await page.getByRole('button', { name: 'Export CSV' }).click();
          const file = await download;
          lines = (await readFile((await file.path()) ?? '', 'utf8')).split('\r\n').length - 2;
        }));
      }
      report(`CSV export of ${lines.toLocaleString('en-AU')} practitioners (click -> file saved)`, exportTimes);
    } catch (error) {
      // The other figures still print.
      console.log(`CSV export: not saved within ${EXPORT_WAIT_MS / 1000} s (${exportTimes.length} of 3 runs finished: ${exportTimes.map((ms) => `${ms.toFixed(0)} ms`).join(', ') || 'none'}): ${(error as Error).message.split('\n')[0]}`);
    }
    await page.waitForTimeout(500); // the last response's sizes are reported after it finishes
    console.log(`${'the export file'.padEnd(LABEL_WIDTH)}${(downloads.exportBytes / 1024).toFixed(0).padStart(6)} KiB`);
    report('  Firestore emulator: one page or list read (runQuery)', downloads.queryTimes.runQuery);
    report('  Firestore emulator: one count (runAggregationQuery)', downloads.queryTimes.runAggregationQuery);
    console.log(`${'most bytes one other request downloaded'.padEnd(LABEL_WIDTH)}${(downloads.largest.bytes / 1024).toFixed(1).padStart(6)} KiB   ${downloads.largest.url.slice(0, 110)}`);
  } finally {
    await browser.close();
  }
}

/**
 * BENCH_WATERFALL=1: one more load of `url`, and every request it made from the page's own
 * Resource Timing, in ms after the navigation started, with the moment `ready` resolved:
 * which chunks load before the first query, and what waits on what (decision 073).
 */
async function printWaterfall(page: Page, url: string, ready: () => Promise<unknown>): Promise<void> {
  await page.goto(url);
  await ready();
  const { entries, readyAt } = await page.evaluate(() => ({
    readyAt: performance.now(),
    entries: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  }));
  console.log(`  one load of ${url}: ready at ${readyAt.toFixed(0)} ms; its requests (start-end, ms after navigation):`);
  for (const { name, start, end } of entries) {
    const { pathname, search } = new URL(name);
    const what = pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : `${pathname.split('/').slice(-2).join('/')}${search.includes('key=') ? '' : search}`.slice(0, 90);
    console.log(`    ${start.toFixed(0).padStart(5)}-${end.toFixed(0).padEnd(5)} ${what}`);
  }
}

/** How many audit entries recording admin list reads (decision 063) were written since `since`. */
async function accessEntriesSince(db: Firestore, since: Date): Promise<number> {
  const actions = ['access.order-list', 'access.breach-list'];
  return (await db.collection(ADMIN_COLLECTIONS.auditLog).where('action', 'in', actions).where('at', '>=', since).count().get()).data().count;
}

/** Times `reads` RUNS times straight against the Firestore emulator. */
async function emulatorTimes(reads: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await timed(reads));
  return times;
}

/** What the dashboard reads first: the practitioners' counter and the table's first page (51 rows). */
function dashboardReads(db: Firestore): () => Promise<unknown> {
  return () =>
    Promise.all([
      db.collection(COLLECTIONS.counters).doc(COUNTER_DOCS.practitioners).get(),
      db.collection(COLLECTIONS.users).where('role', '==', 'practitioner').orderBy('createdAt', 'desc').limit(51).get(),
    ]);
}

/** Each list's first read, as the function or the browser makes it: its first page, newest first (the count apart). */
function firstListReads(db: Firestore, view: 'orders' | 'enquiries' | 'audit-log' | 'breaches'): () => Promise<unknown> {
  const [collection, field, size] = {
    orders: [ORDER_COLLECTIONS.orderRequests, 'createdAt', ORDER_LIST_PAGE_SIZE],
    enquiries: [ENQUIRY_COLLECTIONS.enquiries, 'createdAt', QUEUE_PAGE_SIZE],
    'audit-log': [ADMIN_COLLECTIONS.auditLog, 'at', AUDIT_PAGE_SIZE],
    breaches: [BREACH_COLLECTIONS.breaches, 'foundAt', BREACH_LIST_LIMIT],
  }[view] as [string, string, number];
  return () => db.collection(collection).orderBy(field, 'desc').limit(size).get();
}

/** The orders queue's second page, as the function reads it for Load more: the cursor's document, then the page after it. */
function ordersAfterFirstPage(db: Firestore): () => Promise<unknown> {
  const orders = db.collection(ORDER_COLLECTIONS.orderRequests);
  return async () => {
    const first = await orders.orderBy('createdAt', 'desc').limit(ORDER_LIST_PAGE_SIZE).select().get();
    const last = first.docs.at(-1);
    if (!last) return;
    const cursor = await orders.doc(last.id).get();
    await orders.orderBy('createdAt', 'desc').startAfter(cursor).limit(ORDER_LIST_PAGE_SIZE).get();
  };
}

/** What POST /api/patient-search reads (decision 040): the patients born that day and the orders naming the name and date, together. */
function patientSearchReads(db: Firestore, familyName: string, dateOfBirth: string): () => Promise<unknown> {
  return () =>
    Promise.all([
      db.collection(PATIENT_COLLECTIONS.patients).where('dateOfBirth', '==', dateOfBirth).limit(BORN_ON_READ_LIMIT).get(),
      db.collection(ORDER_COLLECTIONS.orderRequests).where('patientKeys', 'array-contains', patientKey(familyName, dateOfBirth)).limit(ORDERS_BY_KEY_LIMIT).get(),
    ]);
}

/** What the bench types into the practitioner search: a family name, a given name, an e-mail, a full name. */
const SEARCHES = ['smi', 'chloe', 'practitioner-77', 'ngu', 'grace w'];

/**
 * What the table reads for a search (decision 070): its first page (51 rows, newest first)
 * and its count, with the shared list query's prefix ranges, together as the browser asks.
 */
function searchReads(db: Firestore, text: string): () => Promise<unknown> {
  const list = practitionerListQuery({ ...NO_FILTERS, search: text }, DEFAULT_SORT);
  if (!list) throw new Error(`No query for the search "${text}"`);
  let filtered: Query = db.collection(COLLECTIONS.users);
  for (const { field, op, value } of list.conditions) filtered = filtered.where(field, op, value);
  if (list.anyOf) filtered = filtered.where(Filter.or(...list.anyOf.map((group) => Filter.and(...group.map(({ field, op, value }) => Filter.where(field, op, value))))));
  let page = filtered;
  for (const field of [list.orderBy.field, ...(list.thenBy ?? [])]) page = page.orderBy(field, list.orderBy.direction);
  return () => Promise.all([page.limit(51).get(), filtered.count().get()]);
}

/** What GET /api/pharmacy-overview reads: three counter documents, then the median's one or two orders. */
async function overviewReads(db: Firestore): Promise<() => Promise<unknown>> {
  const now = Date.now();
  const today = sydneyCalendarDate(now);
  const counters = db.collection(COLLECTIONS.counters);
  const documents = [COUNTER_DOCS.orderRequests, COUNTER_DOCS.enquiries, receivedMinutesDoc(sydneyDateOf(new Date(sydneySameTimeDaysBefore(now, 7))))].map((id) => counters.doc(id));
  const since = new Date(sydneyDayStart(today, 1 - TIME_TO_READY_DAYS));
  const madeReady = sumBuckets(counterBuckets((await documents[0]!.get()).get('madeReadyOn')), sydneyDateAfter(today, 1 - TIME_TO_READY_DAYS), sydneyDateAfter(today, 0));
  return async () => {
    await db.getAll(...documents);
    if (madeReady === 0) return;
    await db
      .collection(ORDER_COLLECTIONS.orderRequests)
      .where('readyAt', '>=', since)
      .orderBy('minutesToReady')
      .offset(Math.floor((madeReady - 1) / 2))
      .limit(madeReady % 2 === 1 ? 1 : 2)
      .select('minutesToReady')
      .get();
  };
}

function reportRecount(after: string, { seconds, written, unsettled }: RecountSummary): void {
  console.log(`counters recounted after ${after} (triggers off meanwhile) in ${seconds.toFixed(1)} s: ${written} written${unsettled > 0 ? `, ${unsettled} still moving` : ''}`);
}

useEmulatorsInThisProcess();
const PROJECT_ID = process.env.STACK_PROJECT_ID || LOCAL_PROJECT_ID;
const app = initializeApp({ projectId: PROJECT_ID }, 'admin-dashboard-bench');
const db = getFirestore(app);
try {
  const seeding = await withoutCounterTriggers(PROJECT_ID, async () => {
    await deleteSeeded(db); // Left over by an interrupted run.
    const documents = benchDocuments(db, COUNTS, Date.now());
    for (const [kind, seeded] of Object.entries(documents)) {
      const start = performance.now();
      await writeSeeded(db, seeded);
      console.log(`seeded ${seeded.length.toLocaleString('en-AU')} ${kind} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
  });
  reportRecount('seeding', seeding.recount);
  reportQuietWait('seeding', await waitForQuietStack());
  await benchBrowser();
} finally {
  const start = performance.now();
  const { result: removed, recount } = await withoutCounterTriggers(PROJECT_ID, () => deleteSeeded(db));
  reportRecount('deleting what was seeded', recount);
  console.log(`deleted ${removed.toLocaleString('en-AU')} seeded documents in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  await deleteApp(app);
}
