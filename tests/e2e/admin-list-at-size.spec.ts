/**
 * The practitioner list at 10,000 records (issue 13): the 10,000th is reached and
 * counted by the database, and Export CSV downloads exactly the filtered set, streamed
 * by the server. Records are written straight to Firestore in batches of 500, each with
 * the file's marker as its last name, and removed afterwards.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ROUTES } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { counterTriggersOff } from '../support/counters.ts';
import { deleteListedPractitioners, listedFirstName, listedPractitioners, writeListedPractitioners } from '../support/listed-practitioners.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createAdmin, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

const MARKER = `Zt${randomUUID().slice(0, 8)}`;
const SEEDED = 10_000;
/** Every third one approved: P0000, P0003, … P9999. */
/**
 * Registered from 1 January 2100, so a registration date filter finds exactly these: the
 * emulator answers a search (array-contains) over 10,000 records too slowly for a test on
 * a busy machine, while the search itself is tested at 1,000 (admin-practitioner-pages).
 */
const records = listedPractitioners(MARKER, SEEDED, (index) => ({ status: index % 3 === 0 ? 'approved' : 'pending' }), Date.UTC(2100, 0, 1));
const THESE = 'from=2100-01-01';
const APPROVED = Math.ceil(SEEDED / 3);

// One worker seeds once for both stories (fullyParallel would seed per worker). The
// Firestore emulator reads a whole collection for each query and count, so while these
// 10,000 records exist every users query is slower: playwright.config.ts runs this file in
// its own project, after every other browser test, alone. Each story signs an admin in (a
// password, then a code) and lists and counts the 10,000: 60 s on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
/** A query or count over the 10,000 on the emulator: several seconds on a busy machine. */
const AT_SIZE = { timeout: 30_000 };

// With the counter triggers off from before the records are written until they are removed, then
// one recount: no story here reads a counter, and the 20,000 events would keep the Functions
// emulator busy for minutes, the stories' requests queued behind them. This file runs alone.
let restoreCounterTriggers = async () => {};
test.beforeAll(async () => {
  test.setTimeout(180_000); // 10,000 records in 20 batches on the shared emulator
  restoreCounterTriggers = await counterTriggersOff();
  await writeListedPractitioners(records);
});
test.afterAll(async () => {
  test.setTimeout(120_000); // removed in batches, then the recount
  try {
    await deleteListedPractitioners(records);
  } finally {
    await restoreCounterTriggers();
  }
  await closeAdmin();
});
afterEachStory(async () => {
  await deleteAuditEntries();
  await deleteTestUsers();
});

const firstNames = (page: Page) => page.getByRole('table', { name: /^Practitioner registrations/ }).locator('tbody tr td:first-child .copyable__text');
const count = (page: Page) => page.locator('.registrations-toolbar__count');

async function openList(page: Page, view: string): Promise<void> {
  const admin = await createAdmin();
  await openSignedIn(page, admin, `${ROUTES.admin}?${view}`);
  await expectScreen(page, ROUTES.admin);
}

test('The 10,000th practitioner is on the first page of the newest first, counted with all 10,000', async ({ page }) => {
  await openList(page, THESE);
  await expect(count(page)).toHaveText(`Showing 1–50 of ${SEEDED.toLocaleString('en-AU')}`, AT_SIZE);
  await expect(firstNames(page).first()).toHaveText(listedFirstName(SEEDED - 1));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(firstNames(page).first()).toHaveText(listedFirstName(SEEDED - 51), AT_SIZE);
  await expect(count(page)).toHaveText(`Showing 51–100 of ${SEEDED.toLocaleString('en-AU')}`, AT_SIZE);

  // The other end: oldest first.
  await page.getByLabel('Direction').selectOption('asc');
  await expect(firstNames(page).first()).toHaveText(listedFirstName(0), AT_SIZE);
  await expect(count(page)).toHaveText(`Showing 1–50 of ${SEEDED.toLocaleString('en-AU')}`, AT_SIZE);
});

test('Export CSV downloads every approved one of the 10,000, in the table’s order, and the export is in the audit log', async ({ page }) => {
  test.slow(); // the server reads and streams 3,334 records through the Functions emulator
  await openList(page, `${THESE}&status=approved&sort=name&dir=asc`);
  await expect(count(page)).toHaveText(`Showing 1–50 of ${APPROVED.toLocaleString('en-AU')}`, AT_SIZE);

  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`practitioners-${sydneyIsoDate()}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n').slice(0, -1);
  expect(lines[0]).toBe('\uFEFFFirst Name,Last Name,Status,Email,Practitioner #,Clinic Name,Clinic Address,DOB,Registered');
  const expected = records.filter((_, index) => index % 3 === 0).map(({ data }) => String(data.firstName));
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expected);
  expect(lines.slice(1).every((line) => line.includes(`,${MARKER},Approved,`))).toBe(true);

  await page.getByRole('navigation', { name: 'Admin dashboard views' }).getByRole('link', { name: 'Audit Log' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Practitioner list exported' }).filter({ hasText: 'registered from: 2100-01-01' });
  await expect(row).toContainText(`records: ${APPROVED}; status: approved; registered from: 2100-01-01; sort: name ascending`);
  await auditEntriesAbout('practitioners');
});
