/**
 * Every admin endpoint refuses everyone but an admin: a signed-out visitor or a bad
 * token gets 401, every practitioner (whatever their status), a verified account
 * without a record and an admin who signed in with a password only (no second factor,
 * decision 022) get 403, and only then is the request read. The requests here
 * are harmless when allowed: they name nothing that exists, or are invalid.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API_PATHS, ApiErrorBodySchema, ORDER_API_PATHS, SIGN_IN_SECURITY_CODES, SIGN_IN_SECURITY_MESSAGES } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request, type RequestOptions } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { claimsOf, expiredToken, signedWithOwnKey } from '../support/id-tokens.ts';
import { createPrescriber, createPractitioner, createAdmin, createNewcomer, deleteTestUsers, type TestUser } from '../support/users.ts';

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** What an admin gets for this harmless request, for our own endpoints. */
  adminStatus?: number;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: ADMIN_API_PATHS.practitionerStatusNotify,
    body: { userId: 'no-such-user', status: 'approved' },
    adminStatus: 404,
  },
  { method: 'POST', path: ADMIN_API_PATHS.deleteUser, body: { userId: 'no-such-user' }, adminStatus: 200 },
  { method: 'POST', path: ADMIN_API_PATHS.enquiryState, body: { enquiryId: 'no-such-enquiry', read: true }, adminStatus: 404 },
  { method: 'GET', path: `${ADMIN_API_PATHS.enquiryAttachments}/no-such-enquiry`, adminStatus: 404 },
  // The other admin endpoints, each owned by its own feature.
  { method: 'GET', path: ADMIN_API_PATHS.googleSheetConfig },
  { method: 'POST', path: ADMIN_API_PATHS.syncGoogleSheet, body: { sheetId: '' } },
  { method: 'POST', path: ORDER_API_PATHS.status, body: {} },
  { method: 'GET', path: `${ORDER_API_PATHS.scripts}/x/0` },
];

const NOT_ADMINS: [string, () => Promise<TestUser>][] = [
  ['a pending practitioner', () => createPractitioner('pending')],
  ['a rejected practitioner', () => createPractitioner('rejected')],
  ['an approved practitioner', () => createPrescriber()],
  ['a verified account without a record', () => createNewcomer({ emailVerified: true })],
];

const callers = new Map<string, TestUser>();
beforeAll(async () => {
  for (const [who, createCaller] of NOT_ADMINS) callers.set(who, await createCaller());
  callers.set('an admin', await createAdmin());
  callers.set('a password-only admin', await createAdmin({ secondFactor: false }));
});
afterAll(async () => {
  await deleteTestUsers();
  await closeAdmin();
});

function caller(who: string): TestUser {
  const user = callers.get(who);
  if (!user) throw new Error(`no test user for ${who}`);
  return user;
}

function call({ method, path, body }: Endpoint, options: Pick<RequestOptions, 'idToken'> = {}) {
  return request(path, { method, body, ...options });
}

describe.each(ENDPOINTS)('$method $path', (endpoint) => {
  test('refuses a signed-out visitor, an expired token and a forged one with 401', async () => {
    expectUnauthenticated(await call(endpoint));
    const admin = caller('an admin');
    expectUnauthenticated(await call(endpoint, { idToken: expiredToken(admin.idToken) }));
    expectUnauthenticated(await call(endpoint, { idToken: signedWithOwnKey(claimsOf(admin.idToken)) }));
  });

  test.each(NOT_ADMINS.map(([who]) => who))('refuses %s with 403', async (who) => {
    const response = await call(endpoint, { idToken: caller(who).idToken });
    expect(response.status).toBe(403);
    expect(ApiErrorBodySchema.parse(response.json).code).toBe('forbidden');
  });

  test('refuses an admin whose sign-in used a password only with 403, saying to sign in with the code', async () => {
    const admin = caller('a password-only admin');
    expect(claimsOf(admin.idToken)).not.toHaveProperty('firebase.sign_in_second_factor');
    const response = await call(endpoint, { idToken: admin.idToken });
    expect(response.status).toBe(403);
    expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({
      code: SIGN_IN_SECURITY_CODES.secondFactorRequired,
      error: SIGN_IN_SECURITY_MESSAGES.secondFactorRequired,
    });
  });

  test('lets an admin through', async () => {
    expect(claimsOf(caller('an admin').idToken)).toHaveProperty('firebase.sign_in_second_factor', 'phone');
    const response = await call(endpoint, { idToken: caller('an admin').idToken });
    expect(response.status).not.toBe(401);
    expect(response.status).not.toBe(403);
    if (endpoint.adminStatus !== undefined) expect(response.status).toBe(endpoint.adminStatus);
  });
});
