import type { Page } from '@playwright/test';
import {
  ORDER_API_PATHS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type MedicationDatabase,
  type OrderItem,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { request } from '../support/api.ts';
import { closeAdmin } from '../support/admin.ts';
import { SCRIPT_PDF, SCRIPT_PNG } from '../support/file-fixtures.ts';
import { asUpload, cartItems, openDashboard, submittedRequestId } from '../support/order-dashboard.ts';
import { choicesIn, deleteTestOrders, fetchCatalogue, orderForm, postOrder, storedOrder, type OrderLine } from '../support/orders.ts';
import { createTestUser, deleteTestUsers, type TestUser } from '../support/test-users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

/** "22 November 2026 at 3:05 pm": en-AU long date and 12-hour time. */
const SYDNEY_TIME = /\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} (am|pm)/;

/** Orders the browser placed (those placed through the API are remembered by postOrder). */
const placedInBrowser: string[] = [];

afterEachStory(async () => {
  await deleteTestOrders(...placedInBrowser.splice(0));
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

// Every story goes through the Functions emulator: orders, scripts and e-mails.
test.slow();

async function approvedPractitioner(): Promise<TestUser> {
  return createTestUser({ record: { role: 'practitioner', status: 'approved' } });
}

/** Places an order through the API, as the dashboard would; deleteTestOrders() removes it. */
async function placeOrder(user: TestUser, lines: OrderLine[]): Promise<string> {
  const response = await postOrder(orderForm(lines), user.idToken);
  expect(response.status, response.text).toBe(201);
  return (response.json as SubmitOrderResponse).requestId;
}

const history = (page: Page) => page.getByRole('region', { name: 'My Requests' });
const entry = (page: Page, requestId: string) => history(page).getByRole('article', { name: requestId });

test('My Requests lists only the practitioner’s own requests, newest first, with every status change', async ({ page }) => {
  const [user, other, admin] = await Promise.all([
    approvedPractitioner(),
    approvedPractitioner(),
    createTestUser({ record: { role: 'admin' } }),
  ]);
  const [first, second] = choicesIn(await fetchCatalogue(user.idToken));
  const [older, someoneElses] = await Promise.all([
    placeOrder(user, [{ choice: first!, quantity: 3 }]),
    placeOrder(other, [{ choice: first! }]),
  ]);
  const newer = await placeOrder(user, [{ choice: second!, script: SCRIPT_PDF }]);
  const moved = await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId: older, status: 'in_progress' } });
  expect(moved.status, moved.text).toBe(200);

  await openDashboard(page, user);
  await expect(history(page).getByRole('article')).toHaveCount(2);
  await expect(history(page).getByRole('heading', { level: 3 })).toHaveText([newer, older]);
  await expect(history(page)).not.toContainText(someoneElses);

  const olderEntry = entry(page, older);
  await expect(olderEntry).toContainText(ORDER_STATUS_LABELS.in_progress);
  await expect(olderEntry).toContainText(new RegExp(`Submitted ${SYDNEY_TIME.source}`));
  await expect(olderEntry).toContainText('× 3');
  await expect(olderEntry.getByRole('listitem').filter({ hasText: `${ORDER_STATUS_LABELS.received}:` })).toContainText(SYDNEY_TIME);
  await expect(olderEntry.getByRole('listitem').filter({ hasText: `${ORDER_STATUS_LABELS.in_progress}:` })).toContainText(SYDNEY_TIME);
  await expect(entry(page, newer)).toContainText(SCRIPT_PDF.fileName);
  await expectAccessible(page);
});

test('Reorder copies a request back into the cart, asks for its script again and skips what is gone', async ({ page }) => {
  const user = await approvedPractitioner();
  const catalogue = await fetchCatalogue(user.idToken);
  const [uploaded, mailed, retired] = choicesIn(catalogue);
  const earlier = await placeOrder(user, [
    { choice: uploaded!, script: SCRIPT_PDF, quantity: 2, notes: 'Apply twice daily' },
    { choice: mailed! },
    { choice: retired! },
  ]);
  const retiredName = catalogue.formulasByCondition[retired!.condition]!.find((f) => f.value === retired!.formula)!.label;

  // The pharmacy has since stopped offering the third formula.
  const current: MedicationDatabase = structuredClone(catalogue);
  current.formulasByCondition[retired!.condition] = current.formulasByCondition[retired!.condition]!.filter(
    (formula) => formula.value !== retired!.formula,
  );
  await page.route(`**${ORDER_API_PATHS.medicationDatabase}`, (route) => route.fulfill({ json: { success: true, data: current } }));
  await openDashboard(page, user);

  await entry(page, earlier).getByRole('button', { name: /^Reorder/ }).click();
  const cart = page.getByRole('region', { name: /^Cart/ });
  await expect(cartItems(page)).toHaveCount(2);
  await expect(cart.getByRole('status').filter({ hasText: retiredName })).toBeVisible();
  await expect(cart.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(cartItems(page).nth(0)).toContainText('Apply twice daily');
  await expect(cartItems(page).nth(0).getByRole('group').getByRole('status')).toHaveText('2');
  await expectAccessible(page);

  await test.step('the uploaded script must be attached again before the cart can go', async () => {
    await cart.getByLabel(ORDER_MESSAGES.consent).check();
    await cart.getByRole('button', { name: 'Submit Request' }).click();
    await expect(cart.getByRole('alert')).toHaveText(ORDER_MESSAGES.scriptMissing);
    await cartItems(page).nth(0).getByLabel('Attach script').setInputFiles(asUpload(SCRIPT_PNG));
    await expect(cartItems(page).nth(0)).toContainText(SCRIPT_PNG.fileName);
    await expect(cart.getByRole('alert')).toHaveCount(0);
  });

  await cart.getByRole('button', { name: 'Submit Request' }).click();
  const reordered = await submittedRequestId(page);
  placedInBrowser.push(reordered);
  await expect(history(page).getByRole('heading', { level: 3 }).first()).toHaveText(reordered);
  const items = (await storedOrder(reordered))?.items as OrderItem[];
  expect(items.map(({ formula, quantity, script }) => ({ formula, quantity, script: script?.fileName ?? null }))).toEqual([
    { formula: uploaded!.formula, quantity: 2, script: SCRIPT_PNG.fileName },
    { formula: mailed!.formula, quantity: 1, script: null },
  ]);
});
