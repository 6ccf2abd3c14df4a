/**
 * A practitioner's patients on the dashboard (issue 12): added while ordering, found
 * again by typing, edited, and named on every cart item, the Thank you! panel and
 * My Requests. The patient search reads Firestore from the browser under the rules;
 * saving a patient goes through /api.
 */
import { PATIENT_MESSAGES, patientLabel, type OrderItem } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { asSeen, cartItems, choosePatient, fillOrderForm, openDashboard, openRequest, openSection, renameChosenPatient, patientSection, submittedRequestId } from '../support/order-dashboard.ts';
import { choicesIn, deleteTestOrders, fetchCatalogue, storedOrder } from '../support/orders.ts';
import { createTestPatient, patientsOf, storedPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

const placed: string[] = [];

afterEachStory(async () => {
  await deleteTestOrders(...placed.splice(0));
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

const approvedPractitioner = () => createPrescriber();

test('A practitioner adds a patient while ordering, finds them again by typing, and the cart, confirmation and My Requests name them', async ({ page }) => {
  test.slow(); // Through the Functions emulator: two patient saves, then the order and its e-mails.
  const user = await approvedPractitioner();
  const catalogue = await fetchCatalogue(user.idToken);
  const [choice] = choicesIn(catalogue);
  await openDashboard(page, user);
  // The item's choices first: adding the patient must not lose them.
  await fillOrderForm(page, { ...asSeen(catalogue, choice!), method: 'mail', notes: 'Apply twice daily' });

  const section = patientSection(page);
  await section.getByRole('button', { name: 'Add a new patient' }).click();
  const editor = section.getByRole('form', { name: 'New patient' });
  await editor.getByLabel('Given name').fill('Matilda');
  await editor.getByLabel('Family name').fill('Ozturk');

  await test.step('a date of birth in the future is refused beside the field, and everything typed stays', async () => {
    await editor.getByLabel('Date of birth').fill(sydneyIsoDate(1));
    await editor.getByRole('radio', { name: 'Delivery to an address' }).check();
    await editor.getByLabel('Street address').fill('1 Darling Street');
    await editor.getByLabel('Suburb').fill('Balmain');
    await editor.getByLabel('State').selectOption('NSW');
    await editor.getByLabel('Postcode').fill('2041');
    await editor.getByRole('button', { name: 'Save patient' }).click();
    await expect(editor.getByLabel('Date of birth')).toHaveAccessibleDescription(PATIENT_MESSAGES.dateOfBirthFuture);
    await expect(editor.getByLabel('Given name')).toHaveValue('Matilda');
    await expect(editor.getByLabel('Street address')).toHaveValue('1 Darling Street');
    await expectAccessible(page);
    expect(await patientsOf(user.uid)).toEqual([]);
  });

  await test.step('a phone number that is not an Australian one is refused by the server, beside the field', async () => {
    await editor.getByLabel('Date of birth').fill('1984-07-09');
    await editor.getByLabel('Phone (optional)').fill('0412 345 67');
    await editor.getByRole('button', { name: 'Save patient' }).click();
    await expect(editor.getByLabel('Phone (optional)')).toHaveAccessibleDescription(PATIENT_MESSAGES.phone, { timeout: 15_000 });
    expect(await patientsOf(user.uid)).toEqual([]);
  });

  await test.step('an agreement to e-mailed notices with no e-mail is refused beside the e-mail, before anything is sent', async () => {
    await editor.getByLabel('Phone (optional)').fill('0412 345 678');
    await editor.getByRole('checkbox', { name: PATIENT_MESSAGES.noticesConsentLabel }).check();
    await editor.getByRole('button', { name: 'Save patient' }).click();
    await expect(editor.getByLabel(PATIENT_MESSAGES.emailLabel)).toHaveAccessibleDescription(
      `${PATIENT_MESSAGES.noticesHint} ${PATIENT_MESSAGES.noticesConsentNeedsEmail}`,
    );
    await expectAccessible(page);
    expect(await patientsOf(user.uid)).toEqual([]);
  });

  const matilda = { givenName: 'Matilda', familyName: 'Ozturk', dateOfBirth: '1984-07-09' };
  await test.step('saved, the patient is chosen for the item, and the item is as it was', async () => {
    await editor.getByLabel(PATIENT_MESSAGES.emailLabel).fill('matilda@example.test');
    await editor.getByLabel('Allergies or notes for the pharmacist (optional)').fill('Allergic to lanolin.');
    await editor.getByRole('button', { name: 'Save patient' }).click();
    await expect(section).toContainText(patientLabel(matilda), { timeout: 15_000 });
    await expect(section).toContainText('Delivery to an address: 1 Darling Street, Balmain NSW 2041');
    const form = page.getByRole('region', { name: 'Submit Order Request' });
    await expect(form.getByLabel('Notes (optional)')).toHaveValue('Apply twice daily');
    const [patientId] = await patientsOf(user.uid);
    expect(await storedPatient(patientId!)).toMatchObject({
      prescriberId: user.uid,
      ...matilda,
      phone: '+61412345678',
      notes: 'Allergic to lanolin.',
      email: 'matilda@example.test',
      noticesConsent: true,
    });
  });

  await test.step('found again by the start of the family name, or by the date of birth', async () => {
    await section.getByRole('button', { name: 'Change patient' }).click();
    await section.getByLabel('Find a patient').fill('09/07/1984');
    await expect(section.getByRole('button', { name: patientLabel(matilda) })).toBeVisible();
    await section.getByLabel('Find a patient').fill('ozt');
    await section.getByRole('button', { name: patientLabel(matilda) }).click();
    await expectAccessible(page);
  });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartItems(page).first()).toContainText(patientLabel(matilda));
  const cart = page.getByRole('region', { name: /^Cart/ });
  await cart.getByLabel('I confirm that the patient has consented', { exact: false }).check();
  await cart.getByRole('button', { name: 'Submit Request' }).click();
  const requestId = await submittedRequestId(page);
  placed.push(requestId);
  await expect(page.getByRole('region', { name: 'Thank you!' })).toContainText(patientLabel(matilda));
  await openSection(page, 'My Requests');
  const history = await openRequest(page, requestId);
  await expect(history).toContainText(`For ${patientLabel(matilda)}`);
  const [item] = (await storedOrder(requestId))?.items as OrderItem[];
  expect(item?.patient).toMatchObject({ ...matilda, delivery: { method: 'delivery', address: { suburb: 'Balmain' } } });
});

test('A practitioner edits a patient, and never sees another practitioner’s patients', async ({ page }) => {
  test.slow(); // The edit goes through the Functions emulator.
  const [user, other] = await Promise.all([approvedPractitioner(), approvedPractitioner()]);
  const [mine] = await Promise.all([createTestPatient(user.uid), createTestPatient(other.uid, { givenName: 'Someone' })]);
  await openDashboard(page, user);

  const section = patientSection(page);
  await section.getByLabel('Find a patient').fill('cit');
  await expect(section.getByRole('list', { name: 'Matching patients' }).getByRole('button')).toHaveText([patientLabel(mine)]);
  await choosePatient(page, mine);

  const janet = await renameChosenPatient(section, mine, 'Janet');
  await expect(section).toContainText(patientLabel(janet), { timeout: 15_000 });
  expect(await storedPatient(mine.patientId)).toMatchObject({ givenName: 'Janet', prescriberId: user.uid });
  await expectAccessible(page);
});
