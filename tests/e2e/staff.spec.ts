/**
 * Clinic teams in the browser (issue 26, decision 044): a prescriber invites a staff
 * member from the Staff section, the staff member accepts from the e-mail's link, works on
 * the prescriber's patients under "Working for", and loses access once removed.
 */
import { ROUTES, STAFF_COLLECTIONS, STAFF_MESSAGES, STAFF_INVITATION_ROUTE, patientLabel } from '@pharmacy/shared';
import { adminAuth, adminDb, closeAdmin, userDoc } from '../support/admin.ts';
import { outboxMessages } from '../support/outbox.ts';
import { logIn } from '../support/portal-forms.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { deletePatientsOf, patientsOf, storedPatient } from '../support/patients.ts';
import { createAdmin, createPrescriber, createStaffMember, deleteTestUsers, uniqueEmail } from '../support/users.ts';
import { afterEachStory, expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = process.env.CLICK_SHOTS;
const cleanUp: (() => Promise<unknown>)[] = [];
afterEachStory(async () => {
  for (const step of cleanUp.splice(0)) await step();
  await deleteTestUsers();
});
test.afterAll(closeAdmin);

test('A prescriber invites a staff member, who accepts, keeps the prescriber\u2019s patients, and is shut out once removed', async ({ page, browser }) => {
  test.slow(); // Invitations, accounts and patient saves through the Functions emulator.
  const prescriber = await createPrescriber({ firstName: 'Alice', lastName: 'Nguyen' });
  const email = uniqueEmail('nurse');
  cleanUp.push(async () => {
    await deletePatientsOf([prescriber.uid]);
    const [links, invitations] = await Promise.all([
      adminDb().collection(STAFF_COLLECTIONS.staffLinks).where('prescriberId', '==', prescriber.uid).get(),
      adminDb().collection(STAFF_COLLECTIONS.staffInvitations).where('prescriberId', '==', prescriber.uid).get(),
    ]);
    await Promise.all([...links.docs, ...invitations.docs].map((doc) => doc.ref.delete()));
    const account = await adminAuth().getUserByEmail(email).catch(() => null);
    if (account) await Promise.all([adminAuth().deleteUser(account.uid), userDoc(account.uid).delete()]);
  });

  await test.step('the prescriber invites Nina from the Staff section', async () => {
    await openSignedIn(page, prescriber, ROUTES.dashboard);
    await page.getByRole('navigation', { name: 'Practitioner dashboard sections' }).getByRole('link', { name: 'Staff' }).click();
    const section = page.getByRole('region', { name: 'Staff' });
    await expect(section.getByText('No staff yet.')).toBeVisible({ timeout: 15_000 });
    await section.getByLabel('Name').fill('Nina Patel');
    await section.getByLabel('Email').fill(email);
    await section.getByRole('button', { name: 'Send invitation' }).click();
    await expect(section.getByRole('status')).toContainText(STAFF_MESSAGES.invited(email), { timeout: 15_000 });
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/1-invited.png`, fullPage: true });
  });

  const staffPage = await (await browser.newContext()).newPage();
  await test.step('Nina opens the link in the e-mail and chooses a password', async () => {
    const [mail] = await outboxMessages(email);
    const link = new RegExp(`http\\S+${STAFF_INVITATION_ROUTE}\\?token=[A-Za-z0-9_-]{43}`).exec(mail!.text)![0];
    await staffPage.goto(new URL(link).pathname + new URL(link).search);
    await staffPage.getByLabel('Password', { exact: true }).fill('Nina-password-2026');
    await staffPage.getByLabel('Confirm Password').fill('Nina-password-2026');
    await staffPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(staffPage.getByText(STAFF_MESSAGES.accepted)).toBeVisible({ timeout: 15_000 });
    if (SHOTS) await staffPage.screenshot({ path: `${SHOTS}/2-accepted.png`, fullPage: true });
  });

  await test.step('signed in, Nina works for Alice Nguyen and adds a patient of hers', async () => {
    await logIn(staffPage, email, 'Nina-password-2026');
    await expect(staffPage.getByLabel('Working for')).toHaveValue(prescriber.uid, { timeout: 15_000 });
    await expect(staffPage.getByLabel('Working for').locator('option:checked')).toHaveText('Alice Nguyen');
    // Staff land on New order (decision 045); the prescriber's patients are kept under Patients.
    await staffPage.getByRole('navigation', { name: 'Staff dashboard sections' }).getByRole('link', { name: 'Patients' }).click();
    await staffPage.getByRole('button', { name: 'Add a new patient' }).click();
    const editor = staffPage.getByRole('form', { name: 'New patient' });
    await editor.getByLabel('Given name').fill('Matilda');
    await editor.getByLabel('Family name').fill('Ozturk');
    await editor.getByLabel('Date of birth').fill('1984-07-09');
    await editor.getByRole('radio', { name: 'Pickup at the pharmacy' }).check();
    await editor.getByRole('button', { name: 'Save patient' }).click();
    await expect(staffPage.getByRole('heading', { name: patientLabel({ givenName: 'Matilda', familyName: 'Ozturk', dateOfBirth: '1984-07-09' }) })).toBeVisible({ timeout: 15_000 });
    const [patientId] = await patientsOf(prescriber.uid);
    expect(await storedPatient(patientId!)).toMatchObject({ prescriberId: prescriber.uid, givenName: 'Matilda' });
    // Found again by typing, under the rules that let staff read their prescriber's patients.
    await staffPage.getByLabel('Find a patient').fill('ozt');
    await expect(staffPage.getByRole('button', { name: /Ozturk/ })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(staffPage);
    if (SHOTS) await staffPage.screenshot({ path: `${SHOTS}/3-staff-patients.png`, fullPage: true });
  });

  await test.step('Alice removes Nina; Nina is shut out', async () => {
    await page.reload();
    const section = page.getByRole('region', { name: 'Staff' });
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('button', { name: 'Remove Nina Patel' }).click();
    await expect(section.getByRole('status')).toContainText(STAFF_MESSAGES.removed('Nina Patel'), { timeout: 15_000 });
    await expect(section.getByText('No staff yet.')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/4-removed.png`, fullPage: true });
    // Her next sign-in finds no prescriber to work for.
    await logIn(staffPage, email, 'Nina-password-2026');
    await expect(staffPage.getByText(STAFF_MESSAGES.noPrescriber)).toBeVisible({ timeout: 15_000 });
    if (SHOTS) await staffPage.screenshot({ path: `${SHOTS}/5-shut-out.png`, fullPage: true });
  });
});

