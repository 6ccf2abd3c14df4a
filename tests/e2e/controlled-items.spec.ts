/**
 * Schedule 8 items in the browser (issue 24 part 3, decision 042): the order form shows a
 * formula's schedule and storage, asks for the NSW Health authority and the repeat
 * interval only for an S8 formula, refuses an upload alone with the reason, and the
 * pharmacy's order detail and worksheet mark the item.
 */
import { COLLECTIONS, ORDER_MESSAGES, ROUTES, S8_MESSAGES } from '@pharmacy/shared';
import { DEMO_MEDICATION_DATABASE, DEMO_S8_FORMULA } from '../../scripts/stack/demo/demo-catalogue.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { addToCart, asUpload, choosePatient, fillOrderForm, openDashboard, submittedRequestId, type OrderChoice } from '../support/order-dashboard.ts';
import { deleteTestOrders, uniqueTokenCode } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { rememberCatalogue } from '../support/sheets.ts';
import { createPrescriber, createAdmin, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

// Two sign-ins (the admin's with a second factor) and a real submission: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const placed: string[] = [];
let restoreCatalogue: () => Promise<void> = async () => {};
test.beforeAll(async () => {
  restoreCatalogue = await rememberCatalogue();
  await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set({ ...DEMO_MEDICATION_DATABASE, source: 'test' });
});
afterEachStory(async () => {
  await deleteAuditEntries();
  await deleteTestOrders(...placed.splice(0));
  await deleteTestUsers();
});
test.afterAll(async () => {
  await restoreCatalogue();
  await closeAdmin();
});

const S8_CHOICE: OrderChoice = { condition: 'Pain', formula: DEMO_S8_FORMULA.label, strength: '5%', amount: '30g', method: 'upload' };
const PRESCRIPTION_TEXT = 'NSW Health authority AU123456 · repeat interval 28 days';

test('A practitioner orders a Schedule 8 item with its authority and repeat interval, and the pharmacy sees it marked', async ({ page, context }) => {
  const practitioner = await createPrescriber();
  const admin = await createAdmin();
  const patient = await createTestPatient(practitioner.uid);
  await openDashboard(page, practitioner);
  await choosePatient(page, patient);
  const form = page.getByRole('region', { name: 'Submit Order Request' });
  const authority = form.getByLabel(S8_MESSAGES.authorityLabel);
  const interval = form.getByLabel(S8_MESSAGES.intervalLabel);

  await test.step('an S4 formula shows its kind and asks nothing more', async () => {
    await form.getByLabel('Condition').selectOption({ label: 'Dermatitis' });
    await form.getByLabel('Suggested Formulas').selectOption({ label: 'Hydrocortisone Cream' });
    await expect(form.getByText('Schedule 4 · Room temperature')).toBeVisible();
    await expect(authority).toHaveCount(0);
  });

  await test.step('the S8 formula says so and asks for the authority and interval, each refusal beside its field', async () => {
    await fillOrderForm(page, { ...S8_CHOICE, script: SCRIPT_PDF });
    await expect(form.getByText('Schedule 8 (controlled drug) · Refrigerated')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(authority).toHaveAccessibleDescription(new RegExp(S8_MESSAGES.authorityMissing.slice(0, 40)));
    await authority.fill('AU 123456');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(interval).toHaveAccessibleDescription(new RegExp(S8_MESSAGES.intervalMissing.slice(0, 40)));
    await interval.fill('28');
    await expectAccessible(page);
  });

  await test.step('an uploaded image alone is refused with the reason, and nothing typed is lost', async () => {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(form.getByText(S8_MESSAGES.uploadAlone)).toBeVisible();
    await expect(authority).toHaveValue('AU 123456');
    await expect(interval).toHaveValue('28');
  });

  await test.step('with its e-script token it goes into the cart with its authority, and is sent', async () => {
    await form.getByLabel('E-script token (link or code)').fill(uniqueTokenCode());
    await form.getByLabel('Patient Script').setInputFiles(asUpload(SCRIPT_PDF));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const cart = page.getByRole('region', { name: /^Cart/ });
    await expect(cart.getByText(PRESCRIPTION_TEXT)).toBeVisible();
    // A second item beside it, by mail, so the worksheet shows the mark on one row only.
    await addToCart(page, { condition: 'Dermatitis', formula: 'Hydrocortisone Cream', strength: '1%', amount: '30g', method: 'mail' });
    await cart.getByLabel(ORDER_MESSAGES.consent).check();
    await cart.getByRole('button', { name: 'Submit Request' }).click();
    placed.push(await submittedRequestId(page));
  });

  const requestId = placed[0]!;
  // The account menu, then Logout: the admin signs in next in the same browser.
  await page.getByRole('button', { name: /Test Practitioner/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.practitioners);
  await openAdminView(page, admin, 'Orders', 'Order requests');
  await page.getByLabel('Practitioner').fill(practitioner.email);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();

  await test.step('the order detail marks the S8 item with its authority and interval', async () => {
    const s8Item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`Item 1: ${DEMO_S8_FORMULA.label}`) }) });
    await expect(s8Item.getByText(S8_MESSAGES.mark)).toBeVisible();
    await expect(s8Item).toContainText(PRESCRIPTION_TEXT);
    await expect(s8Item).toContainText('Schedule 8 (controlled drug) · Refrigerated');
    const other = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Item 2: Hydrocortisone Cream/ }) });
    await expect(other.getByText(S8_MESSAGES.mark)).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('the worksheet marks its row, and only its row', async () => {
    const [worksheet] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Print worksheet/ }).click()]);
    const rows = worksheet.getByRole('region', { name: 'Items (2)' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(S8_MESSAGES.mark, { ignoreCase: true });
    await expect(rows.nth(1)).toContainText(PRESCRIPTION_TEXT);
    await expect(rows.nth(2)).not.toContainText(S8_MESSAGES.mark, { ignoreCase: true });
    await expect(rows.nth(2)).toContainText('Schedule 4 · Room temperature');
  });
});
