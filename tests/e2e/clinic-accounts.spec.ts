/**
 * Issue 34 parts 4 and 7 (decision 081): the pharmacy opens a clinic account for a
 * prescriber; the prescriber orders with "The clinic's account" as who pays; the order is
 * collected and invoiced to the account; the admin downloads the month's statement, which
 * lists the invoice, and the Xero CSV, whose row names the account. And decision 083: a
 * staff member prepares a clinic-paid draft, the prescriber signs it, and the admin's order
 * detail names the account as who pays.
 */
import { readFile } from 'node:fs/promises';
import { BUILT_IN_MEDICATION_DATABASE, CLINIC_ACCOUNT_API_PATHS, COLLECTIONS, INVOICE_COLLECTIONS, LEGAL_SCRIPT_API_PATHS, ORDER_API_PATHS, ORDER_MESSAGES, ROUTES } from '@pharmacy/shared';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { deleteClinicAccounts } from '../support/clinic-accounts.ts';
import { checkedCompounding } from '../support/compounding.ts';
import { addToCart, choosePatient, openDashboard, submittedRequestId, type OrderChoice } from '../support/order-dashboard.ts';
import { deleteOrderDrafts } from '../support/order-drafts.ts';
import { deleteTestOrders, storedOrder } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { rememberCatalogue } from '../support/sheets.ts';
import { createAdmin, createPrescriber, createStaffMember, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

// Two sign-ins (an admin with a code, a prescriber), an order and an invoice through the Functions emulator.
test.slow();

const PRACTICE = 'Glebe Point Family Practice';
/** The drafts story's practice: the two stories run side by side, and the admin's list finds each account by its name. */
const DRAFT_PRACTICE = 'Balmain Road Medical Centre';
const HYDROCORTISONE: OrderChoice = { condition: 'Dermatitis', formula: 'Hydrocortisone Cream', strength: '1%', amount: '30g', method: 'mail' };

const placed: string[] = [];
const prescribers: string[] = [];
let restoreCatalogue: (() => Promise<void>) | undefined;

test.beforeEach(async () => {
  restoreCatalogue = await rememberCatalogue();
  // The built-in catalogue, priced: the order's line has its price, so collecting it issues the invoice.
  await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set(BUILT_IN_MEDICATION_DATABASE);
});

afterEachStory(async () => {
  for (const requestId of placed) {
    const invoices = await adminDb().collection(INVOICE_COLLECTIONS.invoices).where('requestId', '==', requestId).get();
    await Promise.all(invoices.docs.map((doc) => doc.ref.delete()));
  }
  await deleteTestOrders(...placed.splice(0));
  await deleteOrderDrafts(prescribers);
  await deleteClinicAccounts(prescribers.splice(0));
  await restoreCatalogue?.();
  await deleteAuditEntries();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

test('The pharmacy opens a clinic account; the prescriber orders on it; the statement lists the invoice and the Xero CSV names the account', async ({ page, browser }) => {
  const [admin, prescriber] = await Promise.all([createAdmin(), createPrescriber()]);
  prescribers.push(prescriber.uid);
  const patient = await createTestPatient(prescriber.uid);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();

  await test.step('the admin opens an account for the prescriber by their e-mail', async () => {
    await openAdminView(adminPage, admin, 'Clinic accounts', 'Clinic accounts');
    const form = adminPage.getByRole('form', { name: 'Open a clinic account' });
    await form.getByLabel('Prescriber’s e-mail').fill(prescriber.email);
    await form.getByLabel('Practice name (optional)').fill(PRACTICE);
    await form.getByLabel('Payment terms in days (empty: the billing settings’)').fill('30');
    await form.getByRole('button', { name: 'Open account' }).click();
    await expect(form.getByRole('status')).toHaveText(`Opened ${PRACTICE}.`, { timeout: 20_000 });
    await expect(adminPage.getByRole('row', { name: new RegExp(PRACTICE) })).toContainText('30 days');
    await expectAccessible(adminPage);
  });

  let requestId = '';
  await test.step('the prescriber chooses “The clinic’s account” as who pays and sends the order', async () => {
    await openDashboard(page, prescriber);
    await choosePatient(page, patient);
    await addToCart(page, HYDROCORTISONE);
    const cart = page.getByRole('region', { name: /^Cart/ });
    const whoPays = cart.getByRole('group', { name: 'Who pays' });
    await expect(whoPays.getByRole('radio', { name: 'The patient' })).toBeChecked();
    await whoPays.getByRole('radio', { name: `The clinic’s account (${PRACTICE})` }).check();
    await expectAccessible(page);
    await cart.getByLabel(ORDER_MESSAGES.consent).check();
    await cart.getByRole('button', { name: 'Submit Request' }).click();
    requestId = await submittedRequestId(page);
    placed.push(requestId);
    expect(await storedOrder(requestId)).toMatchObject({ payer: 'clinic', clinicAccount: { accountId: prescriber.uid, name: PRACTICE } });
  });

  await test.step('the pharmacy makes it and the patient collects it: its invoice is issued to the account', async () => {
    await checkedCompounding(requestId);
    for (const status of ['in_progress', 'ready', 'collected'] as const) {
      // The uploaded script is an advance copy: its paper original arrives before the order may be Ready (decision 026).
      if (status === 'ready') {
        const received = await request(LEGAL_SCRIPT_API_PATHS.originalReceived, { idToken: admin.idToken, body: { requestId, itemIndex: 0, receivedOn: sydneyIsoDate() } });
        expect(received.status, received.text).toBe(200);
      }
      const moved = await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status } });
      expect(moved.status, moved.text).toBe(200);
    }
    await expect
      .poll(async () => (await adminDb().collection(INVOICE_COLLECTIONS.invoices).where('requestId', '==', requestId).get()).docs[0]?.get('accountId'), { timeout: 20_000 })
      .toBe(prescriber.uid);
  });

  const invoiceNumber = (await adminDb().collection(INVOICE_COLLECTIONS.invoices).where('requestId', '==', requestId).get()).docs[0]!.id;

  await test.step('the admin sees the balance and downloads this month’s statement, which lists the invoice', async () => {
    await adminPage.reload();
    const row = adminPage.getByRole('row', { name: new RegExp(PRACTICE) });
    await expect(row).toContainText('$34.50');
    const download = adminPage.waitForEvent('download');
    await row.getByRole('button', { name: `Download statement for ${PRACTICE}` }).click();
    const text = pdfText(await readFile(await (await download).path()));
    expect(text).toContain('Statement');
    expect(text).toContain(PRACTICE);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(requestId);
  });

  await test.step('the admin downloads the month’s invoices for Xero: the header is Xero’s and the row names the account', async () => {
    const download = adminPage.waitForEvent('download');
    await adminPage.getByRole('button', { name: 'Download invoices CSV' }).click();
    const rows = (await readFile(await (await download).path(), 'utf8')).split('\r\n');
    expect(rows[0]).toMatch(/^\*ContactName,EmailAddress,.*,\*InvoiceNumber,Reference,\*InvoiceDate,\*DueDate,InventoryItemCode,\*Description,\*Quantity,\*UnitAmount,/);
    const row = rows.find((line) => line.includes(invoiceNumber));
    expect(row).toContain(`${PRACTICE},${prescriber.email},`);
    expect(row).toContain(`,${invoiceNumber},${requestId},`);
    expect(row).toContain(',1,34.50,,200,GST Free Income,');
  });
  await adminContext.close();
});

