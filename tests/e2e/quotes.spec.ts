/**
 * Quotes in the browser (issue 34 part 3, decision 080): an admin re-prices a line up with
 * a reason; the order waits; the prescriber reads the old and new prices, the reason and
 * the new total on My Requests and accepts; the order then moves on. Another is declined
 * and is cancelled.
 */
import type { Page } from '@playwright/test';
import { ORDER_STATUS_LABELS, PAYER_LABELS, QUOTE_API_PATHS, QUOTE_AWAITING, QUOTE_MESSAGES, QUOTE_STATUS_LABELS, ROUTES, WAITING_ON_PRESCRIBER, type SubmitOrderResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { myRequests, openDashboard, openRequest, openSection } from '../support/order-dashboard.ts';
import { deleteTestOrders, orderDoc, orderForm, postOrder, storedOrder, twoChoices, uniqueTokenCode } from '../support/orders.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createTestPatient } from '../support/patients.ts';
import { createAdmin, createPrescriber, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Two people sign in (the admin with a texted code) and each change goes through the Functions emulator.
test.describe.configure({ timeout: 90_000 });

let admin: TestUser;
let prescriber: TestUser;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  [admin, prescriber] = await Promise.all([createAdmin(), createPrescriber()]);
});

test.afterAll(async () => {
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

/** A new order of the prescriber, its one line priced at $24.50 and posted delivery at $12.95 (as a priced cart stores them). */
async function pricedOrder(): Promise<string> {
  const [choice] = await twoChoices(prescriber.idToken);
  const { patientId } = await createTestPatient(prescriber.uid);
  const response = await postOrder(orderForm([{ patientId, choice, escriptToken: uniqueTokenCode() }]), prescriber.idToken);
  expect(response.status, response.text).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  const stored = (await storedOrder(requestId))!;
  const items = (stored.items as Record<string, unknown>[]).map((item) => ({ ...item, price: { unitCents: 2450, gst: 'gst_free' } }));
  await orderDoc(requestId).update({ items, delivery: { method: 'post', cents: 1295, gst: 'gst_10' } });
  return requestId;
}

async function openOrder(page: Page, requestId: string): Promise<void> {
  await page.goto(`${ROUTES.admin}?view=orders`);
  await expect(page.getByRole('heading', { level: 2, name: 'Order requests' })).toBeVisible();
  await page.getByLabel('Practitioner').fill(requestId);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Order request ${requestId}` })).toBeFocused();
}

test('An admin re-prices a line up with a reason, the prescriber accepts on My Requests, and the order moves on', async ({ page, browser }) => {
  const requestId = await pricedOrder();

  await test.step('the admin re-prices the line: the reason is required, and the order then waits', async () => {
    await openSignedIn(page, admin, ROUTES.admin);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.admin);
    await openOrder(page, requestId);
    const form = page.getByRole('form', { name: 'Re-price a line' });
    await form.getByLabel('New unit price ($)').fill('31.00');
    await form.getByRole('button', { name: 'Re-price line' }).click();
    await expect(form.getByText(QUOTE_MESSAGES.reason)).toBeVisible();
    // What was typed stays.
    await expect(form.getByLabel('New unit price ($)')).toHaveValue('31.00');
    await form.getByLabel('Reason').fill('The base ingredient now comes from a new supplier');
    await form.getByRole('button', { name: 'Re-price line' }).click();
    await expect(form.getByRole('status')).toHaveText('The new total is higher: the order waits for the prescriber’s acceptance.');
    await expect(page.getByText(QUOTE_STATUS_LABELS.awaiting).first()).toBeVisible();
    await expect(page.getByText(QUOTE_AWAITING.message)).toBeVisible();
    await expect(page.getByText(PAYER_LABELS.patient)).toBeVisible();
    // The order's prices are now the new ones, and no longer called the prices it was sent with.
    await expect(page.getByRole('region', { name: `Prices with the pharmacy’s new price (${QUOTE_STATUS_LABELS.awaiting})` })).toContainText('$31.00');
    await expect(page.getByRole('region', { name: 'Prices when sent' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark in progress', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('the prescriber reads the old and new prices, the reason and the new total, and accepts', async () => {
    const context = await browser.newContext();
    const mine = await context.newPage();
    await openDashboard(mine, prescriber);
    // Whichever section opens first, the dashboard says an answer waits, and its link opens the order.
    await mine.getByRole('link', { name: '1 order needs your answer' }).click();
    const row = myRequests(mine).getByRole('listitem').filter({ hasText: requestId }).first();
    await expect(row).toContainText(WAITING_ON_PRESCRIBER.quote);
    const entry = await openRequest(mine, requestId);
    await expect(entry).toContainText('$24.50 each, now $31.00 each');
    await expect(entry).toContainText('The base ingredient now comes from a new supplier');
    await expect(entry).toContainText('Total was $37.45; new total $43.95.');
    await expect(entry).toContainText(`Who pays: ${PAYER_LABELS.patient}`);
    await expectAccessible(mine);
    await entry.getByRole('button', { name: `Accept new price for ${requestId}` }).click();
    await expect(entry).toContainText(QUOTE_STATUS_LABELS.accepted);
    await expect(entry.getByRole('button', { name: /Accept new price/ })).toHaveCount(0);
    await expect(mine.getByRole('link', { name: /needs? your answer/ })).toHaveCount(0);
    await context.close();
  });

  await test.step('the admin moves the order to In progress', async () => {
    await openOrder(page, requestId);
    await page.getByRole('button', { name: 'Mark in progress', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status changed to In progress.' })).toBeVisible();
  });
});

test('A prescriber declines a higher price and the order is cancelled', async ({ page }) => {
  const requestId = await pricedOrder();
  const repriced = await request(QUOTE_API_PATHS.reprice, { idToken: admin.idToken, body: { requestId, itemIndex: 0, unitPrice: '40', reason: 'Scarce ingredient' } });
  expect(repriced.status, repriced.text).toBe(200);

  await openDashboard(page, prescriber);
  await openSection(page, 'My Requests');
  const entry = await openRequest(page, requestId);
  await expect(entry).toContainText('Scarce ingredient');
  await entry.getByRole('button', { name: `Decline and cancel ${requestId}` }).click();
  await expect(entry).toContainText(QUOTE_STATUS_LABELS.declined);
  await expect(entry.getByText(ORDER_STATUS_LABELS.cancelled, { exact: true }).first()).toBeVisible();
  expect(await storedOrder(requestId)).toMatchObject({ status: 'cancelled', cancelledReason: 'quote declined' });
});
