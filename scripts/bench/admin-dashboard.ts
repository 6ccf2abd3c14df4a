/**
 * `npx tsx scripts/bench/admin-dashboard.ts`, against the running stack: how the
 * admin dashboard copes with 5,000 practitioners.
 *   seeding 5,000 practitioner records into the emulators, opening /admin in
 *       Chromium as the demo admin and timing navigation -> first table rows and stat
 *       cards visible; the seeded records are deleted again, also after a failure.
 * SITE_URL points (b) at another server, e.g. a Vite dev server. Prints figures only.
 */
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LOCAL_PROJECT_ID, USER_STATUSES, userListFields } from '@pharmacy/shared';
import { latestSmsCode } from '../../tests/support/auth-emulator.ts';
import { demoAdminLogin, useEmulatorsInThisProcess } from '../stack/seed.ts';

const COUNT = 5_000;
const PAGE_LOADS = 5;
const SITE_URL = process.env.SITE_URL || 'http://127.0.0.1:5000';
/** Every seeded record carries it (and its id starts with it), so cleaning up never touches real data. */
const MARKER = 'admin-dashboard-bench';
const DAY_MS = 86_400_000;

// A fixed seed: every run measures the same list.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = ['Amelia', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farid', 'Grace', 'Hiro', 'Isla', 'Jack', 'Leila', 'Noah'];
const LAST = ['Nguyen', 'Smith', 'Patel', 'Williams', 'Brown', 'Chen', "O'Connor", 'Kelly', 'Wilson', 'Haddad'];
const SUBURBS = ['Balmain NSW 2041', 'Newtown NSW 2042', 'Parramatta NSW 2150', 'Manly NSW 2095', 'Bondi NSW 2026'];

/** users/{id} records as the server writes them, registered over the last two years. */
function practitionerRecords(now: number): [id: string, data: Record<string, unknown>][] {
  const next = random(2016);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: COUNT }, (_, index) => {
    const withDob = next() < 0.6;
    const data: Record<string, unknown> = {
      benchMarker: MARKER,
      firstName: pick(FIRST),
      lastName: pick(LAST),
      email: `practitioner-${index}@bench.example.test`,
      role: 'practitioner',
      status: pick(USER_STATUSES),
      emailVerified: true,
      practitionerNumber: `MED${String(Math.floor(next() * 1e7)).padStart(7, '0')}`,
      clinicName: `${pick(LAST)} Family Clinic`,
      clinicAddress: `${1 + Math.floor(next() * 200)} King Street, ${pick(SUBURBS)}`,
      createdAt: Timestamp.fromMillis(now - Math.floor(next() * 730 * DAY_MS)),
      ...(withDob ? { dobYear: 1950 + Math.floor(next() * 50), dobMonth: 1 + Math.floor(next() * 12), dobDay: 1 + Math.floor(next() * 28) } : {}),
    };
    // The list's search and sort fields, as the server writes them (decision 023).
    return [`${MARKER}-${index}`, { ...data, ...userListFields(data) }];
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const ms = (value: number) => `${value.toFixed(2).padStart(8)} ms`;
const LABEL_WIDTH = 64;

async function deleteSeeded(db: Firestore): Promise<number> {
  const seeded = await db.collection(COLLECTIONS.users).where('benchMarker', '==', MARKER).select().get();
  for (let start = 0; start < seeded.docs.length; start += 500) {
    const batch = db.batch();
    for (const doc of seeded.docs.slice(start, start + 500)) batch.delete(doc.ref);
    await batch.commit();
  }
  return seeded.size;
}

async function seed(db: Firestore, records: [string, Record<string, unknown>][]): Promise<void> {
  for (let start = 0; start < records.length; start += 500) {
    const batch = db.batch();
    for (const [id, data] of records.slice(start, start + 500)) batch.set(db.collection(COLLECTIONS.users).doc(id), data);
    await batch.commit();
  }
}

async function benchPageLoad(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
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

    const firstRow = page.locator('.practitioner-table tbody tr .status-cell').first();
    const statCards = page.locator('.stat-card').nth(4);
    // The list's one Firestore read (Firestore Lite's runQuery), to tell the database's share from the page's.
    const queryTimes: number[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes(':runQuery')) queryTimes.push(request.timing().responseEnd);
    });
    const times: number[] = [];
    for (let load = 0; load < PAGE_LOADS; load += 1) {
      const start = performance.now();
      await page.goto(`${SITE_URL}/admin`);
      await Promise.all([firstRow.waitFor({ timeout: 60_000 }), statCards.waitFor({ timeout: 60_000 })]);
      times.push(performance.now() - start);
    }
    const total = await page.locator('.stat-card--total dd').textContent();
    console.log(`\n/admin in Chromium at ${SITE_URL}, Total Practitioners ${total}`);
    console.log(`${'navigation -> first rows and stat cards, median'.padEnd(LABEL_WIDTH)}${ms(median(times))}`);
    console.log(`${'  each load'.padEnd(LABEL_WIDTH)}${times.map((time) => time.toFixed(0)).join(', ')} ms`);
    console.log(`${'  of which the practitioner list read (runQuery), median'.padEnd(LABEL_WIDTH)}${ms(median(queryTimes))}`);
  } finally {
    await browser.close();
  }
}

useEmulatorsInThisProcess();
const records = practitionerRecords(Date.now());

const app = initializeApp({ projectId: process.env.STACK_PROJECT_ID || LOCAL_PROJECT_ID }, 'admin-dashboard-bench');
const db = getFirestore(app);
try {
  await deleteSeeded(db); // Left over by an interrupted run.
  const start = performance.now();
  await seed(db, records);
  console.log(`\nseeded ${COUNT.toLocaleString('en-AU')} practitioner records in ${(performance.now() - start).toFixed(0)} ms`);
  await benchPageLoad();
} finally {
  const removed = await deleteSeeded(db);
  console.log(`deleted ${removed.toLocaleString('en-AU')} seeded records`);
  await deleteApp(app);
}
