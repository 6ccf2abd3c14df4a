/**
 * GET /api/me: who the server thinks the caller is. Identity only ever comes
 * from a valid Auth ID token; role and status from users/{uid}.
 */
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { MeResponseSchema } from '@pharmacy/shared';
import { demoAdminLogin } from '../../scripts/stack/seed.ts';
import { adminAuth, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { signIn } from '../support/auth-emulator.ts';
import { claimsOf, expiredToken, signedWithOwnKey, withEditedClaims } from '../support/id-tokens.ts';
import { createPrescriber, createPractitioner, createAdmin, createNewcomer, deleteTestUsers } from '../support/users.ts';

afterEach(deleteTestUsers);
afterAll(closeAdmin);

describe('GET /api/me without a valid token', () => {
  test('a signed-out visitor is told to sign in', async () => {
    expectUnauthenticated(await request('/api/me'));
  });

  test('a garbage token or a malformed header is refused', async () => {
    expectUnauthenticated(await request('/api/me', { idToken: 'not-a-token' }));
    expectUnauthenticated(await request('/api/me', { idToken: 'a.b.c' }));
    expectUnauthenticated(await request('/api/me', { headers: { Authorization: 'Bearer' } }));
    expectUnauthenticated(await request('/api/me', { headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' } }));
  });

  test('a token issued for another Firebase project is refused', async () => {
    const user = await createPrescriber();
    const otherProject = 'demo-someone-else';
    const token = withEditedClaims(user.idToken, {
      aud: otherProject,
      iss: `https://securetoken.google.com/${otherProject}`,
    });
    expectUnauthenticated(await request('/api/me', { idToken: token }));
  });

  test("a token signed with an attacker's own key is refused", async () => {
    const user = await createAdmin();
    const forged = signedWithOwnKey(claimsOf(user.idToken));
    expectUnauthenticated(await request('/api/me', { idToken: forged }));
  });

  test('an expired token is refused', async () => {
    const user = await createPrescriber();
    expectUnauthenticated(await request('/api/me', { idToken: expiredToken(user.idToken) }));
  });

  test('a token edited to name an account that does not exist is refused', async () => {
    const user = await createPrescriber();
    const edited = withEditedClaims(user.idToken, { sub: 'no-such-user', user_id: 'no-such-user' });
    expectUnauthenticated(await request('/api/me', { idToken: edited }));
  });

  test('a token whose payload was tampered with so it no longer decodes is refused', async () => {
    const user = await createPrescriber();
    const [header, payload, signature] = user.idToken.split('.');
    const tampered = `${header}.${payload?.slice(0, -4)}!!!!.${signature}`;
    expectUnauthenticated(await request('/api/me', { idToken: tampered }));
  });

  test('the token of a disabled account stops working at once', async () => {
    const user = await createPrescriber();
    expect((await request('/api/me', { idToken: user.idToken })).status).toBe(200);

    await adminAuth().updateUser(user.uid, { disabled: true });
    expectUnauthenticated(await request('/api/me', { idToken: user.idToken }));
  });

  test('the token of a deleted account stops working at once', async () => {
    const user = await createPrescriber();
    await adminAuth().deleteUser(user.uid);
    expectUnauthenticated(await request('/api/me', { idToken: user.idToken }));
  });
});

describe('GET /api/me with a valid token', () => {
  test('an approved practitioner sees their identity, role and status', async () => {
    const user = await createPrescriber();
    const response = await request('/api/me', { idToken: user.idToken });

    expect(response.status).toBe(200);
    expect(MeResponseSchema.parse(response.json)).toEqual({
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      role: 'practitioner',
      status: 'approved',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('a rejected practitioner is told they are rejected', async () => {
    const user = await createPractitioner('rejected');
    const response = await request('/api/me', { idToken: user.idToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ uid: user.uid, role: 'practitioner', status: 'rejected' });
  });

  test('a practitioner whose record has no status counts as pending', async () => {
    const user = await createPractitioner(undefined);
    const response = await request('/api/me', { idToken: user.idToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ uid: user.uid, role: 'practitioner', status: 'pending' });
  });

  test('a verified account that is not onboarded yet has no role or status', async () => {
    const user = await createNewcomer({ emailVerified: true });
    const response = await request('/api/me', { idToken: user.idToken });
    expect(response.status).toBe(200);
    expect(MeResponseSchema.parse(response.json)).toEqual({
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      role: null,
      status: null,
    });
  });

  test('an admin role given as a custom claim on the account does not make an admin', async () => {
    const user = await createPractitioner('pending');
    await adminAuth().setCustomUserClaims(user.uid, { role: 'admin', status: 'approved', admin: true });
    const withClaims = await signIn(user.email, user.password);
    expect(claimsOf(withClaims.idToken)).toMatchObject({ role: 'admin' });

    const response = await request('/api/me', { idToken: withClaims.idToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ uid: user.uid, role: 'practitioner', status: 'pending' });
  });

  test('the seeded demo admin is recognised as an admin', async () => {
    const login = demoAdminLogin();
    const admin = await signIn(login.email, login.password);
    const response = await request('/api/me', { idToken: admin.idToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ uid: admin.uid, email: login.email, role: 'admin', status: 'approved' });
  });
});
