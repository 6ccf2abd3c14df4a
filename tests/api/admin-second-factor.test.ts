/**
 * An admin's second factor is the mobile on record (issue 23, decision 037). The phone is
 * enrolled in the browser, so whoever first holds the password could enrol their own;
 * the function refuses a token whose factor is not the record's mobile, and records the
 * one that is, for the security rules. Replacing a lost phone is another admin's action,
 * with a recent sign-in, and audited. Enrolments here go through the Auth emulator's REST
 * API exactly as the browser SDK makes them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_API_PATHS,
  ADMIN_COLLECTIONS,
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  CreateAdminResponseSchema,
  MOBILE_NUMBER_MESSAGE,
  ROUTES,
  SIGN_IN_SECURITY_CODES,
  SIGN_IN_SECURITY_MESSAGES,
} from '@pharmacy/shared';
import { adminAuth, adminDb, adminMobileDoc, adminMobileOf, closeAdmin, userDoc } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { claimsOf } from '../support/id-tokens.ts';
import { confirmPasswordReset, enrolPhone, signIn } from '../support/auth-emulator.ts';
import { outboxMessages } from '../support/outbox.ts';
import { linkTo } from '../support/registration.ts';
import { createPrescriber, createAdmin, deleteTestUsers, uniqueEmail, uniqueMobileNumber, type TestUser } from '../support/users.ts';

afterAll(async () => {
  await deleteTestUsers();
  await closeAdmin();
});

/** A new admin, not yet with a phone, signed in with their password only. */
async function newAdmin(): Promise<TestUser & { adminMobile: string }> {
  const admin = await createAdmin({ secondFactor: false });
  if (!admin.adminMobile) throw new Error('A test admin has a mobile on record');
  return { ...admin, adminMobile: admin.adminMobile };
}

const confirmFactor = (idToken: string) => request(ADMIN_API_PATHS.adminSecondFactor, { method: 'POST', idToken, body: {} });
const storedFactorId = async (uid: string): Promise<unknown> => (await userDoc(uid).get()).get('adminFactorId');

describe('the first sign-in of a new admin', () => {
  test('enrolling a number other than the one on record: every admin endpoint refuses, and nothing is recorded', async () => {
    const admin = await newAdmin();
    const idToken = await enrolPhone(admin.idToken, uniqueMobileNumber());
    expect(claimsOf(idToken).firebase).toMatchObject({ sign_in_second_factor: 'phone' });

    for (const response of [
      await confirmFactor(idToken),
      await request(ADMIN_API_PATHS.deleteUser, { idToken, body: { userId: 'no-such-user' } }),
      await request(ADMIN_API_PATHS.googleSheetConfig, { idToken }),
    ]) {
      expect(response.status).toBe(403);
      expect(ApiErrorBodySchema.parse(response.json).code).toBe(SIGN_IN_SECURITY_CODES.secondFactorNotOnRecord);
    }
    expect(await storedFactorId(admin.uid)).toBeUndefined();
  });

  test('enrolling the number on record: accepted, and the factor (the token’s second_factor_identifier) recorded for the rules', async () => {
    const admin = await newAdmin();
    const idToken = await enrolPhone(admin.idToken, admin.adminMobile);
    const factorId = (claimsOf(idToken).firebase as { second_factor_identifier?: string }).second_factor_identifier;
    const enrolled = (await adminAuth().getUser(admin.uid)).multiFactor?.enrolledFactors ?? [];
    expect(enrolled.map((factor) => factor.uid)).toEqual([factorId]);

    expect((await confirmFactor(idToken)).status).toBe(204);
    expect(await storedFactorId(admin.uid)).toBe(factorId);
    expect((await request(ADMIN_API_PATHS.googleSheetConfig, { idToken })).status).not.toBe(403);
  });
});

