/**
 * The practitioner list at size (issue 13): every record reachable a page at a time,
 * filters and sort applied by the database across page boundaries, the view held in
 * the address. The records are written straight to Firestore (no sign-in accounts: the
 * list reads only users records), each with a last name of the file's own marker.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_MESSAGES, ROUTES, userListFields } from '@pharmacy/shared';
import { adminDb, closeAdmin, userDoc } from '../support/admin.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createAdmin, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect as storyExpect, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// Reads and counts among a thousand seeded records: the Firestore emulator takes more than
// the default 10 s for them on a busy two-core machine (seen locally under load).
const expect = storyExpect.configure({ timeout: 30_000 });

const MARKER = `Zp${randomUUID().slice(0, 8)}`;
const SEEDED = 1_000;
const ids = Array.from({ length: SEEDED }, (_, index) => `${MARKER}-${String(index).padStart(4, '0')}`);
/** P0000 registered first, P0999 last; every third one approved. */
const firstName = (index: number) => `P${String(index).padStart(4, '0')}`;

// Every story signs an admin in (a password, then a code through the Auth emulator) and
// reads a list among a thousand seeded records: 60 s on a busy two-core machine (a busy
// local CI run took 24 s of the 30 s default for two of them).
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000); // a thousand records in batches on the shared emulator
  for (let start = 0; start < SEEDED; start += 250) {
    const batch = adminDb().batch();
    for (let index = start; index < Math.min(start + 250, SEEDED); index += 1) {
      const record = {
        firstName: firstName(index),
        lastName: MARKER,
        email: `${MARKER.toLowerCase()}-${index}@example.test`,
        role: 'practitioner',
        status: index % 3 === 0 ? 'approved' : 'pending',
        emailVerified: true,
      };
      batch.set(userDoc(ids[index] ?? ''), { ...record, ...userListFields(record), createdAt: Timestamp.fromMillis(Date.UTC(2023, 0, 1) + index * 60_000) });
    }
    await batch.commit();
  }
});

test.afterAll(async () => {
  for (let start = 0; start < SEEDED; start += 400) {
    const batch = adminDb().batch();
    for (const id of ids.slice(start, start + 400)) batch.delete(userDoc(id));
    await batch.commit();
  }
  await closeAdmin();
});
afterEachStory(deleteTestUsers);

// The practitioner table by its caption: the view also lists the prescribers' staff in a table.
const bodyRows = (page: Page) => page.getByRole('table', { name: /^Practitioner registrations/ }).locator('tbody tr');
const firstNames = (page: Page) => bodyRows(page).locator('td:first-child .copyable__text');
const count = (page: Page) => page.locator('.registrations-toolbar__count');

async function openList(page: Page, search = ''): Promise<void> {
  const admin = await createAdmin();
  await openSignedIn(page, admin, search ? `${ROUTES.admin}?${search}` : ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
}

test('The 201st practitioner is reached by turning pages, and Back and reload keep the page', async ({ page }) => {
  test.slow(); // five page turns, a reload and Back, each a database read
  await openList(page, `q=${MARKER}&sort=registered&dir=asc`);
  await expect(count(page)).toHaveText(`Showing 1–50 of ${SEEDED.toLocaleString('en-AU')}`);
  await expect(firstNames(page).first()).toHaveText(firstName(0));
  for (let turn = 1; turn <= 4; turn += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(firstNames(page).first()).toHaveText(firstName(turn * 50));
  }
  await expect(count(page)).toHaveText(`Showing 201–250 of ${SEEDED.toLocaleString('en-AU')}`);
  await expect(firstNames(page).first()).toHaveText(firstName(200));

  await page.reload();
  await expect(firstNames(page).first()).toHaveText(firstName(200));
  await page.goBack();
  await expect(firstNames(page).first()).toHaveText(firstName(150));
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(firstNames(page).first()).toHaveText(firstName(100));
  await expect(count(page)).toHaveText(`Showing 101–150 of ${SEEDED.toLocaleString('en-AU')}`);
});

test('A deep practitioner is found by the start of the name, and the count is the database’s', async ({ page }) => {
  await openList(page);
  await page.getByPlaceholder(ADMIN_MESSAGES.searchPlaceholder).fill(`${firstName(SEEDED - 7)} ${MARKER.toUpperCase()}`);
  await expect(firstNames(page)).toHaveText([firstName(SEEDED - 7)]);
  await expect(page).toHaveURL(/q=P0993/);
});

test('The status filter and a name sort hold across page boundaries', async ({ page }) => {
  const approved = Math.ceil(SEEDED / 3);
  await openList(page, `q=${MARKER}&status=approved&sort=name&dir=desc`);
  await expect(count(page)).toHaveText(`Showing 1–50 of ${approved}`);
  // Every third one, from the highest name down.
  const last = Math.floor((SEEDED - 1) / 3) * 3;
  await expect(firstNames(page).first()).toHaveText(firstName(last));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(firstNames(page).first()).toHaveText(firstName(last - 50 * 3));
  await expect(firstNames(page).nth(1)).toHaveText(firstName(last - 51 * 3));
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('approved');
});

test('A malformed filter or cursor in the address shows the first page and says so', async ({ page }) => {
  await openList(page, `q=${MARKER}&status=archived&sort=registered&dir=asc&after=no%2Fsuch&page=9`);
  await expect(page.getByText(/not understood \(status, after\)/)).toBeVisible();
  await expect(firstNames(page).first()).toHaveText(firstName(0));

  await page.goto(`${ROUTES.admin}?q=${MARKER}&sort=registered&dir=asc&after=gone-${MARKER}&page=4`);
  await expect(page.getByText(/no longer exists/)).toBeVisible();
  await expect(firstNames(page).first()).toHaveText(firstName(0));
  await expect(count(page)).toHaveText(`Showing 1–50 of ${SEEDED.toLocaleString('en-AU')}`);
});
