/**
 * App Check on the emulators (decision 038): enforcement is off there (no App Check
 * emulator exists, and verifying a token needs Google's keys), so the portal and the
 * scripts of every other suite work as before, with or without the header. Enforcement
 * itself is proven with an injected verifier in functions/src/platform/http/app-check.test.ts.
 */
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { APP_CHECK_HEADER } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { createPrescriber, deleteTestUsers } from '../support/users.ts';

afterEach(deleteTestUsers);
afterAll(closeAdmin);

describe('App Check with the emulators\u2019 setting (enforcement off)', () => {
  test('a signed-in route answers without an App Check token, as before', async () => {
    const user = await createPrescriber();
    const response = await request('/api/me', { idToken: user.idToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ uid: user.uid, role: 'practitioner' });
  });

  test('a token nobody could verify offline is not asked about', async () => {
    const user = await createPrescriber();
    const response = await request('/api/medication-database', { idToken: user.idToken, headers: { [APP_CHECK_HEADER]: 'not-an-app-check-token' } });
    expect(response.status).toBe(200);
  });

  test('a public route never asks for one', async () => {
    expect((await request('/api/health')).status).toBe(200);
  });
});
