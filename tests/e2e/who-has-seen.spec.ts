/**
 * Every look is recorded (issue 23, decision 039): an admin who opens an order sees
 * themselves in "Who has seen this patient" twice, for the queue's page that listed it
 * (issue 32, decision 063) and for opening it, and its link opens the Audit Log filtered to
 * that patient, named from the entries; the Admin filter narrows it to one admin.
 */
import { ROUTES, type SubmitOrderResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { choicesIn, deleteTestOrders, fetchCatalogue, orderForm, postOrder } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// An admin's sign-in with its code, then reads through the Functions emulator.
test.describe.configure({ timeout: 90_000 });

let admin: TestUser;
let requestId: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  admin = await createAdmin();
  const practitioner = await createPrescriber();
  const [choice] = choicesIn(await fetchCatalogue(practitioner.idToken));
  const jane = await createTestPatient(practitioner.uid, { notes: 'Allergic to lactose.' });
  const response = await postOrder(orderForm([{ patientId: jane.patientId, choice: choice! }]), practitioner.idToken);
  expect(response.status).toBe(201);
  requestId = (response.json as SubmitOrderResponse).requestId;
});

test.afterAll(async () => {
  await auditEntriesAbout(requestId);
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

test('An admin who opens an order sees they have seen its patient, and finds every entry about her in the Audit Log', async ({ page }) => {
  await openSignedIn(page, admin, `${ROUTES.admin}?view=orders`);
  await expectScreen(page, ROUTES.admin);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();

  const seen = page.getByRole('region', { name: 'Who has seen Jane Citizen' });
  // The queue's page that listed her order, then the order opened (decision 063).
  await expect(seen.getByRole('listitem')).toHaveCount(2);
  await expect(seen.getByRole('listitem').filter({ hasText: `${admin.email} · Orders queue page read ·` })).toHaveCount(1);
  await expect(seen.getByRole('listitem').filter({ hasText: `${admin.email} · Order opened ·` })).toHaveCount(1);
  // Who, what and when: none of her health details.
  await expect(seen).not.toContainText('lactose');
  await expectAccessible(page);

  await seen.getByRole('link', { name: 'Every audit entry about Jane Citizen' }).click();
  const log = page.getByRole('region', { name: 'Audit Log', exact: true });
  await expect(log.getByText('Entries about Jane Citizen.')).toBeVisible();
  const rows = log.getByRole('region', { name: 'Audit log entries' }).getByRole('row');
  // The header and the two looks.
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Order opened' })).toContainText('patients: Jane Citizen');
  await expect(rows.filter({ hasText: 'Orders queue page read' })).toHaveCount(1);

  await log.getByLabel('Admin').selectOption({ label: admin.email });
  await expect(page).toHaveURL((url) => url.searchParams.get('admin') === admin.uid && url.searchParams.has('patient'));
  await expect(rows).toHaveCount(3);
  await log.getByRole('button', { name: 'Show every patient' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('patient'));
  await expect(log.getByText('Entries about')).toHaveCount(0);
});
