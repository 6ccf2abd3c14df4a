/**
 * Registering as a practitioner: the verification e-mail (POST
 * /api/send-verification-email) and its link (POST /api/verify-email), with real
 * Auth-emulator accounts, through the Hosting emulator.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import {
  PRACTITIONER_NUMBER_MESSAGE,
  REGISTRATION_MESSAGES,
  ROUTES,
  type ApiErrorBody,
} from '@pharmacy/shared';
import { adminAuth, closeAdmin, userDoc } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { signIn } from '../support/auth-emulator.ts';
import { outboxMessages } from '../support/outbox.ts';
import { NORMALISED_PRACTITIONER_NUMBER, REGISTRATION_DETAILS, emailVerificationDoc, expireVerificationLink, latestVerificationToken, linkTo, pendingRegistrationDoc, registrantWithToken, registrationNotice, sendVerificationEmail, verificationTokenHash, verifyEmail } from '../support/registration.ts';
import { createPrescriber, createNewcomer, deleteTestUsers } from '../support/users.ts';

afterEach(async () => {
  await deleteTestUsers();
});
afterAll(closeAdmin);

describe('a practitioner registers and verifies their e-mail', () => {
  test('the e-mailed link verifies the account and creates a pending practitioner record', async () => {
    const user = await createNewcomer();
    const sent = await sendVerificationEmail(user.idToken);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ success: true });

    const [mail] = await outboxMessages(user.email);
    expect(mail?.to).toEqual([user.email]);
    const link = linkTo(mail, ROUTES.verify);
    // The link opens the Verify page of the site.
    expect((await request(`${link.pathname}${link.search}`)).status).toBe(200);

    const verified = await verifyEmail({ token: link.searchParams.get('token') });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ success: true, message: 'Email verified successfully! You will receive a welcome email shortly.' });

    expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(true);
    const record = (await userDoc(user.uid).get()).data();
    expect(record).toMatchObject({
      ...REGISTRATION_DETAILS,
      practitionerNumber: NORMALISED_PRACTITIONER_NUMBER,
      email: user.email,
      role: 'practitioner',
      status: 'pending',
      emailVerified: true,
    });
    expect(record?.createdAt).toBeInstanceOf(Timestamp);
    expect((await pendingRegistrationDoc(user.uid).get()).exists).toBe(false);

    // Signed in again, the practitioner is pending approval.
    const again = await signIn(user.email, user.password);
    const me = await request('/api/me', { idToken: again.idToken });
    expect(me.json).toMatchObject({ uid: user.uid, emailVerified: true, role: 'practitioner', status: 'pending' });
  });

  test('the practitioner is welcomed and the admin team is told a registration awaits review, without its details', async () => {
    const { user, token } = await registrantWithToken();
    expect((await verifyEmail({ token })).status).toBe(200);

    const [welcome] = await outboxMessages(user.email);
    expect(welcome?.subject).toMatch(/^Welcome/);
    expect(welcome?.text).toContain('awaiting approval');

    const announcement = await registrationNotice(user.uid);
    expect(announcement?.to).not.toContain(user.email);
    // Decision 017: the mail provider is overseas; nothing typed, and no reply to the registrant through it.
    expect(announcement?.replyTo).toBeNull();
    const sent = `${announcement?.subject}\n${announcement?.text}`;
    for (const typed of [user.email, REGISTRATION_DETAILS.firstName, REGISTRATION_DETAILS.lastName, NORMALISED_PRACTITIONER_NUMBER, REGISTRATION_DETAILS.clinicName, REGISTRATION_DETAILS.clinicAddress]) {
      expect(sent).not.toContain(typed);
    }
    const admin = linkTo(announcement, ROUTES.admin);
    expect(admin.pathname).toBe('/admin');
    expect(admin.searchParams.get('status')).toBe('pending');
  });

  test('only a hash of the token is stored, expiring after 24 hours', async () => {
    const { user, token } = await registrantWithToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect((await emailVerificationDoc(token).get()).exists).toBe(false);
    const stored = (await emailVerificationDoc(verificationTokenHash(token)).get()).data();
    expect(stored).toMatchObject({ uid: user.uid, email: user.email, usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    const lifetime = (stored?.expiresAt as Timestamp).toMillis() - (stored?.createdAt as Timestamp).toMillis();
    expect(lifetime).toBe(24 * 60 * 60 * 1000);
  });
});

describe('POST /api/send-verification-email', () => {
  test('identity comes from the token: a body naming another account neither mails nor creates it', async () => {
    const victim = await createNewcomer();
    const attacker = await createNewcomer();
    const response = await sendVerificationEmail(attacker.idToken, {
      ...REGISTRATION_DETAILS,
      uid: victim.uid,
      email: victim.email,
    });
    expect(response.status).toBe(200);
    expect(await outboxMessages(victim.email)).toEqual([]);
    expect((await pendingRegistrationDoc(victim.uid).get()).exists).toBe(false);

    expect((await verifyEmail({ token: await latestVerificationToken(attacker.email) })).status).toBe(200);
    expect((await userDoc(victim.uid).get()).exists).toBe(false);
    expect((await adminAuth().getUser(victim.uid)).emailVerified).toBe(false);
    expect((await userDoc(attacker.uid).get()).data()).toMatchObject({ email: attacker.email });
  });

  test('invalid details are refused with the first problem', async () => {
    const user = await createNewcomer();
    const response = await sendVerificationEmail(user.idToken, { ...REGISTRATION_DETAILS, practitionerNumber: 'MED123' });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: PRACTITIONER_NUMBER_MESSAGE, code: 'invalid_request' });
    expect(await outboxMessages(user.email)).toEqual([]);
  });

  test('an account whose e-mail is already verified is told so', async () => {
    const user = await createNewcomer({ emailVerified: true });
    const response = await sendVerificationEmail(user.idToken);
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ code: 'already_verified', error: REGISTRATION_MESSAGES.alreadyVerified });
  });

  test('an empty body resends with the stored details, and only the newest link works', async () => {
    const { user, token: first } = await registrantWithToken();
    const resent = await sendVerificationEmail(user.idToken, {});
    expect(resent.status).toBe(200);
    const second = await latestVerificationToken(user.email);
    expect(second).not.toBe(first);

    expect((await verifyEmail({ token: first })).json).toMatchObject({ success: false, code: 'token_superseded' });
    expect((await verifyEmail({ token: second })).status).toBe(200);
    expect((await userDoc(user.uid).get()).data()).toMatchObject({ firstName: REGISTRATION_DETAILS.firstName });
  });

  test('a resend without stored details is refused', async () => {
    const user = await createNewcomer();
    const response = await sendVerificationEmail(user.idToken, {});
    expect(response.status).toBe(400);
    expect((response.json as ApiErrorBody).code).toBe('no_pending_registration');
  });

  test('at most five e-mails an hour go to one account', async () => {
    const user = await createNewcomer();
    for (let sent = 0; sent < 5; sent += 1) expect((await sendVerificationEmail(user.idToken)).status).toBe(200);
    const refused = await sendVerificationEmail(user.idToken, {});
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'too_many_requests' });
    expect(await outboxMessages(user.email)).toHaveLength(5);
  });
});

describe('POST /api/verify-email', () => {
  test('a link works once', async () => {
    const { token } = await registrantWithToken();
    expect((await verifyEmail({ token })).status).toBe(200);
    const again = await verifyEmail({ token });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, error: REGISTRATION_MESSAGES.verificationLinkUsed, code: 'token_used' });
  });

  test('an expired link is refused and leaves the account unverified', async () => {
    const { user, token } = await registrantWithToken();
    await expireVerificationLink(token);
    const response = await verifyEmail({ token });
    expect(response.status).toBe(410);
    expect(response.json).toEqual({
      success: false,
      error: REGISTRATION_MESSAGES.verificationLinkExpired,
      code: 'token_expired',
    });
    expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(false);
    expect((await userDoc(user.uid).get()).exists).toBe(false);
  });

  test('a missing or malformed token gets the invalid-link message', async () => {
    for (const body of [{}, { token: '' }, { token: 'abc' }, { token: ['x'] }]) {
      const response = await verifyEmail(body);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        success: false,
        error: 'Invalid verification link. Please check your email and try again.',
        code: 'invalid_token',
      });
    }
  });

  test('a forged token is refused as not valid', async () => {
    await registrantWithToken();
    const forged = Buffer.alloc(32, 7).toString('base64url');
    const response = await verifyEmail({ token: forged });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      success: false,
      error: REGISTRATION_MESSAGES.unknownVerificationLink,
      code: 'invalid_token',
    });
  });

  test('the link of a deleted account is refused', async () => {
    const { user, token } = await registrantWithToken();
    await adminAuth().deleteUser(user.uid);
    const response = await verifyEmail({ token });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, code: 'account_not_found' });
    expect((await userDoc(user.uid).get()).exists).toBe(false);
  });

  test('verifying never changes an existing record', async () => {
    // A record left from earlier, with the e-mail not (or no longer) verified.
    const user = await createPrescriber({ emailVerified: false });
    const before = (await userDoc(user.uid).get()).data();
    expect((await sendVerificationEmail(user.idToken)).status).toBe(200);
    expect((await verifyEmail({ token: await latestVerificationToken(user.email) })).status).toBe(200);
    expect((await userDoc(user.uid).get()).data()).toEqual(before);
  });
});
