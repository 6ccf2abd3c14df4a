/**
 * The dispensing worksheet: an admin prints an order request on one A4 page, with the
 * prescriber, each patient once, every item with its patient and legal prescription,
 * and the request ID as text and as a QR code that scans back
 * to it.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ROUTES, type SubmitOrderResponse } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { uniqueTokenCode, choicesIn, deleteTestOrders, fetchCatalogue, orderForm, postOrder, type OrderLine } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// An admin's sign-in with its code, a ten-item order through the API, then a PDF print.
test.describe.configure({ timeout: 90_000 });

let admin: TestUser;
let practitioner: TestUser;
let requestId: string;
let tokens: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  admin = await createAdmin();
  practitioner = await createPrescriber();
  const choices = choicesIn(await fetchCatalogue(practitioner.idToken));
  const jane = await createTestPatient(practitioner.uid, { notes: 'Allergic to lactose; prefers capsules.', phone: '+61412345678' });
  const sam = await createTestPatient(practitioner.uid, {
    givenName: 'Sam',
    familyName: 'Nguyen',
    dateOfBirth: '2015-07-01',
    deliveryMethod: 'delivery',
    street: '1 Darling Street',
    suburb: 'Balmain',
    state: 'NSW',
    postcode: '2041',
  });
  // A full cart for two patients: ten items, two with an uploaded advance copy, three
  // with an e-script token, each with a pharmacist's note.
  // Each token supplies once (decision 043): three items, three tokens.
  tokens = [uniqueTokenCode(), uniqueTokenCode(), uniqueTokenCode()];
  const lines: OrderLine[] = Array.from({ length: 10 }, (_, index) => ({
    patientId: index < 7 ? jane.patientId : sam.patientId,
    choice: choices[index % choices.length]!,
    quantity: (index % 3) + 1,
    notes: `Item ${index + 1}: dispense in an amber jar, label with the patient's directions and check the base.`,
    // Directions of a usual length on every item (decision 052): the page still holds ten.
    directions: `Item ${index + 1}: apply a thin layer to the affected area twice daily`,
    daysSupply: 28,
    ...(index < 2 && { script: SCRIPT_PDF }),
    ...(index >= 2 && index < 5 && { escriptToken: tokens[index - 2] }),
  }));
  const response = await postOrder(orderForm(lines, { notes: 'Deliver to the clinic before Friday, please.' }), practitioner.idToken);
  expect(response.status).toBe(201);
  requestId = (response.json as SubmitOrderResponse).requestId;
});

test.afterAll(async () => {
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

test('An admin prints a ten-item order on one A4 page whose QR code scans back to the request ID', async ({ page, context }) => {
  await openSignedIn(page, admin, `${ROUTES.admin}?view=orders`);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.admin);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();

  const [worksheet] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Print worksheet/ }).click()]);
  await expect(worksheet.getByRole('heading', { level: 1, name: 'Dispensing worksheet' })).toBeVisible();
  await expect(worksheet.getByText(`Request ID ${requestId}`)).toBeVisible();
  const prescriber = worksheet.getByRole('region', { name: 'Prescriber' });
  for (const text of ['Test Practitioner (practitioner)', 'MED0001234', 'Test Clinic, 1 Test Street, Balmain NSW 2041']) {
    await expect(prescriber).toContainText(text);
  }
  const rows = worksheet.getByRole('region', { name: 'Items (10)' }).getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText('Advance copy: script.pdf');
  // A copy is not a prescription: the original is still awaited (decision 026).
  await expect(rows.nth(1)).toContainText('Original outstanding: due by');
  await expect(rows.nth(1)).toContainText('for Jane Citizen');
  await expect(rows.nth(3)).toContainText(`E-script token received: ${tokens[0]}`);
  await expect(rows.nth(10)).toContainText('Item 10: dispense in an amber jar');
  await expect(rows.nth(10)).toContainText('for Sam Nguyen');
  await expect(rows.nth(1)).toContainText("Directions: Item 1: apply a thin layer to the affected area twice daily (28 days' supply)");
  await expect(rows.nth(10)).toContainText('Directions: Item 10: apply a thin layer');
  // Each patient once, with what the label and the pharmacist's check need.
  const patients = worksheet.getByRole('region', { name: 'Patients (2)' }).getByRole('listitem');
  await expect(patients).toHaveText([
    /^Jane Citizen, DOB 15\/03\/1980 · 0412 345 678 · Pickup at the pharmacy\s*Allergies and notes: Allergic to lactose; prefers capsules\.$/,
    /^Sam Nguyen, DOB 01\/07\/2015 · Delivery to an address: 1 Darling Street, Balmain NSW 2041\s*Allergies and notes: -$/,
  ]);
  await expect(worksheet.getByRole('region', { name: 'Order notes' })).toContainText('Deliver to the clinic before Friday, please.');

  await test.step('the QR code reads back as the request ID', async () => {
    const image = PNG.sync.read(await worksheet.getByRole('img', { name: `QR code of request ID ${requestId}` }).screenshot());
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(requestId);
  });

  await test.step('printed, it is one A4 page without the site header or footer', async () => {
    const pdfBytes = await worksheet.pdf({ preferCSSPageSize: true, printBackground: true });
    const pdf = pdfBytes.toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    // A4 is 595 × 842 points; Chromium writes it as 594.96 × 841.92.
    expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
    await worksheet.emulateMedia({ media: 'print' });
    await expect(worksheet.getByRole('banner')).toBeHidden();
    await expect(worksheet.getByRole('button', { name: 'Print worksheet' })).toBeHidden();
  });
  await worksheet.emulateMedia({ media: 'screen' });
  await expectAccessible(worksheet);
});

test('A practitioner who opens a worksheet address is sent to the home page', async ({ page }) => {
  await openSignedIn(page, practitioner, ROUTES.dashboard);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.dashboard);
  await page.goto(ROUTES.adminWorksheet(requestId));
  // The home page itself, not only its address: its screen loads after the redirect.
  await expectScreen(page, ROUTES.home);
  await expect(page.getByText(requestId)).toHaveCount(0);
});
