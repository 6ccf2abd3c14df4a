/**
 * Dispatch and "where is it" in the browser (issue 33 parts 1-6, decision 061): the pharmacy
 * prints a ready order's label, chooses the order on the queue's Ready to send list and sends
 * it by Australia Post; the carrier (the stand-in) scans it delivered and the tracking job
 * reads the scan; the prescriber sees Delivered in My Requests with the tracking number
 * linking to the carrier, and the patient's no-login link shows the status and names no one.
 * A Schedule 8 order is offered only a signature, and the server's refusal reaches the
 * screen in its own words.
 */
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  CONSIGNMENT_API_PATHS,
  CONSIGNMENT_MESSAGES,
  LABEL_COLLECTIONS,
  ORDER_API_PATHS,
  ORDER_COLLECTIONS,
  TRACKING_PAGE_PATH,
  type OrderItem,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { CARRIER_STANDIN_PORT } from '../../scripts/stack/ports.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { checkedCompounding } from '../support/compounding.ts';
import { openDashboard, openRequest, openSection } from '../support/order-dashboard.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices, uniqueTokenCode } from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { createAdmin, createPrescriber, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Two sign-ins (an admin with a code, a prescriber), a dispatch and a tracking job through
// the Functions emulator: more than the default 30 s on a busy two-core machine.
const SLOW_STACK_TIMEOUT = 120_000;
test.describe.configure({ timeout: SLOW_STACK_TIMEOUT });

const CARRIER = `http://127.0.0.1:${CARRIER_STANDIN_PORT}`;
const BALMAIN = { deliveryMethod: 'delivery', street: '1 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' } as const;

let admin: TestUser;
let prescriber: TestUser;
let patientEmail: string;
let familyName: string;
// Set in beforeAll, which runs again in a worker that comes back to this file after another
// (fullyParallel): the module's state survives that, so the ids are set, never appended.
let requestIds: readonly [byPost: string, madeS8: string];

/** A Ready order for the patient, its record of compounding checked, moved along as the pharmacy would. */
async function readyOrder(patientId: string, choice: Awaited<ReturnType<typeof twoChoices>>[number]): Promise<string> {
  const response = await postOrder(orderForm([{ patientId, choice, escriptToken: uniqueTokenCode() }]), prescriber.idToken);
  expect(response.status, response.text).toBe(201);
  const requestId = (response.json as SubmitOrderResponse).requestId;
  await checkedCompounding(requestId);
  for (const status of ['in_progress', 'ready'] as const) {
    const moved = await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status } });
    expect(moved.status, moved.text).toBe(200);
  }
  return requestId;
}

/** An item made Schedule 8 as an order keeps it (decision 042): what the dispatch rule reads. */
async function makeS8(requestId: string): Promise<void> {
  const ref = adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);
  const items = (await ref.get()).get('items') as OrderItem[];
  await ref.update({ items: items.map((item) => ({ ...item, schedule: 'S8', s8Prescription: { authorityNumber: 'AU4521873', repeatIntervalDays: 28 } })) });
}