test('The pharmacy suspends a staff member: they cannot sign in, the prescriber sees why and cannot invite them again, until the suspension is lifted', async ({ page, browser }) => {
  test.slow(); // Suspending, inviting and lifting each go through the Functions emulator.
  const [prescriber, admin] = await Promise.all([createPrescriber({ firstName: 'Ravi', lastName: 'Menon' }), createAdmin()]);
  const staff = await createStaffMember(prescriber, 'Quinn Harlow');
  cleanUp.push(async () => {
    const links = await adminDb().collection(STAFF_COLLECTIONS.staffLinks).where('prescriberId', '==', prescriber.uid).get();
    await Promise.all(links.docs.map((doc) => doc.ref.delete()));
  });

  const section = page.getByRole('region', { name: 'Prescribers\u2019 staff' });
  const row = section.getByRole('row', { name: new RegExp(staff.email) });
  await test.step('the admin suspends Quinn from the list of prescribers\u2019 staff', async () => {
    await openSignedIn(page, admin, ROUTES.admin);
    await expect(row).toContainText('Active', { timeout: 15_000 });
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Suspend Quinn Harlow' }).click();
    await expect(section.getByRole('status')).toContainText(STAFF_MESSAGES.suspended('Quinn Harlow'), { timeout: 15_000 });
    await expect(row).toContainText('Suspended by the pharmacy');
  });

  const staffPage = await (await browser.newContext()).newPage();
  await test.step('Quinn cannot sign in', async () => {
    await logIn(staffPage, staff.email, staff.password);
    await expect(staffPage.getByText('This account has been suspended by the pharmacy. Please call the pharmacy.')).toBeVisible({ timeout: 15_000 });
  });

  const prescriberPage = await (await browser.newContext()).newPage();
  const staffSection = prescriberPage.getByRole('region', { name: 'Staff', exact: true });
  await test.step('the prescriber sees that the pharmacy suspended Quinn, and is told why a new invitation is refused', async () => {
    await openSignedIn(prescriberPage, prescriber, ROUTES.dashboard);
    await prescriberPage.getByRole('navigation', { name: 'Practitioner dashboard sections' }).getByRole('link', { name: 'Staff' }).click();
    await expect(staffSection.getByRole('heading', { name: 'Suspended by the pharmacy' })).toBeVisible({ timeout: 15_000 });
    await expect(staffSection.getByText(`Quinn Harlow (${staff.email}): suspended by the pharmacy`)).toBeVisible();
    await expect(staffSection.getByText('No staff yet.')).toBeVisible();
    await staffSection.getByLabel('Name').fill('Quinn Harlow');
    await staffSection.getByLabel('Email').fill(staff.email);
    await staffSection.getByRole('button', { name: 'Send invitation' }).click();
    await expect(staffSection.getByText(STAFF_MESSAGES.staffSuspended)).toBeVisible({ timeout: 15_000 });
    await expectAccessible(prescriberPage);
    if (SHOTS) await prescriberPage.screenshot({ path: `${SHOTS}/6-suspended.png`, fullPage: true });
  });

  await test.step('the admin lifts the suspension: Quinn signs in again, to no prescriber until invited again', async () => {
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Lift Quinn Harlow\u2019s suspension' }).click();
    await expect(section.getByRole('status')).toContainText(STAFF_MESSAGES.reinstated('Quinn Harlow'), { timeout: 15_000 });
    await expect(row).toContainText('Ended');
    await logIn(staffPage, staff.email, staff.password);
    await expect(staffPage.getByText(STAFF_MESSAGES.noPrescriber)).toBeVisible({ timeout: 15_000 });
  });
});
