/**
 * A patient pays their invoice by card from the link in their e-mail (issue 34 part 6,
 * decision 079), on the Stripe stand-in: a priced order is dispatched, the patient's e-mail
 * holds the link only, the page shows the invoice's number and amount, Pay by card opens
 * the stand-in's checkout, and the page and the prescriber's invoice say Paid only after
 * the signed webhook.
 */
import { CONSIGNMENT_API_PATHS, PAY_MESSAGES, formatAud } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { address, deleteTestConsignments } from '../support/consignments.ts';
import { deleteTestInvoices, storedInvoiceOf, writePricedReadyOrder } from '../support/invoices.ts';
import { openDashboard, openRequest, openSection } from '../support/order-dashboard.ts';
import { createTestPatient } from '../support/patients.ts';
import { STRIPE_STANDIN_URL, payLinkMails } from '../support/stripe.ts';
import { createAdmin, createPrescriber, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// A dispatch, a checkout and a sign-in through the Functions emulator: more than 30 s on a busy two-core machine.
const SLOW_STACK_TIMEOUT = 120_000;
test.describe.configure({ timeout: SLOW_STACK_TIMEOUT });

/** writePricedReadyOrder's line and the courier's fee. */
const TOTAL_CENTS = 2450 + 1995;

let admin: TestUser;
let prescriber: TestUser;
let patientEmail: string;
let requestId: string;

test.beforeAll(async () => {
  test.setTimeout(SLOW_STACK_TIMEOUT);
  [admin, prescriber] = await Promise.all([createAdmin(), createPrescriber()]);
  patientEmail = `payer-${Date.now()}@example.test`;
  const patient = await createTestPatient(prescriber.uid, { deliveryMethod: 'delivery', ...address(), familyName: 'Paywright', email: patientEmail, noticesConsent: true });
  requestId = await writePricedReadyOrder(prescriber, { unitCents: 2450, gst: 'gst_free' }, { patient });
  const dispatched = await request(CONSIGNMENT_API_PATHS.consignments, {
    idToken: admin.idToken,
    body: { requestIds: [requestId], method: 'courier', trackingNumber: `CR${Date.now()}`, authorityToLeave: true },
  });
  expect(dispatched.status, dispatched.text).toBe(201);
});

test.afterAll(async () => {
  await deleteTestInvoices();
  await deleteTestConsignments();
  await deleteAuditEntries();
  await deleteTestUsers();
  await closeAdmin();
});

test('A patient pays their invoice by card from the e-mailed link; it shows Paid only after Stripe’s signed webhook', async ({ page, browser }) => {
  // The dispatch waits at most 5 s for the invoice and its e-mail: on a busy machine they may come just after.
  await expect.poll(async () => (await payLinkMails(patientEmail)).length, { timeout: 30_000 }).toBe(1);
  const number = (await storedInvoiceOf(requestId))!.number as string;

  const link = await test.step('the patient’s e-mail holds the link and nothing else about the invoice', async () => {
    const [mail] = await payLinkMails(patientEmail);
    expect(mail, 'the patient was e-mailed the pay link').toBeDefined();
    expect(mail!.text).not.toMatch(/Paywright|Jane|Hydrocortisone|INV-|\$/);
    const found = /https?:\/\/[^\s"<]+\/pay\/[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
    expect(found, mail!.text).toBeDefined();
    return new URL(found!).pathname;
  });

  await test.step('the page shows the pharmacy, the invoice number, the amount due and Unpaid', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: PAY_MESSAGES.pageTitle })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(page.getByText(formatAud(TOTAL_CENTS), { exact: true })).toBeVisible();
    await expect(page.getByTestId('pay-status')).toHaveText('Unpaid');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await page.locator('main').innerText()).not.toMatch(/Paywright|Jane|Hydrocortisone/);
    await expectAccessible(page);
  });

  await test.step('Pay by card opens the checkout; nothing is paid until Pay is pressed there', async () => {
    await page.getByRole('button', { name: PAY_MESSAGES.payByCard }).click();
    await expect(page).toHaveURL((url) => url.href.startsWith(`${STRIPE_STANDIN_URL}/checkout/`));
    await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
    expect((await storedInvoiceOf(requestId))?.status).toBe('unpaid');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  });

  await test.step('back on the pay page, the invoice is Paid', async () => {
    await expect(page).toHaveURL((url) => url.pathname === link && url.searchParams.get('paid') === '1');
    await expect(page.getByTestId('pay-status')).toHaveText('Paid');
    await expect(page.getByText(PAY_MESSAGES.alreadyPaid)).toBeVisible();
    await expect(page.getByRole('button', { name: PAY_MESSAGES.payByCard })).toBeHidden();
    expect(await storedInvoiceOf(requestId)).toMatchObject({ status: 'paid', paidCents: TOTAL_CENTS });
    await expectAccessible(page);
  });

  await test.step('the prescriber’s invoice in My Requests shows Paid, by card online', async () => {
    const context = await browser.newContext();
    const prescriberPage = await context.newPage();
    await openDashboard(prescriberPage, prescriber);
    await openSection(prescriberPage, 'My Requests');
    const opened = await openRequest(prescriberPage, requestId);
    const panel = opened.getByRole('region', { name: `Invoice of ${requestId}` });
    await expect(panel.getByText('Paid', { exact: true })).toBeVisible();
    await expect(panel.getByRole('list', { name: `Payments of ${number}` })).toContainText(`Payment of ${formatAud(TOTAL_CENTS)}, Card online (Stripe)`);
    await context.close();
  });
});
