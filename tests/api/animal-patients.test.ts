/**
 * Issue 24 part 2 (decision 048) through the Hosting emulator: a prescriber registered
 * with a veterinary board keeps and orders for animals (no date of birth); an Ahpra
 * prescriber keeps and orders for people only, and is refused an animals-only formula;
 * an animal's Schedule 8 item needs no NSW Health authority; the admin's finder finds an
 * animal by its owner's family name. The catalogue is the demo one (with its S8 formula),
 * put in place for these tests and restored after.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  ANIMAL_MESSAGES,
  ApiErrorBodySchema,
  COLLECTIONS,
  PATIENT_API_PATHS,
  PATIENT_ERROR_CODES,
  PATIENT_REQUEST_API_PATHS,
  PatientResponseSchema,
  PatientSearchResponseSchema,
  S8_ERROR_CODES,
  type PatientSnapshot,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { DEMO_MEDICATION_DATABASE, DEMO_S8_FORMULA } from '../../scripts/stack/demo/demo-catalogue.ts';
import { HYDROCORTISONE as HYDROCORTISONE_LINE } from '@pharmacy/shared/testing';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { cartItem, deleteTestOrders, orderForm, postOrder, storedOrder, uniqueTokenCode, type Choice } from '../support/orders.ts';
import { patientForm, storedPatient } from '../support/patients.ts';
import { rememberCatalogue } from '../support/sheets.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

const GABAPENTIN_VET: Choice = { condition: 'veterinary', formula: 'gabapentin-oral-suspension-veterinary', strength: '50mg/mL', amount: '30mL' };
/** The order factory's hydrocortisone, as a choice. */
const HYDROCORTISONE: Choice = (({ condition, formula, strength, amount }) => ({ condition, formula, strength, amount }))(HYDROCORTISONE_LINE);
const S8_CHOICE: Choice = { condition: 'pain', formula: DEMO_S8_FORMULA.value, strength: '5%', amount: '30g' };

/** A dog's form as the vet's dashboard sends it: no date of birth. */
const dogForm = (overrides: Record<string, string> = {}) =>
  patientForm({ kind: 'animal', dateOfBirth: '', animalName: 'Biscuit', species: 'Dog', weightKg: '32.5', givenName: 'Rachel', familyName: 'Doyle', phone: '0412 345 678', ...overrides });

let admin: TestUser;
let vet: TestUser;
let gp: TestUser;
let dog: PatientSnapshot;
let person: PatientSnapshot;
let restoreCatalogue: () => Promise<void>;

const createPatient = (body: unknown, idToken: string) => request(PATIENT_API_PATHS.patients, { idToken, body });

function expectRefused(response: SiteResponse, status: number, code: string, error: string) {
  expect(response.status, response.text).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code, error });
}

beforeAll(async () => {
  restoreCatalogue = await rememberCatalogue();
  await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set({ ...DEMO_MEDICATION_DATABASE, source: 'test' });
  [admin, vet, gp] = await Promise.all([
    createAdmin(),
    createPrescriber({ kind: 'veterinarian' }),
    createPrescriber({ practitionerNumber: 'MED0001234567' }),
  ]);
  const created = await createPatient(dogForm(), vet.idToken);
  expect(created.status, created.text).toBe(201);
  dog = PatientResponseSchema.parse(created.json).patient;
  const createdPerson = await createPatient(patientForm(), gp.idToken);
  expect(createdPerson.status, createdPerson.text).toBe(201);
  person = PatientResponseSchema.parse(createdPerson.json).patient;
}, SETUP_TIMEOUT);

