/**
 * Invoices in the browser (issue 34 parts 5 and 6, decision 078): an admin dispatches a
 * priced order; its invoice appears on the order's detail with its number and total, and
 * its PDF is a tax invoice; the order is listed under the queue's Unpaid filter until the
 * admin records the card payment taken at pickup, when the invoice shows Paid and the
 * order leaves the filter. The prescriber sees the invoice on My Requests and downloads it.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { CONSIGNMENT_MESSAGES, OrderInvoiceReplySchema, formatAud, invoicePath, type Invoice } from '@pharmacy/shared';
import { pdfText } from '../../functions/src/platform/pdf/testing/pdf-text.ts';
import { request } from '../support/api.ts';
import { deleteTestConsignments } from '../support/consignments.ts';
import { deleteTestInvoices, writePricedReadyOrder } from '../support/invoices.ts';
import { openDashboard, openRequest, openSection } from '../support/order-dashboard.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { createPracticeAndPharmacy, deleteOrderTestData } from '../support/setup.ts';
import type { TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Two sign-ins (the admin with a texted code), a dispatch and its invoice through the Functions emulator.
test.describe.configure({ timeout: 120_000 });

let admin: TestUser;
let prescriber: TestUser;
let requestId: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ({ admin, prescriber } = await createPracticeAndPharmacy());
  requestId = await writePricedReadyOrder(prescriber);
});

test.afterAll(async () => {
  await deleteTestInvoices();
  await deleteTestConsignments();
  await deleteOrderTestData();
});

/** The queue narrowed by its Payment filter and the request ID. */
async function paymentFilter(page: Page, label: 'All' | 'Unpaid' | 'Overdue'): Promise<void> {
  await page.getByLabel('Payment', { exact: true }).selectOption({ label });
  await page.getByLabel('Practitioner').fill(requestId);
}

/** The invoice's fact after the term `term` (its <dt>), as the screen pairs them. */
const fact = (region: Locator, term: string) => region.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function downloadedText(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return pdfText(await readFile(await (await download).path()));
}

test('An admin dispatches a priced order, downloads its tax invoice, records the card payment at pickup, and the order leaves Unpaid; the prescriber downloads it too', async ({ page, browser }) => {
  let invoice: Invoice;

  await test.step('the admin dispatches the ready order by Australia Post from Ready to send', async () => {
    await openAdminView(page, admin, 'Orders', 'Order requests');
    await page.getByLabel('Dispatch', { exact: true }).selectOption({ label: 'Ready to send' });
    await page.getByLabel('Practitioner').fill(requestId);
    await expect(page.getByRole('rowheader')).toHaveText([`Open request ${requestId}`]);
    await page.getByRole('checkbox', { name: `Choose ${requestId} to dispatch` }).check();
    await page.getByRole('button', { name: 'Dispatch chosen orders (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispatch' });
    await dialog.getByRole('textbox', { name: CONSIGNMENT_MESSAGES.trackingNumberLabel }).fill(`33LPX${Date.now().toString().slice(-9)}`);
    await dialog.getByRole('button', { name: 'Dispatch' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${requestId} dispatched by Australia Post` })).toBeVisible();
    await expect(dialog).toBeHidden();
    // The dispatch waits for its invoice a few seconds at most (decision 078): read it once it is there.
    const issued = async () => OrderInvoiceReplySchema.parse((await request(invoicePath(requestId), { idToken: admin.idToken })).json).invoice;
    await expect.poll(issued).not.toBeNull();
    invoice = (await issued())!;
  });

  await test.step('its invoice is on the order’s detail with its number and total, and its PDF is a tax invoice', async () => {
    await page.getByLabel('Dispatch', { exact: true }).selectOption({ label: 'All' });
    await page.getByRole('button', { name: `Open request ${requestId}` }).click();
    const region = page.getByRole('region', { name: `Invoice of ${requestId}` });
    await expect(fact(region, 'Tax invoice')).toHaveText(invoice.number);
    await expect(fact(region, 'Status')).toHaveText('Unpaid');
    await expect(fact(region, 'Total')).toContainText(formatAud(invoice.totalCents));
    const text = await downloadedText(page, `Download invoice ${invoice.number}`);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain(formatAud(invoice.totalCents));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back to order requests' }).click();
  });

  await test.step('the order is listed under Unpaid, not yet under Overdue', async () => {
    await paymentFilter(page, 'Unpaid');
    await expect(page.getByRole('rowheader')).toHaveText([`Open request ${requestId}`]);
    await expect(page.getByText('Showing 1 order request.')).toBeVisible();
    await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Overdue' });
    await expect(page.getByText('No order requests match these filters.')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the admin records the card payment taken at pickup: the invoice shows Paid and the order leaves Unpaid', async () => {
    await paymentFilter(page, 'Unpaid');
    await page.getByRole('button', { name: `Open request ${requestId}` }).click();
    const region = page.getByRole('region', { name: `Invoice of ${requestId}` });
    const form = region.getByRole('form', { name: 'Record a payment or refund' });
    await form.getByLabel('How').selectOption({ label: 'Card at pickup' });
    await form.getByLabel('Amount ($)').fill((invoice.totalCents / 100).toFixed(2));
    await form.getByRole('button', { name: 'Record the payment' }).click();
    await expect(fact(region, 'Status')).toHaveText('Paid');
    await expect(region.getByRole('list', { name: `Payments of ${invoice.number}` })).toContainText(`Payment of ${formatAud(invoice.totalCents)}, Card at pickup`);
    await page.getByRole('button', { name: 'Back to order requests' }).click();
    await expect(page.getByLabel('Payment', { exact: true })).toHaveValue('unpaid');
    await expect(page.getByText('No order requests match these filters.')).toBeVisible();
  });

  await test.step('the prescriber sees the invoice Paid on My Requests and downloads it', async () => {
    const context = await browser.newContext();
    const prescriberPage = await context.newPage();
    await openDashboard(prescriberPage, prescriber);
    await openSection(prescriberPage, 'My Requests');
    await openRequest(prescriberPage, requestId);
    const region = prescriberPage.getByRole('region', { name: `Invoice of ${requestId}` });
    await expect(fact(region, 'Tax invoice')).toHaveText(invoice.number);
    await expect(fact(region, 'Status')).toHaveText('Paid');
    await expect(region.getByRole('form', { name: 'Record a payment or refund' })).toHaveCount(0);
    const text = await downloadedText(prescriberPage, `Download invoice ${invoice.number}`);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(invoice.number);
    await expectAccessible(prescriberPage);
    await context.close();
  });
});
