/**
 * Onboarding at login (POST /api/onboard-practitioner), and who may call the two
 * authenticated account endpoints at all.
 */
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { ACCOUNT_API_PATHS, REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { adminAuth, closeAdmin, userDoc } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { signIn } from '../support/auth-emulator.ts';
import { claimsOf, expiredToken, signedWithOwnKey } from '../support/id-tokens.ts';
import { NORMALISED_PRACTITIONER_NUMBER, REGISTRATION_DETAILS, onboardPractitioner, registrationNotice, sendVerificationEmail } from '../support/registration.ts';
import { createAdmin, createNewcomer, deleteTestUsers } from '../support/users.ts';

afterEach(async () => {
  await deleteTestUsers();
});
afterAll(closeAdmin);

describe('POST /api/onboard-practitioner', () => {
  test('a verified practitioner without a record is onboarded from the details in the body', async () => {
    const user = await createNewcomer({ emailVerified: true });
    const response = await onboardPractitioner(user.idToken, REGISTRATION_DETAILS);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true, created: true });
    expect((await userDoc(user.uid).get()).data()).toMatchObject({
      practitionerNumber: NORMALISED_PRACTITIONER_NUMBER,
      email: user.email,
      role: 'practitioner',
      status: 'pending',
      emailVerified: true,
    });
    expect((await registrationNotice(user.uid))?.subject).toMatch(/^New practitioner registration/);
  });

  test('onboarding twice changes nothing', async () => {
    const user = await createNewcomer({ emailVerified: true });
    expect((await onboardPractitioner(user.idToken, REGISTRATION_DETAILS)).status).toBe(201);
    const before = (await userDoc(user.uid).get()).data();

    const again = await onboardPractitioner(user.idToken, { ...REGISTRATION_DETAILS, firstName: 'Changed' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ success: true, created: false });
    expect((await userDoc(user.uid).get()).data()).toEqual(before);
  });

  test('an existing admin record is left exactly as it is', async () => {
    const admin = await createAdmin();
    const before = (await userDoc(admin.uid).get()).data();
    const response = await onboardPractitioner(admin.idToken, REGISTRATION_DETAILS);
    expect(response.json).toEqual({ success: true, created: false });
    // Every request of an admin's records the factor it checked (adminFactorId, decision 037); nothing else changes.
    const { adminFactorId, ...after } = (await userDoc(admin.uid).get()).data() ?? {};
    expect(adminFactorId).toEqual(expect.any(String));
    expect(after).toEqual(before);
  });

  test('the details stored at registration win over the body', async () => {
    const user = await createNewcomer();
    expect((await sendVerificationEmail(user.idToken)).status).toBe(200);
    // Verified some other way (e.g. by an administrator), then signed in again.
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const fresh = await signIn(user.email, user.password);

    const response = await onboardPractitioner(fresh.idToken, { ...REGISTRATION_DETAILS, clinicName: 'Somewhere Else' });
    expect(response.status).toBe(201);
    expect((await userDoc(user.uid).get()).data()).toMatchObject({ clinicName: REGISTRATION_DETAILS.clinicName });
  });

  test("a body naming another account cannot create that account's record", async () => {
    const victim = await createNewcomer({ emailVerified: true });
    const attacker = await createNewcomer({ emailVerified: true });
    const response = await onboardPractitioner(attacker.idToken, {
      ...REGISTRATION_DETAILS,
      uid: victim.uid,
      email: victim.email,
    });
    expect(response.status).toBe(201);
    expect((await userDoc(victim.uid).get()).exists).toBe(false);
    expect((await userDoc(attacker.uid).get()).data()).toMatchObject({ email: attacker.email });
  });

  test('an account whose e-mail is not verified is refused', async () => {
    const user = await createNewcomer();
    const response = await onboardPractitioner(user.idToken, REGISTRATION_DETAILS);
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ error: REGISTRATION_MESSAGES.emailUnverified, code: 'email_unverified' });
    expect((await userDoc(user.uid).get()).exists).toBe(false);
  });

  test('a verified account with no details anywhere is told to register again', async () => {
    const user = await createNewcomer({ emailVerified: true });
    const response = await onboardPractitioner(user.idToken);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'no_pending_registration' });
  });
});

describe.each([ACCOUNT_API_PATHS.sendVerificationEmail, ACCOUNT_API_PATHS.onboardPractitioner])(
  'POST %s without a valid ID token',
  (path) => {
    const post = (idToken?: string) => request(path, { body: REGISTRATION_DETAILS, idToken });

    test('is refused without a token or with garbage', async () => {
      expectUnauthenticated(await post());
      expectUnauthenticated(await post('not-a-token'));
    });

    test("is refused with a token signed by an attacker's key", async () => {
      const user = await createNewcomer({ emailVerified: true });
      expectUnauthenticated(await post(signedWithOwnKey(claimsOf(user.idToken))));
    });

    test('is refused with an expired token', async () => {
      const user = await createNewcomer({ emailVerified: true });
      expectUnauthenticated(await post(expiredToken(user.idToken)));
    });

    test('is refused with the token of a deleted account', async () => {
      const user = await createNewcomer({ emailVerified: true });
      await adminAuth().deleteUser(user.uid);
      expectUnauthenticated(await post(user.idToken));
      expect((await userDoc(user.uid).get()).exists).toBe(false);
    });
  },
);