describe('checking the typed mobile before the first code is sent (decision 066)', () => {
  const confirmMobile = (idToken: string, mobile: unknown) => request(ADMIN_API_PATHS.confirmAdminMobile, { idToken, body: { mobile } });

  test('a password-only admin learns only whether the number they typed is the one on record', async () => {
    const admin = await newAdmin();
    expect((await confirmMobile(admin.idToken, `0${admin.adminMobile.slice(3, 6)} ${admin.adminMobile.slice(6, 9)} ${admin.adminMobile.slice(9)}`)).status).toBe(204);

    const wrong = await confirmMobile(admin.idToken, `0${uniqueMobileNumber().slice(3)}`);
    expect(wrong.status).toBe(400);
    expect(ApiErrorBodySchema.parse(wrong.json)).toMatchObject({
      code: SIGN_IN_SECURITY_CODES.mobileNotOnRecord,
      error: SIGN_IN_SECURITY_MESSAGES.mobileNotOnRecord,
    });
    expect(JSON.stringify(wrong.json)).not.toContain(admin.adminMobile.slice(-6));

    const malformed = await confirmMobile(admin.idToken, '02 9999 0000');
    expect(malformed.status).toBe(400);
    expect(ApiErrorBodySchema.parse(malformed.json).error).toBe(MOBILE_NUMBER_MESSAGE);
  });

  test('is refused to a practitioner and to a caller without a token', async () => {
    const practitioner = await createPrescriber();
    expect((await confirmMobile(practitioner.idToken, '0412 345 678')).status).toBe(403);
    expect((await request(ADMIN_API_PATHS.confirmAdminMobile, { body: { mobile: '0412 345 678' } })).status).toBe(401);
  });
});

describe("replacing another admin's lost phone", () => {
  let actor: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [actor, other] = await Promise.all([
      createAdmin(),
      createAdmin(),
    ]);
  });

  const replace = (idToken: string, userId: string, mobile: string) =>
    request(ADMIN_API_PATHS.adminMobile, { idToken, body: { userId, mobile } });

  test('is refused for oneself', async () => {
    const response = await replace(actor.idToken, actor.uid, '0412 345 678');
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json).code).toBe('cannot_replace_own_mobile');
  });

  test('is refused for a practitioner, who has no mobile on record', async () => {
    const practitioner = await createPrescriber();
    expect((await replace(actor.idToken, practitioner.uid, '0412 345 678')).status).toBe(404);
  });

  test('is refused to an admin with a password only', async () => {
    const passwordOnly = await newAdmin();
    const response = await replace(passwordOnly.idToken, other.uid, '0412 345 678');
    expect(response.status).toBe(403);
  });

  test('for an admin record without a sign-in account, sets the mobile and answers 204, not 500', async () => {
    const uid = `no-account-admin-${Date.now()}`;
    await userDoc(uid).set({ role: 'admin', status: 'approved', email: `${uid}@example.test`, adminFactorId: 'old-factor' });
    await adminMobileDoc(uid).set({ mobile: uniqueMobileNumber() });
    try {
      const newMobile = uniqueMobileNumber();
      expect((await replace(actor.idToken, uid, `0${newMobile.slice(3)}`)).status).toBe(204);
      const stored = (await userDoc(uid).get()).data();
      expect(stored).toMatchObject({ adminMobileHint: `04•• ••• ${newMobile.slice(-3)}` });
      expect(stored?.adminFactorId).toBeUndefined();
      expect(await adminMobileOf(uid)).toBe(newMobile);
    } finally {
      await userDoc(uid).delete();
      await adminMobileDoc(uid).delete();
    }
  });

  test('sets the new mobile, removes the old phone, ends their sessions and is audited', async () => {
    expect((await confirmFactor(other.idToken)).status).toBe(204);
    const newMobile = uniqueMobileNumber();
    const beforeRevoking = Math.floor(Date.now() / 1000) * 1000;
    const response = await replace(actor.idToken, other.uid, `0${newMobile.slice(3)}`);
    expect(response.status).toBe(204);

    const stored = (await userDoc(other.uid).get()).data();
    expect(stored).toMatchObject({ adminMobileHint: `04•• ••• ${newMobile.slice(-3)}` });
    expect(stored?.adminMobile).toBeUndefined();
    expect(stored?.adminFactorId).toBeUndefined();
    expect(await adminMobileOf(other.uid)).toBe(newMobile);
    expect((await adminAuth().getUser(other.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    // Their sessions were ended, and their old token is no admin's (revocation counts whole
    // seconds, so a token from the same second may still verify: its factor is gone anyway).
    const { tokensValidAfterTime } = await adminAuth().getUser(other.uid);
    expect(Date.parse(tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(beforeRevoking);
    expect([401, 403]).toContain((await confirmFactor(other.idToken)).status);

    const audit = await adminDb()
      .collection(ADMIN_COLLECTIONS.auditLog)
      .where('action', '==', AUDIT_ACTIONS.adminMobile)
      .where('target.id', '==', other.uid)
      .get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ actorUid: actor.uid, details: { from: expect.stringMatching(/^\+\*+\d{4}$/) as unknown, to: `+*******${newMobile.slice(-4)}` } }),
    ]);

    // Their next sign-in is password only, and enrolling the new number lets them in again.
    const again = await signIn(other.email, other.password);
    expect((await confirmFactor(await enrolPhone(again.idToken, newMobile))).status).toBe(204);
  });
});

