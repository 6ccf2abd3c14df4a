/**
 * Dispensing labels (issue 33 part 1, decision 058) in the browser: the admin opens an
 * order whose items are checked and prints an item's label, a PDF whose text is the
 * patient's label; another item's directions are too long for the label, and the admin
 * is told so beside its button rather than given a label with the text cut.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { LABEL_COLLECTIONS, type SubmitOrderResponse } from '@pharmacy/shared';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { checkedCompounding } from '../support/compounding.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices, uniqueTokenCode } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { createAdmin, createPrescriber, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';

// The admin signs in with their code and an order is placed first: more than the default 30 s on a busy two-core machine.
const SLOW_STACK_TIMEOUT = 90_000;
test.describe.configure({ timeout: SLOW_STACK_TIMEOUT });

const LONG_DIRECTIONS = 'Apply a thin layer to the affected area of skin twice daily, morning and night, after washing and gently drying the area. '.repeat(3).trim();

let admin: TestUser;
let requestId: string;

test.beforeAll(async () => {
  test.setTimeout(SLOW_STACK_TIMEOUT);
  admin = await createAdmin();
  const practitioner = await createPrescriber();
  const { patientId } = await createTestPatient(practitioner.uid);
  const [first, second] = await twoChoices(practitioner.idToken);
  const lines = [
    { patientId, choice: first, escriptToken: uniqueTokenCode(), directions: 'Apply a thin layer to the rash twice daily' },
    { patientId, choice: second, escriptToken: uniqueTokenCode(), directions: LONG_DIRECTIONS },
  ];
  const response = await postOrder(orderForm(lines), practitioner.idToken);
  expect(response.status).toBe(201);
  requestId = (response.json as SubmitOrderResponse).requestId;
  await checkedCompounding(requestId);
});

test.afterAll(async () => {
  await adminDb().collection(LABEL_COLLECTIONS.labelPrints).doc(requestId).delete();
  await auditEntriesAbout(requestId);
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

async function openOrder(page: Page): Promise<void> {
  await openAdminView(page, admin, 'Orders', 'Order requests');
  await page.getByLabel('Practitioner').fill(requestId);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Order request ${requestId}` })).toBeFocused();
}

test('An admin prints a checked item\u2019s label, and is told which field of another does not fit', async ({ page }) => {
  await openOrder(page);

  await test.step('Print label gives the item\u2019s label as a PDF', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print label for item 1' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`label-${requestId}-item-1.pdf`);
    const text = pdfText(await readFile(await file.path()));
    expect(text).toMatch(/^Jane Citizen\n/);
    expect(text).toContain('Apply a thin layer to the rash twice daily');
    expect(text).toContain('KEEP OUT OF REACH OF CHILDREN');
    expect(text).toContain(`Ref: ${requestId}/1`);
  });

  await test.step('a label whose directions do not fit is refused, naming them', async () => {
    await page.getByRole('button', { name: 'Print label for item 2' }).click();
    await expect(page.getByText(/^The label was not printed: the directions would take \d+ lines on the 89 x 36 mm label/)).toBeVisible();
  });

  const entries = await auditEntriesAbout(requestId);
  expect(entries.filter((entry) => entry.action === 'order.label-print').map((entry) => entry.details.item)).toEqual([1]);
});
