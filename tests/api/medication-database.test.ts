/**
 * GET /api/medication-database through the Hosting emulator: the catalogue is for
 * approved practitioners and admins only, in the shape the dashboard reads.
 * (Its conversion from the old shape and the built-in fallback are unit-tested in
 * shared and functions: rewriting the stored catalogue here would disturb other suites.)
 */
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  BUILT_IN_MEDICATION_DATABASE,
  COLLECTIONS,
  MedicationDatabaseSchema,
  ORDER_API_PATHS,
  normaliseMedicationDatabase,
} from '@pharmacy/shared';
import { adminDb, closeAdmin, userDoc } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { expiredToken } from '../support/id-tokens.ts';
import { createPrescriber, createPractitioner, createAdmin, createNewcomer, deleteTestUsers } from '../support/users.ts';

afterEach(deleteTestUsers);
afterAll(closeAdmin);

const getCatalogue = (idToken?: string) => request(ORDER_API_PATHS.medicationDatabase, { idToken });

describe('who may read the medication database', () => {
  test.each([
    ['an approved practitioner', createPrescriber],
    ['an admin', createAdmin],
  ] as const)('%s gets the stored catalogue, in the current shape', async (_label, createCaller) => {
    const user = await createCaller();
    const response = await getCatalogue(user.idToken);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.json as { success: unknown; data: unknown };
    expect(body.success).toBe(true);
    const stored = (await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').get()).data();
    const expected = normaliseMedicationDatabase(stored ?? null) ?? BUILT_IN_MEDICATION_DATABASE;
    expect(MedicationDatabaseSchema.parse(body.data)).toEqual(expected);
    expect(Object.keys(body.data as object).sort()).toEqual(Object.keys(expected).sort());
  });

  test('a signed-out visitor, a made-up token and an expired one are told to sign in', async () => {
    const user = await createPrescriber();
    expectUnauthenticated(await getCatalogue());
    expectUnauthenticated(await getCatalogue('not-a-token'));
    expectUnauthenticated(await getCatalogue(expiredToken(user.idToken)));
  });

  test.each([
    ['a pending practitioner', 'pending'],
    ['a rejected practitioner', 'rejected'],
    ['a practitioner whose record has no status', undefined],
  ] as const)('%s is refused', async (_label, status) => {
    const user = await createPractitioner(status);
    const response = await getCatalogue(user.idToken);
    expect(response.status).toBe(403);
    expect(ApiErrorBodySchema.parse(response.json)).toEqual({ code: 'forbidden', error: 'You do not have access to this portal.' });
  });

  test('an account without a record, and one with another role, are refused', async () => {
    const newcomer = await createNewcomer();
    expect((await getCatalogue(newcomer.idToken)).status).toBe(403);

    const other = await createPrescriber();
    await userDoc(other.uid).update({ role: 'pharmacist' });
    expect((await getCatalogue(other.idToken)).status).toBe(403);
  });
});