test.beforeAll(async () => {
  test.setTimeout(SLOW_STACK_TIMEOUT);
  [admin, prescriber] = await Promise.all([createAdmin(), createPrescriber()]);
  // A name of letters only (the patient form's rule), unique to this run, to look for on every page.
  familyName = `Dispatch${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
  patientEmail = `patient-${familyName.toLowerCase()}@example.test`;
  const patient = await createTestPatient(prescriber.uid, { ...BALMAIN, familyName, email: patientEmail, noticesConsent: true });
  const choices = await twoChoices(prescriber.idToken);
  requestIds = [await readyOrder(patient.patientId, choices[0]), await readyOrder(patient.patientId, choices[1])];
});

test.afterAll(async () => {
  await adminDb().collection(LABEL_COLLECTIONS.labelPrints).doc(requestIds[0]).delete();
  await adminDb().collection('consignments').where('prescriberIds', 'array-contains', prescriber.uid).get().then((found) => Promise.all(found.docs.map((doc) => doc.ref.delete())));
  await deleteAuditEntries();
  await deleteTestOrders(...requestIds);
  await deleteTestUsers();
  await closeAdmin();
});

/** The queue's Ready to send list, narrowed to one order. */
async function readyToSend(page: Page, requestId: string): Promise<void> {
  await page.getByLabel('Dispatch', { exact: true }).selectOption({ label: CONSIGNMENT_MESSAGES.readyToSend });
  await page.getByLabel('Practitioner').fill(requestId);
  // The search's own answer, not the unfiltered list's row: a story that changes the order next
  // (makeS8) must not have it read again by a search still on its way.
  await expect(page.getByRole('rowheader')).toHaveText([`Open request ${requestId}`]);
  await expect(page.getByRole('checkbox', { name: `Choose ${requestId} to dispatch` })).toBeVisible();
}

async function dispatchDialog(page: Page, requestId: string) {
  await page.getByRole('checkbox', { name: `Choose ${requestId} to dispatch` }).check();
  await page.getByRole('button', { name: 'Dispatch chosen orders (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispatch' });
  await expect(dialog.getByRole('heading', { name: `Dispatch order ${requestId}` })).toBeVisible();
  return dialog;
}

test('A ready order goes by Australia Post from the queue; the carrier’s scan reaches the prescriber as Delivered, and the patient’s link names no one', async ({ page, browser }) => {
  const requestId = requestIds[0];
  const trackingNumber = `33LPX${Date.now().toString().slice(-9)}`;

  await test.step('the pharmacy prints its dispensing label from the order, typing nothing', async () => {
    await openAdminView(page, admin, 'Orders', 'Order requests');
    await page.getByLabel('Practitioner').fill(requestId);
    await page.getByRole('button', { name: `Open request ${requestId}` }).click();
    await expect(page.getByRole('heading', { level: 3, name: `Order request ${requestId}` })).toBeFocused();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print label for item 1' }).click();
    const text = pdfText(await readFile(await (await download).path()));
    expect(text).toContain(familyName);
    expect(text).toContain(`Ref: ${requestId}/1`);
    await page.getByRole('button', { name: 'Back to order requests' }).click();
  });

  await test.step('the pharmacy dispatches it with a typed tracking number, and may leave it unattended', async () => {
    await readyToSend(page, requestId);
    await expectAccessible(page);
    const dialog = await dispatchDialog(page, requestId);
    await expect(dialog.getByText('Going to 1 Darling Street, Balmain NSW 2041')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: CONSIGNMENT_MESSAGES.trackingNumberLabel }).fill(trackingNumber);
    await dialog.getByRole('checkbox', { name: CONSIGNMENT_MESSAGES.authorityToLeaveLabel }).check();
    await dialog.getByRole('button', { name: 'Dispatch' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${requestId} dispatched by Australia Post, tracking number ${trackingNumber}.` })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the carrier scans it delivered and the tracking job reads the scan', async () => {
    const scanned = await fetch(`${CARRIER}/__standin/tracking/${trackingNumber}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'Delivered', location: 'BALMAIN NSW' }),
    });
    expect(scanned.status).toBeLessThan(300);
    const job = await request(CONSIGNMENT_API_PATHS.devTracking, { idToken: admin.idToken, body: {} });
    expect(job.status, job.text).toBeLessThan(300);
  });

  await test.step('the order’s detail shows its consignment Delivered with the scan in Sydney time', async () => {
    await page.getByLabel('Dispatch', { exact: true }).selectOption({ label: 'All' });
    await page.getByRole('button', { name: `Open request ${requestId}` }).click();
    const consignment = page.getByRole('region', { name: 'Consignment' });
    await expect(consignment.getByText('Delivered', { exact: true }).first()).toBeVisible();
    await expect(consignment.getByRole('link', { name: new RegExp(trackingNumber) })).toHaveAttribute('href', `https://auspost.com.au/mypost/track/details/${trackingNumber}`);
    await expect(consignment.getByRole('list', { name: /^Tracking events of / })).toContainText(/\d{1,2} \w+ \d{4} at \d{1,2}:\d{2} (am|pm): Delivered \(BALMAIN NSW\)/);
    await expectAccessible(page);
  });

  await test.step('the prescriber sees Delivered in My Requests, the tracking number linking to Australia Post', async () => {
    const context = await browser.newContext();
    const prescriberPage = await context.newPage();
    await openDashboard(prescriberPage, prescriber);
    await openSection(prescriberPage, 'My Requests');
    await openRequest(prescriberPage, requestId);
    const delivery = prescriberPage.getByRole('region', { name: `Delivery of ${requestId}` });
    await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(delivery.getByText('Australia Post', { exact: true })).toBeVisible();
    await expect(delivery.getByRole('link', { name: new RegExp(trackingNumber) })).toHaveAttribute('href', `https://auspost.com.au/mypost/track/details/${trackingNumber}`);
    await expect(delivery.getByRole('list', { name: `Tracking events of ${requestId}` })).toContainText(/at \d{1,2}:\d{2} (am|pm): Delivered/);
    await expectAccessible(prescriberPage);
    await context.close();
  });

  await test.step('the patient’s e-mailed link shows the status, carrier and number, and no name or medicine', async () => {
    // The tracking e-mail, not the pay link the order's invoice may have sent the patient too (decision 079).
    const mail = (await outboxMessages(patientEmail)).find((message) => message.text.includes(TRACKING_PAGE_PATH));
    expect(mail, 'the patient was e-mailed the tracking link').toBeDefined();
    const link = new RegExp(`https?://[^\\s"<]+${TRACKING_PAGE_PATH}/[A-Za-z0-9_-]+`).exec(mail!.text)?.[0];
    expect(link, mail!.text).toBeDefined();
    expect(mail!.text).not.toContain(familyName);
    const context = await browser.newContext();
    const patientPage = await context.newPage();
    await patientPage.goto(new URL(link!).pathname);
    await expect(patientPage.getByRole('heading', { level: 1, name: CONSIGNMENT_MESSAGES.trackingTitle })).toBeVisible();
    await expect(patientPage.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(patientPage.getByRole('link', { name: new RegExp(trackingNumber) })).toBeVisible();
    await expect(patientPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const shown = await patientPage.locator('main').innerText();
    expect(shown).not.toContain(familyName);
    expect(shown).not.toContain('Jane');
    await expectAccessible(patientPage);

    await patientPage.goto(`${TRACKING_PAGE_PATH}/not-a-real-link`);
    await expect(patientPage.getByText(CONSIGNMENT_MESSAGES.trackingNotFound)).toBeVisible();
    await expectAccessible(patientPage);
    await context.close();
  });
});

