/**
 * Issue 34 parts 1 and 2 (decision 077): an admin sets the post fee in Billing; a prescriber
 * sees each line's price, the delivery fee, the GST and the total before sending, and the
 * same prices on the order once sent.
 */
import { ADMIN_COLLECTIONS, BILLING_SETTINGS_DOC, BUILT_IN_MEDICATION_DATABASE, COLLECTIONS, ORDER_MESSAGES, PRICED_BY_PHARMACY } from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { addToCart, cartItems, choosePatient, openDashboard, openRequest, openSection, submittedRequestId, type OrderChoice } from '../support/order-dashboard.ts';
import { deleteTestOrders, storedOrder } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { rememberCatalogue } from '../support/sheets.ts';
import { createAdmin, createPrescriber, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

// Through the Functions emulator: a save, an upload, Firestore and two e-mails.
test.slow();

const HYDROCORTISONE: OrderChoice = { condition: 'Dermatitis', formula: 'Hydrocortisone Cream', strength: '1%', amount: '30g', method: 'upload', script: SCRIPT_PDF, quantity: 2 };
const CUSTOM: OrderChoice = { condition: 'Other', formula: 'Custom Formula', method: 'mail' };

const billingDoc = () => adminDb().collection(ADMIN_COLLECTIONS.settings).doc(BILLING_SETTINGS_DOC);
const placed: string[] = [];
let restoreCatalogue: (() => Promise<void>) | undefined;
let savedBilling: Record<string, unknown> | undefined;

test.beforeEach(async () => {
  restoreCatalogue = await rememberCatalogue();
  savedBilling = (await billingDoc().get()).data();
  // The built-in catalogue, priced: what the server prices the order from.
  await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set(BUILT_IN_MEDICATION_DATABASE);
});

afterEachStory(async () => {
  await deleteTestOrders(...placed.splice(0));
  await restoreCatalogue?.();
  if (savedBilling) await billingDoc().set(savedBilling);
  else await billingDoc().delete();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

test('An admin sets the post fee; a prescriber sees the prices, delivery, GST and total before sending, and on the order', async ({ page, browser }) => {
  await test.step('the admin saves the billing settings with a new post fee, after a fee in fractions of a cent is refused', async () => {
    const admin = await createAdmin();
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await openAdminView(adminPage, admin, 'Billing', 'Billing');
    const form = adminPage.getByRole('form', { name: 'Billing settings' });
    await expect(form.getByRole('textbox', { name: 'Post' })).toHaveValue('12.95');
    await expectAccessible(adminPage);
    await form.getByRole('textbox', { name: 'Post' }).fill('15.505');
    await form.getByRole('button', { name: 'Save billing settings' }).click();
    await expect(form.getByText('Enter each fee in dollars and cents')).toBeVisible();
    await form.getByRole('textbox', { name: 'Post' }).fill('15.50');
    await form.getByRole('button', { name: 'Save billing settings' }).click();
    await expect(adminPage.getByText('Billing settings saved.')).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await billingDoc().get()).data()?.settings?.deliveryFees?.post).toBe(1550);
    await context.close();
  });

  const user = await createPrescriber();
  const patient = await createTestPatient(user.uid, { deliveryMethod: 'delivery', street: '1 Harbour Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' });

  await test.step('the cart shows each line’s price and the estimated total with delivery and GST', async () => {
    await openDashboard(page, user);
    await choosePatient(page, patient);
    await addToCart(page, HYDROCORTISONE);
    await addToCart(page, CUSTOM);
    await expect(cartItems(page)).toHaveCount(2);
    await expect(cartItems(page).nth(0)).toContainText('$69.00');
    await expect(cartItems(page).nth(1)).toContainText(PRICED_BY_PHARMACY);
    const estimate = page.getByRole('region', { name: 'Estimated total' });
    await expect(estimate.getByRole('row', { name: /Delivery: Post/ })).toContainText('$15.50');
    await expect(estimate.getByRole('row', { name: 'Total' })).toContainText('$84.50');
    // GST on the taxed delivery only (hydrocortisone is GST-free): 1550 / 11, rounded once.
    await expect(estimate).toContainText('Includes GST of $1.41.');
    await expect(estimate).toContainText(`1 item ${PRICED_BY_PHARMACY}: not in this total.`);
    await expectAccessible(page);
  });

  await test.step('sent, the order keeps the same prices and My Requests shows them', async () => {
    const cart = page.getByRole('region', { name: /^Cart/ });
    await cart.getByLabel(ORDER_MESSAGES.consent).check();
    await cart.getByRole('button', { name: 'Submit Request' }).click();
    const requestId = await submittedRequestId(page);
    placed.push(requestId);
    const order = (await storedOrder(requestId)) as { items: { price: unknown }[]; delivery: unknown };
    expect(order.items.map((item) => item.price)).toEqual([{ unitCents: 3450, gst: 'gst_free' }, null]);
    expect(order.delivery).toEqual({ method: 'post', cents: 1550, gst: 'gst_10' });

    await openSection(page, 'My Requests');
    const opened = await openRequest(page, requestId);
    const prices = opened.getByRole('region', { name: 'Prices when sent' });
    await expect(prices.getByRole('row', { name: /Hydrocortisone Cream/ })).toContainText('$69.00');
    await expect(prices.getByRole('row', { name: /Custom Formula/ })).toContainText(PRICED_BY_PHARMACY);
    await expect(prices.getByRole('row', { name: /Delivery: Post/ })).toContainText('$15.50');
    await expect(prices.getByRole('row', { name: 'Total' })).toContainText('$84.50');
    await expect(prices).toContainText('Includes GST of $1.41.');
  });
});
