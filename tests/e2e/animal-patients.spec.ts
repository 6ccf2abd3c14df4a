/**
 * Animal patients (issue 24 part 2, decision 048) in the browser: a veterinarian adds a
 * dog (no date of birth asked) and orders for it; My Requests names it; the admin's
 * worksheet prints its species, weight and owner; a prescriber of people is not offered
 * the animals-only formulas.
 */
import { ORDER_MESSAGES, ROUTES } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { deleteTestOrders } from '../support/orders.ts';
import { cartItems, openDashboard, openSection, patientSection, serveBuiltInCatalogue, submittedRequestId, openRequest } from '../support/order-dashboard.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// A vet's whole order through the browser, then an admin's sign-in with its code and the worksheet.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const DOG_LABEL = 'Biscuit, Dog, 32.5 kg (owner Rachel Doyle)';

let vet: TestUser;
let gp: TestUser;
let admin: TestUser;
let requestId = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  [vet, gp, admin] = await Promise.all([
    createPrescriber({ kind: 'veterinarian' }),
    createPrescriber({ practitionerNumber: 'MED0001234567' }),
    createAdmin(),
  ]);
});

test.afterAll(async () => {
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

test('A veterinarian adds a dog without a date of birth and orders for it', async ({ page }) => {
  await serveBuiltInCatalogue(page);
  await openDashboard(page, vet);
  const section = patientSection(page);
  await section.getByRole('button', { name: 'Add a new patient' }).click();
  const editor = section.getByRole('form', { name: 'New patient' });
  await expect(editor.getByLabel('Date of birth')).toHaveCount(0);
  await expect(editor.getByRole('group', { name: 'The patient is' })).toHaveCount(0);

  await test.step('each missing field says what it needs', async () => {
    await editor.getByRole('button', { name: 'Save patient' }).click();
    await expect(editor.getByText("Please enter the animal's name.")).toBeVisible();
    await expect(editor.getByText("Please enter the owner's family name.")).toBeVisible();
  });

  await editor.getByLabel('Animal\u2019s name').fill('Biscuit');
  await editor.getByLabel('Species').fill('Dog');
  await editor.getByLabel('Weight (kg)').fill('32.5');
  await editor.getByLabel('Owner\u2019s given name').fill('Rachel');
  await editor.getByLabel('Owner\u2019s family name').fill('Doyle');
  await editor.getByLabel('Owner\u2019s phone').fill('0412 345 678');
  await editor.getByRole('radio', { name: 'Pickup at the pharmacy' }).check();
  await editor.getByRole('button', { name: 'Save patient' }).click();
  await expect(section).toContainText(DOG_LABEL);

  await test.step('the dog is found again by its owner\u2019s name, and reads as itself', async () => {
    await section.getByRole('button', { name: 'Change patient' }).click();
    await section.getByLabel('Find a patient').fill('Doy');
    await section.getByRole('button', { name: DOG_LABEL }).click({ timeout: 15_000 });
    await expect(section.getByRole('button', { name: 'Change patient' })).toBeVisible();
  });
  for (const fact of ['Species', 'Weight', 'Owner']) await expect(section.getByRole('term').filter({ hasText: new RegExp(`^${fact}$`) })).toBeVisible();

  const form = page.getByRole('region', { name: 'Submit Order Request' });
  await form.getByLabel('Condition').selectOption({ label: 'Veterinary' });
  await form.getByLabel('Suggested Formulas').selectOption({ label: 'Gabapentin Oral Suspension (Veterinary)' });
  await form.getByLabel('Strength').selectOption('50mg/mL');
  await form.getByLabel('Amount').selectOption('30mL');
  // What the label will say (decision 052).
  await form.getByLabel('Directions', { exact: true }).fill('Give 1 mL by mouth twice daily with food');
  await form.getByRole('radio', { name: 'Send Via Mail' }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartItems(page)).toHaveCount(1);
  await expect(cartItems(page).first()).toContainText(DOG_LABEL);
  await expectAccessible(page);

  const cart = page.getByRole('region', { name: /^Cart/ });
  await cart.getByLabel(ORDER_MESSAGES.consent).check();
  await cart.getByRole('button', { name: 'Submit Request' }).click();
  requestId = await submittedRequestId(page);

  await openSection(page, 'My Requests');
  await expect(await openRequest(page, requestId)).toContainText(`For ${DOG_LABEL}`);
});

test('The worksheet shows the dog\u2019s species, weight and owner on one A4 page', async ({ page, context }) => {
  expect(requestId).not.toBe('');
  await openSignedIn(page, admin, `${ROUTES.admin}?view=orders`);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.admin);
  await page.getByRole('button', { name: `Open request ${requestId}` }).click();
  for (const text of ['Biscuit', 'Dog', '32.5 kg', 'Rachel Doyle']) await expect(page.getByRole('definition').filter({ hasText: text }).first()).toBeVisible();

  const [worksheet] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Print worksheet/ }).click()]);
  await expect(worksheet.getByRole('heading', { level: 1, name: 'Dispensing worksheet' })).toBeVisible();
  const patients = worksheet.getByRole('region', { name: 'Patient' }).getByRole('listitem');
  await expect(patients).toHaveText([/^Biscuit, species Dog · weight 32\.5 kg · owner Rachel Doyle · 0412 345 678 · Pickup at the pharmacy/]);
  await expect(worksheet.getByText(/DOB/)).toHaveCount(0);
  const pdf = (await worksheet.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('A prescriber of people is not offered the animals-only formulas', async ({ page }) => {
  await serveBuiltInCatalogue(page);
  await openDashboard(page, gp);
  const conditions = await page.getByRole('region', { name: 'Submit Order Request' }).getByLabel('Condition').locator('option').allTextContents();
  expect(conditions).not.toContain('Veterinary');
  expect(conditions).toContain('Other');
});
