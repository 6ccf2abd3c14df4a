/**
 * POST /api/patients and PUT /api/patients/{id} through the Hosting emulator: an
 * approved practitioner keeps their own patients, with a specific message for each
 * field that is wrong and nothing stored; nobody changes another practitioner's
 * patient. (Reading and searching them is the browser's, under firestore.rules:
 * tests/rules/patients.test.ts.)
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  PATIENT_API_PATHS,
  PATIENT_ERROR_CODES,
  PATIENT_MESSAGES,
  PatientResponseSchema,
  type PatientFormValues,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { createTestPatient, patientForm, patientsOf, storedPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, createPractitioner, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createPrescriber(),
    createPrescriber(),
  ]);
}, 60_000);
afterAll(async () => {
  await deleteTestUsers();
  await closeAdmin();
}, 60_000);

const create = (body: unknown, idToken?: string) => request(PATIENT_API_PATHS.patients, { idToken, body });
const edit = (patientId: string, body: unknown, idToken?: string) =>
  request(`${PATIENT_API_PATHS.patients}/${patientId}`, { idToken, method: 'PUT', body });

function expectRefused(response: SiteResponse, status: number, code: string, error: string) {
  expect(response.status, response.text).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code, error });
}

describe('an approved practitioner keeps their patients', () => {
  test('a new patient is stored as theirs, the phone in E.164, with the fields the search reads', async () => {
    const form = patientForm({
      givenName: '  Matilda ',
      familyName: 'Ozturk',
      dateOfBirth: '1984-07-09',
      phone: '0412 345 678',
      notes: 'Allergic to lanolin.',
      deliveryMethod: 'delivery',
      street: '1 Darling Street',
      suburb: 'Balmain',
      state: 'NSW',
      postcode: '2041',
    });
    // What an attacker would add: another practitioner as the owner.
    const response = await create({ ...form, prescriberId: bob.uid }, alice.idToken);
    expect(response.status, response.text).toBe(201);
    const { patient } = PatientResponseSchema.parse(response.json);
    const details = {
      givenName: 'Matilda',
      familyName: 'Ozturk',
      dateOfBirth: '1984-07-09',
      phone: '+61412345678',
      notes: 'Allergic to lanolin.',
      delivery: { method: 'delivery', address: { street: '1 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '2041' } },
    };
    expect(patient).toEqual({ patientId: expect.any(String), ...details });
    expect(await storedPatient(patient.patientId)).toEqual({
      prescriberId: alice.uid,
      ...details,
      searchKeys: { name: 'matilda ozturk', reversed: 'ozturk matilda', animal: '', dob: '09/07/1984', dobShort: '9/7/1984', dobIso: '1984-07-09' },
      sortKey: 'ozturk matilda 1984-07-09',
      createdAt: expect.any(Timestamp),
      updatedAt: expect.any(Timestamp),
    });
    expect(await patientsOf(bob.uid)).toEqual([]);
  });

  test('an edit replaces the details, emptied optional fields included', async () => {
    const { patientId } = await createTestPatient(alice.uid, { phone: '+61255501234', notes: 'Old note' });
    const response = await edit(patientId, patientForm({ givenName: 'Janet' }), alice.idToken);
    expect(response.status, response.text).toBe(200);
    expect(PatientResponseSchema.parse(response.json).patient).toMatchObject({ patientId, givenName: 'Janet', phone: null, notes: null });
    expect(await storedPatient(patientId)).toMatchObject({
      prescriberId: alice.uid,
      givenName: 'Janet',
      phone: null,
      notes: null,
      searchKeys: expect.objectContaining({ name: 'janet citizen', reversed: 'citizen janet' }) as unknown,
    });
  });

  test('an admin may keep patients too, as their own', async () => {
    const admin = await createAdmin();
    const response = await create(patientForm(), admin.idToken);
    expect(response.status, response.text).toBe(201);
    expect(await storedPatient(PatientResponseSchema.parse(response.json).patient.patientId)).toMatchObject({ prescriberId: admin.uid });
  });
});

describe("nobody changes another practitioner's patient", () => {
  test("editing another practitioner's patient is refused as if it did not exist, and it stays as it was", async () => {
    const bobs = await createTestPatient(bob.uid, { givenName: 'Bobs' });
    const before = await storedPatient(bobs.patientId);
    expectRefused(await edit(bobs.patientId, patientForm({ givenName: 'Hijacked' }), alice.idToken), 404, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.notYourPatient);
    expectRefused(await edit('NoSuchPatient0000000', patientForm(), alice.idToken), 404, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.notYourPatient);
    expectRefused(await edit('__proto__', patientForm(), alice.idToken), 404, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.notYourPatient);
    expect(await storedPatient(bobs.patientId)).toEqual(before);
  });

  test('a signed-out visitor is told to sign in; pending and rejected practitioners are refused; nothing is stored', async () => {
    const { patientId } = await createTestPatient(alice.uid);
    expectUnauthenticated(await create(patientForm()));
    expectUnauthenticated(await edit(patientId, patientForm()));
    for (const status of ['pending', 'rejected'] as const) {
      const user = await createPractitioner(status);
      expectRefused(await create(patientForm(), user.idToken), 403, 'forbidden', 'You do not have access to this portal.');
      expectRefused(await edit(patientId, patientForm(), user.idToken), 403, 'forbidden', 'You do not have access to this portal.');
      expect(await patientsOf(user.uid)).toEqual([]);
    }
  });
});

describe('a patient that is not right is refused with the field and its message, and nothing is stored', () => {
  const cases: [string, Partial<PatientFormValues>, string, string][] = [
    ['no given name', { givenName: ' ' }, 'givenName', PATIENT_MESSAGES.givenName],
    ['a family name with a link', { familyName: 'Visit www.pay.me' }, 'familyName', 'Please enter a name without links or web addresses.'],
    ['no date of birth', { dateOfBirth: '' }, 'dateOfBirth', PATIENT_MESSAGES.dateOfBirth],
    ['a date of birth that is no date', { dateOfBirth: '1980-02-30' }, 'dateOfBirth', PATIENT_MESSAGES.dateOfBirthInvalid],
    ['a date of birth tomorrow in Sydney', { dateOfBirth: sydneyIsoDate(1) }, 'dateOfBirth', PATIENT_MESSAGES.dateOfBirthFuture],
    ['a date of birth more than 120 years ago', { dateOfBirth: `${Number(sydneyIsoDate().slice(0, 4)) - 121}-01-01` }, 'dateOfBirth', PATIENT_MESSAGES.dateOfBirthTooOld],
    ['a phone number that is not Australian', { phone: '0412 345 67' }, 'phone', PATIENT_MESSAGES.phone],
    ['no way for the medicine to reach them', { deliveryMethod: '' }, 'deliveryMethod', PATIENT_MESSAGES.deliveryMethod],
    ['a delivery without a street', { deliveryMethod: 'delivery', suburb: 'Balmain', state: 'NSW', postcode: '2041' }, 'street', PATIENT_MESSAGES.street],
    ['a delivery with a 3-digit postcode', { deliveryMethod: 'delivery', street: '1 Darling Street', suburb: 'Balmain', state: 'NSW', postcode: '204' }, 'postcode', PATIENT_MESSAGES.postcode],
  ];

  test.each(cases)('%s', async (_label, overrides, field, message) => {
    const before = (await patientsOf(alice.uid)).sort();
    const response = await create(patientForm(overrides), alice.idToken);
    expectRefused(response, 400, 'invalid_request', message);
    expect(ApiErrorBodySchema.parse(response.json).issues?.[0]).toEqual({ path: field, message });
    expect((await patientsOf(alice.uid)).sort()).toEqual(before);
  });

  test('a refused edit leaves the patient as it was', async () => {
    const { patientId } = await createTestPatient(alice.uid);
    const stored = await storedPatient(patientId);
    expectRefused(await edit(patientId, patientForm({ dateOfBirth: sydneyIsoDate(1) }), alice.idToken), 400, 'invalid_request', PATIENT_MESSAGES.dateOfBirthFuture);
    expect(await storedPatient(patientId)).toEqual(stored);
  });
});