test('A Schedule 8 order is offered only a signature on delivery, and the server’s refusal is shown when the screen was out of date', async ({ page }) => {
  const requestId = requestIds[1];
  await openAdminView(page, admin, 'Orders', 'Order requests');
  await readyToSend(page, requestId);

  await test.step('made S8 after the list was read, the order is sent with authority to leave, and the server refuses it', async () => {
    await makeS8(requestId);
    const dialog = await dispatchDialog(page, requestId);
    await dialog.getByRole('textbox', { name: CONSIGNMENT_MESSAGES.trackingNumberLabel }).fill('33LPX000000001');
    await dialog.getByRole('checkbox', { name: CONSIGNMENT_MESSAGES.authorityToLeaveLabel }).check();
    await dialog.getByRole('button', { name: 'Dispatch' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`${CONSIGNMENT_MESSAGES.dispatchFailed}${CONSIGNMENT_MESSAGES.s8AuthorityToLeave}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('read again, the S8 order fixes the signature on and offers no authority to leave', async () => {
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Choose ${requestId} to dispatch` })).toBeVisible();
    const dialog = await dispatchDialog(page, requestId);
    await expect(dialog.getByText(CONSIGNMENT_MESSAGES.s8Notice)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: CONSIGNMENT_MESSAGES.authorityToLeaveLabel })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: /Signature on delivery/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Signature on delivery/ })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
