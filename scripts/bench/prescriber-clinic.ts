/**
 * `npm run bench:prescriber`, against the running stack (`npm start`): a busy clinic's portal
 * (issue 35 part 3). Creates a prescriber, a veterinarian of the same clinic and 3 staff
 * members linked to the prescriber (tests/support/users.ts), and seeds 2,000 patients, the
 * vet's 500 animals, 10,000 order requests over three years (200 of them the first order of
 * a course, with its supplies) and 50 drafts prepared by the staff (BENCH_SCALE=0.1 seeds a
 * tenth), with the counter triggers off and the recount after (counters-around-writes.ts).
 * Then, in Chromium, 5 cold runs of each (a fresh browser context, signed in on the login
 * page, the landing page's reads let finish, then a full page load timed from navigation to
 * what the prescriber sees; decision 091):
 *   New order ready to type: the catalogue's conditions, the favourites and protocols, and
 *     the patient finder's box;
 *   a patient found by name: typing the start of a family name -> the matching patients
 *     (the finder's 250 ms pause for typing included, and printed without it);
 *   My Requests' first rows; To sign's first draft; a patient's course (a click on the
 *     patient in Patients -> the course's first entry).
 * Beside each it times the same reads straight against the Firestore emulator with the
 * admin SDK, so what the product adds shows. The three screens opened by a page load are
 * timed twice: with the portal's code the sign-in fetched (as on any visit after the first;
 * the goals are judged on these), and as a first visit, with the browser's cache emptied
 * after signing in (printed beside, no goal). Deletes what it seeded and the accounts,
 * also after a failure. SITE_URL points it at another server. BENCH_WATERFALL=1 prints the
 * requests of My Requests' and To sign's first runs (waterfall.ts). Figures only: a missed goal is marked,
 * never a failure.
 */
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Filter, getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  COURSE_PAGE_SIZE,
  FAVOURITE_COLLECTIONS,
  FAVOURITE_LIMITS,
  LOCAL_PROJECT_ID,
  MY_REQUESTS_PAGE_SIZE,
  ORDER_COLLECTIONS,
  ORDER_DRAFT_COLLECTION,
  PATIENT_COLLECTIONS,
  PATIENT_SEARCH_LIMIT,
  ROUTES,
  patientLabel,
  patientSearchQuery,
  patientSearchTerm,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { useEmulatorsInThisProcess } from '../stack/seed.ts';
import { CHROMIUM_PATH } from '../chromium.ts';
import { withoutCounterTriggers, type RecountSummary } from '../stack/counters-around-writes.ts';
import { createPrescriber, createStaffMember, deleteTestUsers, type TestUser } from '../../tests/support/users.ts';
import { closeAdmin } from '../../tests/support/admin.ts';
import { CLINIC_BENCH_MARKER, clinicDocuments, deleteClinic, writeClinic, type ClinicCounts, type ClinicPeople } from './prescriber-seed.ts';
import { median } from './median.ts';
import { reportQuietWait, waitForQuietStack } from './quiet-stack.ts';
import { hasElement, shown } from './shown.ts';
import { settleAfterEachRun } from './settle.ts';
import { WATERFALL_WANTED, recordWaterfall } from './waterfall.ts';

/** BENCH_SCALE (default 1) multiplies every count but the staff's: `BENCH_SCALE=0.1 npm run bench:prescriber`. */
const SCALE = Number(process.env.BENCH_SCALE ?? '1');
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`BENCH_SCALE must be above 0 and at most 1, not ${process.env.BENCH_SCALE}`);
const FULL: ClinicCounts = { people: 2_000, animals: 500, orders: 10_000, courses: 200, drafts: 50 };
const COUNTS = Object.fromEntries(Object.entries(FULL).map(([kind, count]) => [kind, Math.max(5, Math.round(count * SCALE))])) as unknown as ClinicCounts;
const STAFF = ['Nina Patel', 'Omar Haddad', 'Ruth Kelly'];
const RUNS = 5;
const SITE_URL = process.env.SITE_URL || 'http://127.0.0.1:5000';
/** The finder's pause after the last keystroke (web/src/features/patients/components/patient-finder.tsx). */
const TYPING_PAUSE_MS = 250;
/** The goals of issue 35 part 3, on a 2-core machine with the emulators. */
const GOALS = { newOrder: 1000, finder: 300, myRequests: 800, toSign: 500, course: 500 };

