/**
 * A patient's own data in the browser (issue 23, part 2; decision 040): the admin finds
 * a patient across two prescribers by family name and date of birth, opens everything
 * held, downloads the bundle (a zip holding the PDF summary and the JSON) and corrects
 * the record with a reason, which the record then shows beside what it replaced.
 */
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  PATIENT_REQUEST_MESSAGES,
  PatientHeldSchema,
  ROUTES,
  formatDateOfBirth,
  type PatientSnapshot,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { openSignedIn } from '../support/signed-in-browser.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { expect, test } from './fixtures.ts';
import { expectScreen } from './screens.ts';

// Two prescribers' orders are set up, the admin signs in with a texted code, and each
// step goes through the Functions emulator: more than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
const FAMILY = `Citizen${letters()}`;
const CORRECTED = `Nguyen${letters()}`;
const DOB = `19${randomInt(30, 99)}-0${randomInt(1, 9)}-${randomInt(10, 28)}`;

let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let jane: PatientSnapshot;
let bobsJane: PatientSnapshot;
let requestId: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  [admin, alice, bob] = await Promise.all([
    createAdmin(),
    createPrescriber(),
    createPrescriber(),
  ]);
  [jane, bobsJane] = await Promise.all([
    createTestPatient(alice.uid, { givenName: 'Jane', familyName: FAMILY, dateOfBirth: DOB }),
    createTestPatient(bob.uid, { givenName: 'Janet', familyName: FAMILY, dateOfBirth: DOB }),
  ]);
  const [choice] = await twoChoices(alice.idToken);
  const submitted = await postOrder(orderForm([{ choice, patientId: jane.patientId, script: SCRIPT_PDF }]), alice.idToken);
  expect(submitted.status).toBe(201);
  requestId = (submitted.json as SubmitOrderResponse).requestId;
});

test.afterAll(async () => {
  const log = adminDb().collection(ADMIN_COLLECTIONS.auditLog);
  const entries = await log.where('actorUid', '==', admin.uid).get();
  await Promise.all(entries.docs.map((doc) => doc.ref.delete()));
  await Promise.all([jane, bobsJane].map((patient) => adminDb().collection('patients').doc(patient.patientId).delete()));
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

/** The actions the log holds about the patient. */
async function loggedActions(patientId: string): Promise<string[]> {
  const snapshot = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('patientIds', 'array-contains', patientId).get();
  return snapshot.docs.map((doc) => doc.get('action') as string);
}

test('An admin finds a patient across prescribers, opens and downloads everything held, and corrects the record with a reason', async ({ page }) => {
  await openSignedIn(page, admin, ROUTES.admin);
  await expectScreen(page, ROUTES.admin);
  await page.getByRole('navigation', { name: 'Admin dashboard views' }).getByRole('link', { name: 'Patients' }).click();
  const view = page.getByRole('region', { name: 'Patients', exact: true });
  const finder = view.getByRole('form', { name: 'Find a patient' });

  // A date that does not exist is refused beside its field.
  await finder.getByLabel('Family name').fill(FAMILY.toLowerCase());
  await finder.getByLabel('Date of birth').fill('31/02/1980');
  await finder.getByRole('button', { name: 'Find patient' }).click();
  await expect(finder.getByText(PATIENT_REQUEST_MESSAGES.dateOfBirthInvalid)).toBeVisible();

  await finder.getByLabel('Date of birth').fill(formatDateOfBirth(DOB));
  await finder.getByRole('button', { name: 'Find patient' }).click();
  const found = view.getByRole('region', { name: 'Patients found' });
  await expect(found.getByRole('status')).toHaveText('2 patients found.');
  await expect(found.getByRole('row').filter({ hasText: 'Test Practitioner, Test Clinic' })).toHaveCount(2);
  // Alice's Jane (Bob's patient is Janet: both test prescribers are "Test Practitioner" of "Test Clinic").
  await found.getByRole('button', { name: `Open Jane ${FAMILY} (Test Practitioner)`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`patient=${jane.patientId}`));
  const panel = page.getByRole('region', { name: `Jane ${FAMILY} (DOB ${formatDateOfBirth(DOB)})` });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(requestId)).toBeVisible();
  await expect(panel.getByText(`${SCRIPT_PDF.fileName} (application/pdf`)).toBeVisible();
  await expect.poll(() => loggedActions(jane.patientId)).toContain(AUDIT_ACTIONS.accessPatient);

  // The bundle: one zip with the PDF summary and the JSON.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download everything held' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^patient-${jane.patientId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files).sort()).toEqual([`patient-${jane.patientId}-summary.pdf`, `patient-${jane.patientId}.json`]);
  const held = PatientHeldSchema.parse(JSON.parse(strFromU8(files[`patient-${jane.patientId}.json`]!)));
  expect(held.orders.map((order) => order.requestId)).toEqual([requestId]);
  await expect(panel.getByRole('status')).toContainText('downloaded and recorded');

  // The correction: the prescriber's form, and a reason it will not save without.
  await panel.getByRole('button', { name: 'Correct the record' }).click();
  const correction = panel.getByRole('form', { name: 'Correct the record' });
  await correction.getByLabel('Family name').fill(CORRECTED);
  await correction.getByRole('button', { name: 'Save correction' }).click();
  await expect(correction.getByText(PATIENT_REQUEST_MESSAGES.reason)).toBeVisible();
  await correction.getByLabel('Reason for the correction').fill('Patient asked: family name changed on marriage');
  await correction.getByRole('button', { name: 'Save correction' }).click();
  // The page now names her as corrected.
  const corrected = page.getByRole('region', { name: `Jane ${CORRECTED} (DOB ${formatDateOfBirth(DOB)})` });
  await expect(corrected).toBeVisible({ timeout: 30_000 });
  await expect(corrected.getByRole('form', { name: 'Correct the record' })).toHaveCount(0);

  const corrections = corrected.getByRole('list').filter({ hasText: 'Reason: Patient asked: family name changed on marriage' });
  await expect(corrections).toContainText(`Family name: was \u201c${FAMILY}\u201d, now \u201c${CORRECTED}\u201d`);
  await expect(corrections).toContainText(admin.email);
  await expect.poll(() => loggedActions(jane.patientId)).toEqual(expect.arrayContaining([AUDIT_ACTIONS.patientBundle, AUDIT_ACTIONS.patientCorrection]));
});