afterAll(async () => {
  await restoreCatalogue();
  await deleteTestOrders();
  const searches = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('actorUid', '==', admin?.uid ?? '').get();
  await Promise.all(searches.docs.map((doc) => doc.ref.delete()));
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

describe('a veterinarian\u2019s patients are animals', () => {
  test('a dog is saved with its name, species, weight and owner, and no date of birth', async () => {
    expect(dog).toMatchObject({
      kind: 'animal',
      animal: { name: 'Biscuit', species: 'Dog', weightKg: 32.5 },
      givenName: 'Rachel',
      familyName: 'Doyle',
      dateOfBirth: '',
      phone: '+61412345678',
    });
    expect(await storedPatient(dog.patientId)).toMatchObject({ prescriberId: vet.uid, kind: 'animal', ownerKey: 'doyle', dateOfBirth: '' });
  });

  test('without the owner\u2019s phone or with a weight that is not one, each field says why', async () => {
    const response = await createPatient(dogForm({ phone: '', weightKg: '-2' }), vet.idToken);
    expect(response.status).toBe(400);
    const body = ApiErrorBodySchema.parse(response.json);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: ANIMAL_MESSAGES.ownerPhone },
        { path: 'weightKg', message: ANIMAL_MESSAGES.weightFormat },
      ]),
    );
  });

  test('a veterinarian is refused a person as a patient', async () => {
    expectRefused(await createPatient(patientForm(), vet.idToken), 400, PATIENT_ERROR_CODES.patientKindRefused, ANIMAL_MESSAGES.vetOrdersForAnimals);
  });

  test('an Ahpra prescriber is refused an animal as a patient, on saving and on editing one into an animal', async () => {
    expectRefused(await createPatient(dogForm(), gp.idToken), 400, PATIENT_ERROR_CODES.patientKindRefused, ANIMAL_MESSAGES.peopleOnly);
    const edit = await request(`${PATIENT_API_PATHS.patients}/${person.patientId}`, { idToken: gp.idToken, method: 'PUT', body: dogForm() });
    expectRefused(edit, 400, PATIENT_ERROR_CODES.patientKindRefused, ANIMAL_MESSAGES.peopleOnly);
    expect(await storedPatient(person.patientId)).not.toHaveProperty('kind');
  });
});

describe('ordering for an animal', () => {
  test('a veterinarian orders for the dog: the item keeps the animal, with no date of birth', async () => {
    const response = await postOrder(orderForm([{ choice: GABAPENTIN_VET, patientId: dog.patientId, escriptToken: uniqueTokenCode() }]), vet.idToken);
    expect(response.status, response.text).toBe(201);
    const { requestId } = response.json as SubmitOrderResponse;
    expect(await storedOrder(requestId)).toMatchObject({
      items: [{ formula: GABAPENTIN_VET.formula, patient: { patientId: dog.patientId, kind: 'animal', animal: { species: 'Dog', weightKg: 32.5 }, dateOfBirth: '' } }],
      patientKeys: ['doyle|'],
    });
  });

  test('a veterinarian may order a formula listed for people for an animal (the veterinary cascade)', async () => {
    const response = await postOrder(orderForm([{ choice: HYDROCORTISONE, patientId: dog.patientId }]), vet.idToken);
    expect(response.status, response.text).toBe(201);
  });

  test('an Ahpra prescriber is refused an animals-only formula for a person, and nothing is stored', async () => {
    const response = await postOrder(orderForm([{ choice: GABAPENTIN_VET, patientId: person.patientId }]), gp.idToken);
    expectRefused(response, 400, PATIENT_ERROR_CODES.formulaForAnimals, ANIMAL_MESSAGES.animalsOnlyFormula);
    expect((await adminDb().collection('orderRequests').where('prescriberId', '==', gp.uid).get()).size).toBe(0);
  });

  test('an animal\u2019s Schedule 8 item needs no NSW Health authority, but still its interval and a token or the post', async () => {
    const item = (overrides: object) => JSON.stringify([{ ...cartItem({ choice: S8_CHOICE, patientId: dog.patientId, escriptToken: uniqueTokenCode() }), ...overrides }]);
    const placed = await postOrder(orderForm([], { cartJson: item({ repeatIntervalDays: 7 }) }), vet.idToken);
    expect(placed.status, placed.text).toBe(201);
    const stored = await storedOrder((placed.json as SubmitOrderResponse).requestId);
    expect(stored).toMatchObject({ items: [{ schedule: 'S8', s8Prescription: { repeatIntervalDays: 7 } }] });
    expect((stored as { items: { s8Prescription: object }[] }).items[0]!.s8Prescription).not.toHaveProperty('authorityNumber');

    const noInterval = await postOrder(orderForm([], { cartJson: item({}) }), vet.idToken);
    expect(ApiErrorBodySchema.parse(noInterval.json).code).toBe(S8_ERROR_CODES.intervalRequired);
  });
});

describe('the admin\u2019s finder', () => {
  test('finds the animal by its owner\u2019s family name, case aside, with no date of birth', async () => {
    const response = await request(PATIENT_REQUEST_API_PATHS.patientSearch, { idToken: admin.idToken, body: { kind: 'animal', familyName: 'DOYLE' } });
    expect(response.status, response.text).toBe(200);
    const { patients } = PatientSearchResponseSchema.parse(response.json);
    expect(patients).toEqual([expect.objectContaining({ patientId: dog.patientId, animal: { name: 'Biscuit', species: 'Dog', weightKg: 32.5 }, onRecord: true })]);
  });
});
