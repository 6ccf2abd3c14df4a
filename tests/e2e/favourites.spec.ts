/**
 * Favourites and the pharmacy's protocols (issue 25 part 6, decision 054), as a prescriber
 * and an admin use them: a cart line saved as a favourite is added for two patients in one
 * step each; a protocol whose formula left the catalogue shows that line unavailable and adds
 * only the others; an admin publishes a protocol that prescribers then see.
 */
import type { Page } from '@playwright/test';
import { DIRECTIONS_MESSAGES, FAVOURITE_COLLECTIONS, ROUTES, patientLabel, type PatientSnapshot } from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { addToCart, asSeen, cartItems, choosePatient, openDashboard, patientSection } from '../support/order-dashboard.ts';
import { choicesIn, fetchCatalogue } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPrescriber, createAdmin, deleteTestUsers } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

const protocols: string[] = [];
const prescribers: string[] = [];

afterEachStory(async () => {
  await Promise.all(protocols.splice(0).map((id) => adminDb().collection(FAVOURITE_COLLECTIONS.protocols).doc(id).delete()));
  for (const uid of prescribers.splice(0)) {
    const theirs = await adminDb().collection(FAVOURITE_COLLECTIONS.favourites).where('prescriberId', '==', uid).get();
    await Promise.all(theirs.docs.map((doc) => doc.ref.delete()));
  }
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

const shortcuts = (page: Page) => page.getByRole('region', { name: 'Favourites and protocols' });

async function switchPatient(page: Page, patient: PatientSnapshot): Promise<void> {
  await patientSection(page).getByRole('button', { name: 'Change patient' }).click();
  await choosePatient(page, patient);
}

test('A prescriber saves a cart line as a favourite and adds it for two patients, one step each', async ({ page }) => {
  test.slow(); // Firestore reads from the browser and two saves through the Functions emulator.
  const user = await createPrescriber();
  prescribers.push(user.uid);
  const jane = await createTestPatient(user.uid, { givenName: 'Jane', familyName: 'Favourite' });
  const omar = await createTestPatient(user.uid, { givenName: 'Omar', familyName: 'Protocolo', dateOfBirth: '1975-02-01' });
  const catalogue = await fetchCatalogue(user.idToken);
  const [choice] = choicesIn(catalogue);
  const seen = asSeen(catalogue, choice!);

  await openDashboard(page, user);
  await choosePatient(page, jane);
  await addToCart(page, { ...seen, method: 'mail', notes: 'Fragrance free' });
  await expect(cartItems(page)).toHaveCount(1);

  await test.step('the cart line is saved as a favourite, with its directions', async () => {
    const line = cartItems(page).first();
    await line.getByRole('button', { name: /^Save as favourite/ }).click();
    await line.getByLabel('Favourite name').fill('Eczema flare');
    // The cart line's directions come with it, and may be changed for the favourite.
    await expect(line.getByLabel('Favourite directions')).not.toHaveValue('');
    await line.getByLabel('Favourite directions').fill('');
    await line.getByRole('button', { name: 'Save favourite' }).click();
    await expect(line.getByRole('alert')).toHaveText(DIRECTIONS_MESSAGES.directionsMissing);
    await line.getByLabel('Favourite directions').fill('Apply thinly twice daily');
    await line.getByRole('button', { name: 'Save favourite' }).click();
    // By its text: the quantity stepper's output is a status too.
    await expect(line.getByText('Saved as a favourite.')).toBeVisible();
    const favourite = shortcuts(page).getByRole('listitem', { name: 'Eczema flare' });
    await expect(favourite).toContainText('Directions: Apply thinly twice daily');
    await expect(favourite).toContainText('Notes: Fragrance free');
    await expectAccessible(page);
  });

  await test.step('the favourite goes into the cart for another patient in one step', async () => {
    await switchPatient(page, omar);
    await expect(shortcuts(page)).toContainText(`Adds to the cart for ${patientLabel(omar)}.`);
    // The panel has no script choice of its own: the line makes its one choice in the cart (decision 069).
    await expect(shortcuts(page).getByRole('radio')).toHaveCount(0);
    await shortcuts(page).getByRole('button', { name: 'Add to the cart (Eczema flare)' }).click();
    await expect(shortcuts(page).getByRole('status')).toHaveText(
      `Added 1 line to the cart for ${patientLabel(omar)}. Choose each new cart line\u2019s script in the cart: attach it, or choose Send Via Mail.`,
    );
    await expect(cartItems(page)).toHaveCount(2);
    await expect(cartItems(page).nth(1).getByRole('radio', { name: 'Upload E-Script' })).toBeChecked();
    await expect(cartItems(page).nth(1).getByLabel('Attach script')).toBeVisible();
    await cartItems(page).nth(1).getByRole('radio', { name: 'Send Via Mail' }).check();
    await expect(cartItems(page).nth(1).getByLabel('Attach script')).toHaveCount(0);
    await expect(cartItems(page).nth(1)).toContainText('Mail Submission');
    await expect(cartItems(page).nth(0)).toContainText(patientLabel(jane));
    await expect(cartItems(page).nth(1)).toContainText(patientLabel(omar));
    await expect(cartItems(page).nth(1)).toContainText('Fragrance free');
    await expect(cartItems(page).nth(1)).toContainText('Apply thinly twice daily');
  });

  await test.step('the favourite is renamed and deleted', async () => {
    const favourite = shortcuts(page).getByRole('listitem', { name: 'Eczema flare' });
    await favourite.getByRole('button', { name: 'Rename Eczema flare' }).click();
    await favourite.getByLabel('New name for Eczema flare').fill('Eczema, adult');
    await favourite.getByRole('button', { name: 'Save name' }).click();
    const renamed = shortcuts(page).getByRole('listitem', { name: 'Eczema, adult' });
    await renamed.getByRole('button', { name: 'Delete Eczema, adult' }).click();
    await renamed.getByRole('button', { name: 'Delete Eczema, adult' }).click();
    await expect(shortcuts(page)).toContainText('No favourites yet.');
  });
});

test('A protocol whose formula left the catalogue shows that line unavailable and adds only the others', async ({ page }) => {
  test.slow();
  const user = await createPrescriber();
  const patient = await createTestPatient(user.uid, { givenName: 'Ada', familyName: 'Stepdown' });
  const catalogue = await fetchCatalogue(user.idToken);
  const [choice] = choicesIn(catalogue);
  const offered = asSeen(catalogue, choice!);
  const name = `Step-down ${user.uid.slice(0, 6)}`;
  const line = { ...choice!, conditionLabel: offered.condition, formulaLabel: offered.formula, directions: 'Apply twice daily', notes: '' };
  const ref = await adminDb()
    .collection(FAVOURITE_COLLECTIONS.protocols)
    .add({ name, audience: 'people', lines: [line, { ...line, formula: 'retired-cream', formulaLabel: 'Retired Cream', strength: '', amount: '' }], publishedAt: new Date() });
  protocols.push(ref.id);

  await openDashboard(page, user);
  const protocol = shortcuts(page).getByRole('listitem', { name });
  await expect(protocol.getByRole('listitem').nth(1)).toContainText('Retired Cream');
  await expect(protocol.getByRole('listitem').nth(1)).toContainText('Unavailable: no longer in the medication database (the formula is no longer offered).');

  await protocol.getByRole('button', { name: /^Add the line offered to the cart/ }).click();
  await expect(shortcuts(page).getByRole('status')).toHaveText('Choose the patient in the Patient section first, then add.');
  await expect(cartItems(page)).toHaveCount(0);

  await choosePatient(page, patient);
  await protocol.getByRole('button', { name: /^Add the line offered to the cart/ }).click();
  await expect(shortcuts(page).getByRole('status')).toContainText(`Added 1 line to the cart for ${patientLabel(patient)}. Not added,`);
  await expect(shortcuts(page).getByRole('status')).toContainText('Retired Cream');
  await expect(cartItems(page)).toHaveCount(1);
  await expect(cartItems(page).first()).not.toContainText('Retired Cream');
  await expectAccessible(page);
});

test('An admin publishes a protocol and withdraws it', async ({ page }) => {
  test.slow();
  const admin = await createAdmin();
  const catalogue = await fetchCatalogue(admin.idToken);
  const [choice] = choicesIn(catalogue);
  const seen = asSeen(catalogue, choice!);
  const name = `Published ${admin.uid.slice(0, 6)}`;
  await openSignedIn(page, admin, ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
  await page.getByRole('navigation', { name: 'Admin dashboard views' }).getByRole('link', { name: 'Protocols' }).click();

  const form = page.getByRole('region', { name: 'Publish a protocol' });
  await form.getByLabel('Protocol name').fill(name);
  await form.getByLabel('For', { exact: true }).selectOption({ label: 'People' });
  await form.getByLabel('Condition (line 1)').selectOption({ label: seen.condition });
  await form.getByLabel('Formula (line 1)').selectOption({ label: seen.formula });
  if (seen.strength) await form.getByLabel('Strength (line 1)').selectOption(seen.strength);
  if (seen.amount) await form.getByLabel('Amount (line 1)').selectOption(seen.amount);
  await form.getByRole('button', { name: 'Publish protocol' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Line 1: ${DIRECTIONS_MESSAGES.directionsMissing}`);
  await form.getByLabel('Directions (line 1)').fill('Apply twice daily');
  await form.getByRole('button', { name: 'Publish protocol' }).click();
  await expect(form.getByRole('status')).toHaveText('Protocol published. Every approved prescriber it is for can now add it to their cart.');

  const published = page.getByRole('region', { name: 'Published protocols' }).getByRole('listitem', { name });
  await expect(published).toContainText('Directions: Apply twice daily');
  await expect(published).toContainText('For: People');
  const stored = await adminDb().collection(FAVOURITE_COLLECTIONS.protocols).where('name', '==', name).get();
  protocols.push(...stored.docs.map((doc) => doc.id));
  await expectAccessible(page);

  await published.getByRole('button', { name: `Withdraw ${name}` }).click();
  await expect(published).toHaveCount(0);
});