describe('adding an admin', () => {
  let actor: TestUser;
  const added: string[] = [];
  beforeAll(async () => {
    actor = await createAdmin();
  });
  afterAll(async () => {
    for (const uid of added) {
      await adminAuth().deleteUser(uid).catch(() => undefined);
      await userDoc(uid).delete();
      await adminMobileDoc(uid).delete();
    }
  });

  const addAdmin = (idToken: string, body: Record<string, unknown>) => request(ADMIN_API_PATHS.admins, { idToken, body });

  test('sets their mobile on the server, audits it, and e-mails a link only; the link sets a password, and only that mobile lets them in', async () => {
    const email = uniqueEmail('new-admin');
    const mobile = uniqueMobileNumber();
    const response = await addAdmin(actor.idToken, { firstName: 'Priya', lastName: 'Raman', email, mobile: `0${mobile.slice(3)}` });
    expect(response.status).toBe(201);
    const { userId, invited } = CreateAdminResponseSchema.parse(response.json);
    added.push(userId);
    expect(invited).toBe(true);

    expect((await userDoc(userId).get()).data()).toMatchObject({
      role: 'admin',
      status: 'approved',
      email,
      firstName: 'Priya',
      lastName: 'Raman',
      adminMobileHint: `04•• ••• ${mobile.slice(-3)}`,
      createdBy: actor.uid,
    });
    expect((await userDoc(userId).get()).get('adminMobile')).toBeUndefined();
    expect(await adminMobileOf(userId)).toBe(mobile);
    const audit = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('action', '==', AUDIT_ACTIONS.adminCreate).where('target.id', '==', userId).get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ actorUid: actor.uid, details: { mobile: `+*******${mobile.slice(-4)}` } }),
    ]);

    const [mail] = await outboxMessages(email);
    expect(mail?.subject).toBe('Your Harbourside Compounding Pharmacy admin account');
    // The address it goes to, our words and the link: not the names the inviting admin typed, nor the number.
    expect(mail?.text).not.toContain('Priya');
    expect(mail?.text).not.toContain(mobile.slice(-4));
    const oobCode = linkTo(mail, ROUTES.resetPassword).searchParams.get('oobCode') ?? '';
    const password = 'New-admin-password-2026';
    await confirmPasswordReset(oobCode, password);

    const firstSignIn = await signIn(email, password);
    const otherPhone = await enrolPhone(firstSignIn.idToken, uniqueMobileNumber());
    expect((await confirmFactor(otherPhone)).status).toBe(403);
    // The stray phone is removed the way the lost-phone route does; then the one on record is accepted.
    await adminAuth().updateUser(userId, { multiFactor: { enrolledFactors: null } });
    const again = await signIn(email, password);
    expect((await confirmFactor(await enrolPhone(again.idToken, mobile))).status).toBe(204);
  });

  test('refuses an address that already has an account', async () => {
    const response = await addAdmin(actor.idToken, { firstName: 'Sam', lastName: 'Lee', email: actor.email, mobile: '0412 345 678' });
    expect(response.status).toBe(409);
    expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code: 'email_in_use', error: ADMIN_MESSAGES.adminEmailInUse });
  });

  test('refuses a mobile that is not an Australian mobile, and creates nothing', async () => {
    const email = uniqueEmail('no-mobile-admin');
    const response = await addAdmin(actor.idToken, { firstName: 'Sam', lastName: 'Lee', email, mobile: '02 9999 0000' });
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json).error).toBe(MOBILE_NUMBER_MESSAGE);
    await expect(adminAuth().getUserByEmail(email)).rejects.toThrow();
  });

  test('is refused to a practitioner and to an admin with a password only', async () => {
    const practitioner = await createPrescriber();
    const passwordOnly = await newAdmin();
    for (const idToken of [practitioner.idToken, passwordOnly.idToken]) {
      const email = uniqueEmail('refused-admin');
      expect((await addAdmin(idToken, { firstName: 'Sam', lastName: 'Lee', email, mobile: '0412 345 678' })).status).toBe(403);
      await expect(adminAuth().getUserByEmail(email)).rejects.toThrow();
    }
  });
});