test('Staff prepare a clinic-paid draft; the prescriber signs it; the admin’s order detail names the account as who pays', async ({ page, browser }) => {
  const [admin, prescriber] = await Promise.all([createAdmin(), createPrescriber({ firstName: 'Alice', lastName: 'Nguyen' })]);
  prescribers.push(prescriber.uid);
  const staff = await createStaffMember(prescriber, 'Nina Patel');
  const patient = await createTestPatient(prescriber.uid);
  const opened = await request(CLINIC_ACCOUNT_API_PATHS.accounts, { idToken: admin.idToken, body: { prescriberId: prescriber.uid, practiceName: DRAFT_PRACTICE } });
  expect(opened.status, opened.text).toBe(201);

  await test.step('Nina chooses the prescriber’s account as who pays and sends the draft for signing', async () => {
    const staffPage = await (await browser.newContext()).newPage();
    await openSignedIn(staffPage, staff, ROUTES.dashboard);
    await choosePatient(staffPage, patient);
    await addToCart(staffPage, HYDROCORTISONE);
    const whoPays = staffPage.getByRole('region', { name: /^Cart/ }).getByRole('group', { name: 'Who pays' });
    await whoPays.getByRole('radio', { name: `The clinic’s account (${DRAFT_PRACTICE})` }).check();
    await staffPage.getByLabel(ORDER_MESSAGES.consent).check();
    await staffPage.getByRole('button', { name: 'Send for signing' }).click();
    await expect(staffPage.getByRole('heading', { name: 'Sent for signing' })).toBeVisible({ timeout: 30_000 });
    await staffPage.context().close();
  });

  let requestId = '';
  await test.step('Alice sees who pays on the signing screen and signs', async () => {
    await openSignedIn(page, prescriber, ROUTES.dashboard);
    await page.getByRole('link', { name: '1 order waits for your signature' }).click({ timeout: 20_000 });
    await page.getByRole('link', { name: /^Open to sign/ }).click({ timeout: 15_000 });
    const panel = page.getByRole('region', { name: 'Prepared by Nina Patel' });
    await expect(panel.getByRole('group', { name: 'Who pays' }).getByRole('radio', { name: `The clinic’s account (${DRAFT_PRACTICE})` })).toBeChecked({ timeout: 20_000 });
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Sign and send to the pharmacy' }).click();
    const signed = page.getByText(/Signed and sent to the pharmacy as order request (HC-\d{6}-[0-9A-Z]{4})\./);
    await expect(signed).toBeVisible({ timeout: 30_000 });
    requestId = /HC-\d{6}-[0-9A-Z]{4}/.exec(await signed.innerText())![0];
    placed.push(requestId);
  });

  await test.step('the admin’s order detail names the clinic’s account as who pays', async () => {
    const adminPage = await (await browser.newContext()).newPage();
    await openSignedIn(adminPage, admin, `${ROUTES.admin}?view=orders`);
    await expect(adminPage).toHaveURL((url) => url.pathname === ROUTES.admin);
    await adminPage.getByRole('button', { name: `Open request ${requestId}` }).click({ timeout: 20_000 });
    await expect(adminPage.getByText(`The clinic’s account: ${DRAFT_PRACTICE}`)).toBeVisible({ timeout: 15_000 });
    await adminPage.context().close();
  });
});
