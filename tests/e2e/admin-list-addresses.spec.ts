/**
 * The orders queue, the enquiries inbox and the audit log keep their filters in the
 * address (issue 13): a reload and Back show the same list, a value the list does not
 * understand gives the whole list and a note, and the audit log counts what the database
 * holds. "Load more" depth is not kept (decision 028).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_COLLECTIONS, AUDIT_ACTIONS, ROUTES } from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { deleteOverviewOrders, midweekNoon, writeOverviewOrders } from '../support/overview-orders.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createAdmin, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

afterEachStory(deleteTestUsers);
test.afterAll(closeAdmin);
// Every story signs an admin in (a password, then a code through the Auth emulator): 60 s on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

async function openView(page: Page, search: string): Promise<string> {
  const admin = await createAdmin();
  await openSignedIn(page, admin, `${ROUTES.admin}?${search}`);
  await expectScreen(page, ROUTES.admin);
  return admin.uid;
}

const note = (page: Page) => page.getByText(/Part of this page's address was not understood/);

test('The orders queue keeps its filters through a reload and Back', async ({ page }) => {
  await openView(page, 'view=orders');
  const filters = page.getByRole('search', { name: 'Filter order requests' });
  await filters.getByLabel('Status').selectOption('ready');
  await filters.getByLabel('Practitioner').fill('HC-2603');
  await expect(page).toHaveURL(/view=orders&status=ready&q=HC-2603$/);
  await expect(page.getByRole('status').filter({ hasText: 'No order requests match these filters.' })).toBeVisible();

  await page.reload();
  await expect(filters.getByLabel('Status')).toHaveValue('ready');
  await expect(filters.getByLabel('Practitioner')).toHaveValue('HC-2603');
  await filters.getByLabel('Status').selectOption('dispatched');
  await expect(page).toHaveURL(/status=dispatched/);
  await page.goBack();
  await expect(filters.getByLabel('Status')).toHaveValue('ready');
  await expect(filters.getByLabel('Practitioner')).toHaveValue('HC-2603');
  await expect(note(page)).toHaveCount(0);
});

test('Load more shows the orders queue\'s next page, read while the admin looked at the first, and records it', async ({ page }) => {
  // A day no other story writes orders on (support/overview-orders.ts): the queue filtered to it holds exactly these.
  const day = '2019-06-12';
  const ids = await writeOverviewOrders(55, midweekNoon('2019-06-10'));
  const log = adminDb().collection(ADMIN_COLLECTIONS.auditLog);
  let adminUid = '';
  try {
    adminUid = await openView(page, `view=orders&from=${day}&to=${day}`);
    const shown = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(shown).toHaveText('Showing 50 of 55 order requests.');
    // The page after the first is read once the rows and the count are in, before anyone asks (decision 093).
    const pageReads = () => log.where('actorUid', '==', adminUid).where('action', '==', AUDIT_ACTIONS.accessOrderList).get();
    await expect.poll(async () => (await pageReads()).size).toBe(2);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(shown).toHaveText('Showing 55 order requests.');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.locator('.queue-table tbody tr')).toHaveCount(55);
    // Each page the admin's browser received is on record, with the orders it named.
    const entries = (await pageReads()).docs.map((doc) => doc.data());
    expect(entries.map((entry) => entry.details.shown).sort()).toEqual([5, 50]);
    expect(entries.flatMap((entry) => String(entry.details.orders).split(' ')).sort()).toEqual([...ids].sort());
  } finally {
    await deleteOverviewOrders();
    if (adminUid) await Promise.all((await log.where('actorUid', '==', adminUid).get()).docs.map((doc) => doc.ref.delete()));
  }
});

test('An orders address with a status or date it does not know shows the whole queue and says so', async ({ page }) => {
  await openView(page, 'view=orders&status=lost&from=March');
  await expect(page.getByText("Part of this page's address was not understood (status, from)")).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter order requests' });
  await expect(filters.getByLabel('Status')).toHaveValue('all');
  await expect(page.locator('.queue-count')).toBeVisible();
});

test('The enquiries inbox keeps its filters through a reload and Back, and names what it did not understand', async ({ page }) => {
  await openView(page, 'view=enquiries&show=archived&kind=fax');
  await expect(page.getByText("Part of this page's address was not understood (show, kind)")).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter enquiries' });
  await filters.getByLabel('Show').selectOption('unread');
  await filters.getByLabel('Kind').selectOption('script');
  await expect(page).toHaveURL(/view=enquiries&show=unread&kind=script$/);
  await expect(note(page)).toHaveCount(0);

  await page.reload();
  await expect(filters.getByLabel('Show')).toHaveValue('unread');
  await expect(filters.getByLabel('Kind')).toHaveValue('script');
  await page.goBack();
  await expect(filters.getByLabel('Show')).toHaveValue('unread');
  await expect(filters.getByLabel('Kind')).toHaveValue('all');
});

test('The audit log counts the entries of one action as the database holds them, and keeps the action in the address', async ({ page }) => {
  // No browser story makes retention entries; the API tests' may still be there, so they are counted first.
  const SEEDED = 120;
  const log = adminDb().collection(ADMIN_COLLECTIONS.auditLog);
  const purges = log.where('action', '==', AUDIT_ACTIONS.retentionPurge);
  const before = (await purges.count().get()).data().count;
  const marker = `audit-${randomUUID().slice(0, 8)}`;
  const batch = adminDb().batch();
  for (let index = 0; index < SEEDED; index += 1) {
    batch.create(log.doc(`${marker}-${index}`), {
      action: AUDIT_ACTIONS.retentionPurge,
      at: Timestamp.fromMillis(Date.UTC(2020, 0, 1) + index * 1000),
      actorUid: 'system',
      actorEmail: 'system',
      target: { type: 'retention', id: marker, label: 'Records past their retention period' },
      details: { enquiries: index },
    });
  }
  await batch.commit();
  try {
    await openView(page, `view=audit-log&action=${AUDIT_ACTIONS.retentionPurge}`);
    // Exact: the table inside is a region too ("Audit log entries").
    const action = page.getByRole('region', { name: 'Audit Log', exact: true }).getByLabel('Action');
    const total = (before + SEEDED).toLocaleString('en-AU');
    await expect(action).toHaveValue(AUDIT_ACTIONS.retentionPurge);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing ${Math.min(100, before + SEEDED)} of ${total} entries.`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing ${Math.min(200, before + SEEDED)} of ${total} entries.`);

    await action.selectOption('');
    await expect(page).toHaveURL(/view=audit-log$/);
    await page.goBack();
    await expect(action).toHaveValue(AUDIT_ACTIONS.retentionPurge);

    await page.goto(`${ROUTES.admin}?view=audit-log&action=nothing.like.this`);
    await expect(page.getByText("Part of this page's address was not understood (action)")).toBeVisible();
    await expect(action).toHaveValue('');
  } finally {
    const cleanup = adminDb().batch();
    for (let index = 0; index < SEEDED; index += 1) cleanup.delete(log.doc(`${marker}-${index}`));
    await cleanup.commit();
  }
});