const LABEL_WIDTH = 62;
function report(label: string, times: number[], goal?: number): void {
  const verdict = goal === undefined ? '' : median(times) <= goal ? `  (goal <= ${goal} ms: met)` : `  (goal <= ${goal} ms: MISSED)`;
  console.log(`${label.padEnd(LABEL_WIDTH)}${median(times).toFixed(0).padStart(6)} ms median${verdict}   [${times.map((t) => t.toFixed(0)).join(', ')}]`);
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/** Times `reads` RUNS times straight against the Firestore emulator. */
async function emulatorTimes(reads: (run: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await timed(() => reads(run)));
  return times;
}

const dashboard = (view: string) => `${SITE_URL}${ROUTES.dashboard}?view=${view}`;

const settlers = new WeakMap<Page, () => Promise<void>>();

/** Closes a run's context once nothing it asked for is still being read (decision 090), so the next run starts on a quiet emulator. */
async function closeWhenSettled(page: Page): Promise<void> {
  await settlers.get(page)?.();
  await page.context().close();
}

/** What the browser keeps before a timed page load: the code the sign-in fetched, or nothing (a first visit). */
type CodeCache = 'kept' | 'emptied';

/**
 * A fresh browser context (no session), signed in as `user` on the login page and landed on
 * the dashboard with the network idle (decision 091): a timed load never competes with the
 * landing page's reads and files, which the emulators would go on serving after the browser
 * had left. (Not the settle wait: one of the landing's requests is sometimes never reported
 * finished.) `emptied` then empties the browser's cache, so the timed load fetches every file.
 */
async function coldPage(browser: Browser, user: TestUser, cache: CodeCache = 'kept'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  settlers.set(page, settleAfterEachRun(page));
  await page.goto(`${SITE_URL}${ROUTES.practitioners}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === ROUTES.dashboard, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  if (cache === 'emptied') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  return page;
}

/** New order can be typed into: the conditions listed, the favourites and protocols read, the finder's box shown. */
async function newOrderReady(page: Page): Promise<void> {
  await shown(
    page,
    () => {
      const shortcuts = document.querySelector('.order-shortcuts');
      if (!shortcuts || /Loading (favourites|protocols)/.test(shortcuts.textContent ?? '')) return false;
      const labels = [...document.querySelectorAll('label')];
      const condition = document.getElementById(labels.find((label) => label.textContent?.trim() === 'Condition')?.htmlFor ?? '');
      const finder = document.getElementById(labels.find((label) => label.textContent?.trim() === 'Find a patient')?.htmlFor ?? '');
      return condition instanceof HTMLSelectElement && condition.options.length > 1 && finder !== null;
    },
    null,
  );
}

/** What the bench types into the finder: the start of a family name, of a given name, a full name. */
function searchesFor(patients: readonly PatientSnapshot[]): string[] {
  return Array.from({ length: RUNS }, (_, run) => {
    const patient = patients[(run * 37) % patients.length] as PatientSnapshot;
    if (run % 3 === 0) return patient.familyName.slice(0, 3);
    if (run % 3 === 1) return patient.animal ? patient.animal.name.slice(0, 3) : patient.givenName.slice(0, 4);
    return `${patient.givenName} ${patient.familyName.slice(0, 2)}`;
  });
}

/** Types `text` into the finder and resolves once the matching patients show. */
/** Each search's Firestore query as the browser timed it: how long after the typing it was asked, and how long it took. */
const finderQueries: { asked: number; took: number }[] = [];

async function findPatient(page: Page, scope: ReturnType<Page['locator']> | Page, text: string): Promise<number> {
  const typedAt = Date.now();
  const onFinished = (request: Request) => {
    if (!request.url().includes(':runQuery')) return;
    const timing = request.timing();
    finderQueries.push({ asked: timing.startTime - typedAt, took: timing.responseEnd });
  };
  page.on('requestfinished', onFinished);
  try {
    return await timed(async () => {
      await scope.getByLabel('Find a patient').fill(text);
      await shown(page, hasElement, 'ul[aria-label="Matching patients"] button');
    });
  } finally {
    page.off('requestfinished', onFinished);
  }
}

interface Figures {
  newOrder: number[];
  finder: number[];
  myRequests: number[];
  toSign: number[];
  course: number[];
  animalFinder: number[];
}

/** The screens a page load opens, as a first visit (the browser's cache emptied). */
interface FirstVisitFigures {
  newOrder: number[];
  myRequests: number[];
  toSign: number[];
}

const PAGE_LOADS = {
  newOrder: { view: 'new-order', ready: newOrderReady },
  myRequests: { view: 'requests', ready: (page: Page) => shown(page, hasElement, '[aria-label="My requests"] > li') },
  toSign: {
    view: 'to-sign',
    ready: (page: Page) => shown(page, () => [...document.querySelectorAll('a')].some((link) => link.textContent?.startsWith('Open to sign')), null),
  },
} as const;

/** One page load of a screen, timed from navigation to what the prescriber sees. */
function timedLoad(page: Page, screen: keyof typeof PAGE_LOADS): Promise<number> {
  const { view, ready } = PAGE_LOADS[screen];
  return timed(async () => {
    await page.goto(dashboard(view));
    await ready(page);
  });
}

async function benchBrowser(prescriber: TestUser, vet: TestUser, seeded: ReturnType<typeof clinicDocuments>): Promise<{ figures: Figures; firstVisits: FirstVisitFigures }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures: Figures = { newOrder: [], finder: [], myRequests: [], toSign: [], course: [], animalFinder: [] };
  const firstVisits: FirstVisitFigures = { newOrder: [], myRequests: [], toSign: [] };
  const searches = searchesFor(seeded.people);
  const animalSearches = searchesFor(seeded.animals);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      let page = await coldPage(browser, prescriber);
      figures.newOrder.push(await timedLoad(page, 'newOrder'));
      figures.finder.push(await findPatient(page, page, searches[run] ?? 'smi'));
      await closeWhenSettled(page);

      page = await coldPage(browser, prescriber);
      let printWaterfall = WATERFALL_WANTED && run === 0 ? recordWaterfall(page, "My Requests' first rows, run 1") : undefined;
      figures.myRequests.push(await timedLoad(page, 'myRequests'));
      printWaterfall?.(figures.myRequests.at(-1));
      await closeWhenSettled(page);

      page = await coldPage(browser, prescriber);
      printWaterfall = WATERFALL_WANTED && run === 0 ? recordWaterfall(page, "To sign's first draft, run 1") : undefined;
      figures.toSign.push(await timedLoad(page, 'toSign'));
      printWaterfall?.(figures.toSign.at(-1));
      await closeWhenSettled(page);

      for (const screen of ['newOrder', 'myRequests', 'toSign'] as const) {
        page = await coldPage(browser, prescriber, 'emptied');
        firstVisits[screen].push(await timedLoad(page, screen));
        await closeWhenSettled(page);
      }

      page = await coldPage(browser, prescriber);
      const patient = seeded.coursePatients[(run * 13) % seeded.coursePatients.length] as PatientSnapshot;
      await page.goto(dashboard('patients'));
      await page.getByLabel('Find a patient').fill(`${patient.familyName} ${patient.givenName}`);
      const choose = page.getByRole('button', { name: patientLabel(patient) }).first();
      await choose.waitFor({ timeout: 60_000 });
      figures.course.push(await timed(async () => {
        await choose.click();
        await shown(page, hasElement, 'section[aria-label="Course"] li');
      }));
      await closeWhenSettled(page);

      page = await coldPage(browser, vet);
      await page.goto(dashboard('new-order'));
      await newOrderReady(page);
      figures.animalFinder.push(await findPatient(page, page, animalSearches[run] ?? 'rex'));
      await closeWhenSettled(page);
    }
  } finally {
    await browser.close();
  }
  return { figures, firstVisits };
}

/** The patient finder's query as the browser asks it, on the admin SDK. */
function finderReads(db: Firestore, prescriberId: string, typed: string): Promise<unknown> {
  const search = patientSearchQuery(prescriberId, patientSearchTerm(typed));
  let query = db
    .collection(PATIENT_COLLECTIONS.patients)
    .where('prescriberId', '==', search.prescriberId)
    .where(Filter.or(...search.anyOf.map(({ field, start, end }) => Filter.and(Filter.where(field, '>=', start), Filter.where(field, '<', end)))));
  for (const field of search.orderBy) query = query.orderBy(field);
  return query.limit(PATIENT_SEARCH_LIMIT).get();
}

async function emulatorFigures(db: Firestore, prescriber: TestUser, vet: TestUser, seeded: ReturnType<typeof clinicDocuments>): Promise<Record<keyof Figures, number[]>> {
  const orders = db.collection(ORDER_COLLECTIONS.orderRequests);
  const searches = searchesFor(seeded.people);
  const animalSearches = searchesFor(seeded.animals);
  return {
    // The session's record, the catalogue (GET /api/medication-database), the favourites and the protocols (GET /api/protocols).
    newOrder: await emulatorTimes(() =>
      Promise.all([
        db.collection(COLLECTIONS.users).doc(prescriber.uid).get(),
        db.collection(COLLECTIONS.medicationDatabase).doc('current').get(),
        db.collection(FAVOURITE_COLLECTIONS.favourites).where('prescriberId', '==', prescriber.uid).limit(FAVOURITE_LIMITS.favouritesPerPrescriber).get(),
        db.collection(FAVOURITE_COLLECTIONS.protocols).get(),
      ]),
    ),
    finder: await emulatorTimes((run) => finderReads(db, prescriber.uid, searches[run] ?? 'smi')),
    animalFinder: await emulatorTimes((run) => finderReads(db, vet.uid, animalSearches[run] ?? 'rex')),
    myRequests: await emulatorTimes(() => orders.where('prescriberId', '==', prescriber.uid).orderBy('createdAt', 'desc').limit(MY_REQUESTS_PAGE_SIZE).get()),
    toSign: await emulatorTimes(() => db.collection(ORDER_DRAFT_COLLECTION).where('prescriberId', '==', prescriber.uid).get()),
    // GET /api/patient-courses/{id}: the patient's prescriber, then the page of their orders.
    course: await emulatorTimes(async (run) => {
      const patient = seeded.coursePatients[(run * 13) % seeded.coursePatients.length] as PatientSnapshot;
      await db.collection(PATIENT_COLLECTIONS.patients).doc(patient.patientId).get();
      await orders.where('patientIds', 'array-contains', patient.patientId).orderBy('createdAt', 'desc').limit(COURSE_PAGE_SIZE + 1).get();
    }),
  };
}

function reportRecount(after: string, { seconds, written, unsettled }: RecountSummary): void {
  console.log(`counters recounted after ${after} (triggers off meanwhile) in ${seconds.toFixed(1)} s: ${written} written${unsettled > 0 ? `, ${unsettled} still moving` : ''}`);
}

useEmulatorsInThisProcess();
const PROJECT_ID = process.env.STACK_PROJECT_ID || LOCAL_PROJECT_ID;
const app = initializeApp({ projectId: PROJECT_ID }, CLINIC_BENCH_MARKER);
const db = getFirestore(app);
try {
  const clinic = { clinicName: 'Harbour Bench Clinic', clinicAddress: '12 Darling Street, Balmain NSW 2041' };
  const prescriber = await createPrescriber({ firstName: 'Alice', lastName: 'Nguyen', ...clinic });
  const vet = await createPrescriber({ kind: 'veterinarian', firstName: 'Victor', lastName: 'Moretti', ...clinic });
  const staff = await Promise.all(STAFF.map((name) => createStaffMember(prescriber, name).then((user) => ({ uid: user.uid, email: user.email, name }))));
  const people: ClinicPeople = {
    prescriber: {
      uid: prescriber.uid,
      practitioner: { firstName: 'Alice', lastName: 'Nguyen', email: prescriber.email, role: 'practitioner', practitionerNumber: 'MED0001234', ...clinic },
    },
    vet: { uid: vet.uid },
    staff,
  };
  const seeded = clinicDocuments(db, COUNTS, people, Date.now());
  const seeding = await withoutCounterTriggers(PROJECT_ID, async () => {
    await deleteClinic(db); // Left over by an interrupted run.
    for (const kind of ['patients', 'orders', 'drafts'] as const) {
      const start = performance.now();
      await writeClinic(db, seeded[kind]);
      console.log(`seeded ${seeded[kind].length.toLocaleString('en-AU')} ${kind} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
  });
  reportRecount('seeding', seeding.recount);
  reportQuietWait('seeding', await waitForQuietStack());
  console.log(`\nOne clinic at ${SITE_URL}: ${COUNTS.people.toLocaleString('en-AU')} patients, the vet's ${COUNTS.animals.toLocaleString('en-AU')} animals, ${COUNTS.orders.toLocaleString('en-AU')} orders (${COUNTS.courses} courses), ${COUNTS.drafts} drafts, ${STAFF.length} staff; ${RUNS} cold runs each`);
  const { figures, firstVisits } = await benchBrowser(prescriber, vet, seeded);
  const emulator = await emulatorFigures(db, prescriber, vet, seeded);
  const beside = (label: string, times: number[], goal: number, own: number[]) => {
    report(label, times, goal);
    report('  Firestore emulator, admin SDK: the same reads', own);
  };
  beside('New order ready to type (catalogue, shortcuts, finder)', figures.newOrder, GOALS.newOrder, emulator.newOrder);
  report('  the same as a first visit (nothing cached)', firstVisits.newOrder);
  report('a patient found by name (typing -> matches, incl. 250 ms pause)', figures.finder);
  beside('  the same without the typing pause', figures.finder.map((ms) => ms - TYPING_PAUSE_MS), GOALS.finder, emulator.finder);
  report('  the finder\'s query, as the browser timed it: asked after typing', finderQueries.map(({ asked }) => asked));
  report('  the finder\'s query, as the browser timed it: its request', finderQueries.map(({ took }) => took));
  report("the vet's animal found by name (incl. 250 ms pause)", figures.animalFinder);
  beside('  the same without the typing pause', figures.animalFinder.map((ms) => ms - TYPING_PAUSE_MS), GOALS.finder, emulator.animalFinder);
  beside("My Requests' first rows", figures.myRequests, GOALS.myRequests, emulator.myRequests);
  report('  the same as a first visit (nothing cached)', firstVisits.myRequests);
  beside('To sign: the first draft', figures.toSign, GOALS.toSign, emulator.toSign);
  report('  the same as a first visit (nothing cached)', firstVisits.toSign);
  beside("a patient's course (click -> first entry)", figures.course, GOALS.course, emulator.course);
} finally {
  const start = performance.now();
  const { result: removed, recount } = await withoutCounterTriggers(PROJECT_ID, () => deleteClinic(db));
  reportRecount('deleting what was seeded', recount);
  await deleteTestUsers();
  console.log(`deleted ${removed.toLocaleString('en-AU')} seeded documents and the clinic's accounts in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  await closeAdmin();
  await deleteApp(app);
}
