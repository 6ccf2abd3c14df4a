/**
 * Courses in the browser (issue 25, decisions 052 and 053): the pharmacy records the first
 * supply of an item with repeats, the prescriber asks for the next supply from My Requests
 * and sees the two orders linked, then finds both on the patient's course; the pharmacy
 * finds the next supply with the queue's Next supply filter and records it.
 */
import { randomUUID } from 'node:crypto';
import { COURSE_API_PATHS, ORDER_IDEMPOTENCY_HEADER, patientLabel, type PatientSnapshot, type SubmitOrderResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { openDashboard, openSection, openRequest } from '../support/order-dashboard.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openAdminView } from '../support/portal-forms.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

let admin: TestUser;
let prescriber: TestUser;
let patient: PatientSnapshot;
let first: string;
const made: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  admin = await createAdmin();
  prescriber = await createPrescriber();
  patient = await createTestPatient(prescriber.uid);
  const [choice] = await twoChoices(prescriber.idToken);
  const response = await postOrder(orderForm([{ patientId: patient.patientId, choice, repeats: 2, daysSupply: 28 }]), prescriber.idToken);
  expect(response.status).toBe(201);
  first = (response.json as SubmitOrderResponse).requestId;
  // The pharmacy's first supply, made through the API as its screen would.
  const headers = { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() };
  expect((await request(COURSE_API_PATHS.supplies, { idToken: admin.idToken, body: { requestId: first, itemIndex: 0 }, headers })).status).toBe(200);
});

test.afterAll(async () => {
  await deleteTestOrders(...made);
  await deleteTestUsers();
  await closeAdmin();
});

test('A prescriber asks for the next supply from My Requests, sees both orders linked and the course, and the pharmacy supplies it', async ({ page, browser }) => {
  await openDashboard(page, prescriber);
  await openSection(page, 'My Requests');
  const original = await openRequest(page, first);

  await test.step('the item shows its course and asks for the next supply without a new script', async () => {
    await expect(original).toContainText('Course: first supply made, 0 of 2 repeats supplied, next any time');
    await expectAccessible(page);
    await original.getByRole('button', { name: /^Ask for next supply/ }).click();
    await expect(original.getByRole('status').filter({ hasText: 'Next supply asked for' })).toContainText(/Next supply asked for\. Repeat 1 of 2: HC-\d{6}-[0-9A-Z]{4}\./, { timeout: 30_000 });
    const next = /Repeat 1 of 2: (HC-\d{6}-[0-9A-Z]{4})/.exec(await original.getByRole('status').filter({ hasText: 'Next supply asked for' }).innerText())?.[1] ?? '';
    made.push(next);
    await expect(original).toContainText(`Next supplies: ${next} (repeat 1)`);
    await expect(await openRequest(page, next)).toContainText(`Repeat 1 of 2 of ${first}`);
  });

  await test.step("the patient's course lists both orders, newest first", async () => {
    await openSection(page, 'Patients');
    await page.getByLabel('Find a patient').fill(patient.familyName.slice(0, 4));
    await page.getByRole('button', { name: patientLabel(patient) }).click();
    const course = page.getByRole('region', { name: 'Course' }).getByRole('listitem');
    await expect(course).toHaveCount(2);
    await expect(course.nth(0)).toContainText(`Repeat 1 of 2 of ${first}`);
    await expect(course.nth(1)).toContainText('Supplied: original on');
    await expect(course.nth(1)).toContainText('2 of 2 repeats left');
    await expectAccessible(page);
  });

  await test.step('the pharmacy finds it with the Next supply filter and records its supply', async () => {
    const pharmacy = await (await browser.newContext()).newPage();
    await openAdminView(pharmacy, admin, 'Orders', 'Order requests');
    await pharmacy.getByLabel('Kind').selectOption({ label: 'Next supply' });
    await pharmacy.getByLabel('Practitioner').fill(made[0]!);
    await pharmacy.getByRole('button', { name: `Open request ${made[0]}` }).click();
    await expect(pharmacy.getByText(`Repeat 1 of 2 of ${first}`).first()).toBeVisible();
    await pharmacy.getByRole('button', { name: 'Record supply of item 1' }).click();
    await expect(pharmacy.getByRole('status').filter({ hasText: 'Supply recorded.' })).toContainText('repeat 1 of 2 supplied', { timeout: 30_000 });
    await pharmacy.close();
  });
});
