import type { Page } from '@playwright/test';
import {
  ORDER_API_PATHS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type MedicationDatabase,
  PATIENT_MESSAGES,
  patientLabel,
  type OrderItem,
  type PatientSnapshot,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { request } from '../support/api.ts';
import { closeAdmin } from '../support/admin.ts';
import { SCRIPT_PDF, SCRIPT_PNG } from '../support/file-fixtures.ts';
import { asUpload, cartItems, choosePatient, openDashboard, openSection, submittedRequestId, openRequest, requestRows } from '../support/order-dashboard.ts';
import { DEFAULT_DIRECTIONS, choicesIn, deleteTestOrders, fetchCatalogue, orderDoc, orderForm, postOrder, storedOrder, type OrderLine } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

/** "22 November 2026 at 3:05 pm": en-AU long date and 12-hour time. */
const SYDNEY_TIME = /\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} (am|pm)/;

/** What the cart says after a reorder of items that named no patient (reorder.ts). */
const REORDER_CHOOSE_PATIENTS = 'need their patient chosen before you submit';

/** Orders the browser placed (those placed through the API are remembered by postOrder). */
const placedInBrowser: string[] = [];

afterEachStory(async () => {
  await deleteTestOrders(...placedInBrowser.splice(0));
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

// Every story goes through the Functions emulator: orders, scripts and e-mails.
test.slow();

/** An approved practitioner with one patient, Jane Citizen. */
async function approvedPractitioner(): Promise<TestUser & { patient: PatientSnapshot }> {
  const user = await createPrescriber();
  return { ...user, patient: await createTestPatient(user.uid) };
}

/** Places an order through the API, as the dashboard would, each item for the user's patient; deleteTestOrders() removes it. */
async function placeOrder(user: TestUser & { patient: PatientSnapshot }, lines: Omit<OrderLine, 'patientId'>[]): Promise<string> {
  const response = await postOrder(orderForm(lines.map((line) => ({ ...line, patientId: user.patient.patientId }))), user.idToken);
  expect(response.status, response.text).toBe(201);
  return (response.json as SubmitOrderResponse).requestId;
}

const history = (page: Page) => page.getByRole('region', { name: 'My Requests' });
/** The row opened (decision 069): its items, statuses and Reorder. */
const entry = (page: Page, requestId: string) => openRequest(page, requestId);

test('My Requests lists only the practitioner’s own requests, newest first, with every status change', async ({ page }) => {
  const [user, other, admin] = await Promise.all([
    approvedPractitioner(),
    approvedPractitioner(),
    createAdmin(),
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
  await openSection(page, 'My Requests');
  await expect(requestRows(page)).toHaveCount(2);
  await expect(requestRows(page).getByRole('button', { expanded: false })).toHaveText([newer, older]);
  await expect(history(page)).not.toContainText(someoneElses);
  // Each row says where it stands before it is opened.
  await expect(requestRows(page).nth(1)).toContainText(ORDER_STATUS_LABELS.in_progress);

  const olderEntry = await entry(page, older);
  await expect(olderEntry).toContainText(ORDER_STATUS_LABELS.in_progress);
  await expect(olderEntry).toContainText(new RegExp(`Submitted ${SYDNEY_TIME.source}`));
  await expect(olderEntry).toContainText('× 3');
  await expect(olderEntry.getByRole('listitem').filter({ hasText: `${ORDER_STATUS_LABELS.received}:` })).toContainText(SYDNEY_TIME);
  await expect(olderEntry.getByRole('listitem').filter({ hasText: `${ORDER_STATUS_LABELS.in_progress}:` })).toContainText(SYDNEY_TIME);
  const newerEntry = await entry(page, newer);
  await expect(newerEntry).toContainText(SCRIPT_PDF.fileName);
  await expect(newerEntry).toContainText(`For ${patientLabel(user.patient)}`);
  await expect(newerEntry).toContainText(`Directions: ${DEFAULT_DIRECTIONS}`);
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
  await openSection(page, 'My Requests');

  await (await entry(page, earlier)).getByRole('button', { name: /^Reorder/ }).click();
  const cart = page.getByRole('region', { name: /^Cart/ });
  await expect(cartItems(page)).toHaveCount(2);
  await expect(cart.getByRole('status').filter({ hasText: retiredName })).toBeVisible();
  await expect(cart.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(cartItems(page).nth(0)).toContainText('Apply twice daily');
  // The directions carry over with the item.
  await expect(cartItems(page).nth(0)).toContainText(DEFAULT_DIRECTIONS);
  await expect(cartItems(page).nth(0).getByRole('group').getByRole('status')).toHaveText('2');
  // Each item keeps the patient it was for.
  await expect(cartItems(page).nth(0)).toContainText(patientLabel(user.patient));
  await expect(cartItems(page).nth(1)).toContainText(patientLabel(user.patient));
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
  await openSection(page, 'My Requests');
  await expect(requestRows(page).first().getByRole('button').first()).toHaveText(reordered);
  const items = (await storedOrder(reordered))?.items as OrderItem[];
  expect(items.map(({ formula, quantity, script, patient }) => ({ formula, quantity, script: script?.fileName ?? null, patient: patient?.patientId }))).toEqual([
    { formula: uploaded!.formula, quantity: 2, script: SCRIPT_PNG.fileName, patient: user.patient.patientId },
    { formula: mailed!.formula, quantity: 1, script: null, patient: user.patient.patientId },
  ]);
});

test('An order stored before items named their patient still shows, and its reorder asks for the patient', async ({ page }) => {
  const user = await approvedPractitioner();
  const [choice] = choicesIn(await fetchCatalogue(user.idToken));
  const older = await placeOrder(user, [{ choice: choice! }]);
  // As orders were stored before issue 12: items without a patient.
  const stored = await storedOrder(older);
  await orderDoc(older).update({ items: (stored?.items as OrderItem[]).map(({ patient: _patient, ...item }) => item) });

  await openDashboard(page, user);
  await openSection(page, 'My Requests');
  await expect(requestRows(page).first()).toContainText(PATIENT_MESSAGES.noPatientRecorded);
  const olderEntry = await entry(page, older);
  await expect(olderEntry).toContainText(`For ${PATIENT_MESSAGES.noPatientRecorded}`);
  await olderEntry.getByRole('button', { name: /^Reorder/ }).click();
  const cart = page.getByRole('region', { name: /^Cart/ });
  await expect(cart.getByRole('status').filter({ hasText: REORDER_CHOOSE_PATIENTS })).toBeVisible();
  await expect(cartItems(page).first()).toContainText(PATIENT_MESSAGES.noPatientRecorded);
  await cart.getByLabel(ORDER_MESSAGES.consent).check();
  await cart.getByRole('button', { name: 'Submit Request' }).click();
  await expect(cart.getByRole('alert')).toHaveText(PATIENT_MESSAGES.patientMissing);

  await choosePatient(page, user.patient);
  await cartItems(page).first().getByRole('button', { name: /^For / }).click();
  await expect(cartItems(page).first()).toContainText(patientLabel(user.patient));
  await expect(cart.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await cart.getByRole('button', { name: 'Submit Request' }).click();
  const reordered = await submittedRequestId(page);
  placedInBrowser.push(reordered);
  const [item] = (await storedOrder(reordered))?.items as OrderItem[];
  expect(item?.patient).toEqual(user.patient);
});
