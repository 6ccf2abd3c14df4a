/**
 * The admin's Confirm (POST /api/practitioner-status-notify) and Delete
 * (POST /api/delete-user) through the Hosting emulator: what the practitioner and the
 * audit log see afterwards.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  ACCOUNT_COLLECTIONS,
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  ORDER_API_PATHS,
  ROUTES,
  SITE,
  type UserStatus,
} from '@pharmacy/shared';
import { adminAuth, adminDb, closeAdmin, userDoc } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient, patientsOf } from '../support/patients.ts';
import { linkTo, pendingRegistrationDoc, sendVerificationEmail } from '../support/registration.ts';
import { createPrescriber, createPractitioner, createAdmin, createNewcomer, deleteTestUsers, uniqueEmail, type TestUser } from '../support/users.ts';

let admin: TestUser;
beforeEach(async () => {
  admin = await createAdmin();
});
afterEach(async () => {
  await deleteAuditEntries();
  await deleteTestUsers();
});
afterAll(closeAdmin);

function confirmStatus(userId: string, status: UserStatus, extra: object = {}, idToken = admin.idToken) {
  return request(ADMIN_API_PATHS.practitionerStatusNotify, { idToken, body: { userId, status, ...extra } });
}

function deleteUser(userId: string, idToken = admin.idToken) {
  return request(ADMIN_API_PATHS.deleteUser, { idToken, body: { userId } });
}

function expectRefused(response: SiteResponse, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json).error).toBe(error);
}

/** A practitioner's record as the admin list shows it. */
async function recordOf(uid: string) {
  return (await userDoc(uid).get()).data();
}

describe('an admin confirms a practitioner status', () => {
  test('approving writes the status, records who did it, and e-mails the practitioner a login link', async () => {
    const practitioner = await createPractitioner('pending');
    const response = await confirmStatus(practitioner.uid, 'approved', {
      email: 'someone-else@example.test',
      firstName: 'Mallory',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, notified: true });

    expect(await recordOf(practitioner.uid)).toMatchObject({
      status: 'approved',
      statusUpdatedBy: admin.uid,
      statusUpdatedAt: expect.any(Timestamp),
    });
    expect(await auditEntriesAbout(practitioner.uid)).toEqual([
      {
        action: AUDIT_ACTIONS.practitionerStatus,
        at: expect.any(Timestamp),
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { type: 'user', id: practitioner.uid, label: `Test Practitioner <${practitioner.email}>` },
        details: { from: 'pending', to: 'approved' },
      },
    ]);

    const [mail, ...others] = await outboxMessages(practitioner.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Your ${SITE.productName} practitioner account is approved`);
    const login = linkTo(mail, ROUTES.practitioners);
    expect((await request(login.pathname)).status).toBe(200);
    // The body's address is ignored: only the record's is written to.
    expect(await outboxMessages('someone-else@example.test')).toEqual([]);

    // The practitioner is let in at once.
    const me = await request('/api/me', { idToken: practitioner.idToken });
    expect(me.json).toMatchObject({ role: 'practitioner', status: 'approved' });
  });

  test('rejecting tells the practitioner how to contact the pharmacy', async () => {
    const practitioner = await createPrescriber();
    const response = await confirmStatus(practitioner.uid, 'rejected');
    expect(response.json).toEqual({ success: true, notified: true });
    expect(await recordOf(practitioner.uid)).toMatchObject({ status: 'rejected' });

    const [mail] = await outboxMessages(practitioner.email);
    expect(mail?.text).toContain(SITE.phone);
    expect(mail?.text).toContain(SITE.email);
    expect(await auditEntriesAbout(practitioner.uid)).toMatchObject([{ details: { from: 'approved', to: 'rejected' } }]);
  });

  test('a rejected practitioner is cut off from the next request, and every session of theirs is revoked', async () => {
    const practitioner = await createPrescriber();
    const catalogue = () => request(ORDER_API_PATHS.medicationDatabase, { idToken: practitioner.idToken });
    expect((await catalogue()).status).toBe(200);
    const before = Date.now();

    expect((await confirmStatus(practitioner.uid, 'rejected')).status).toBe(200);

    const after = await catalogue();
    expect([401, 403]).toContain(after.status);
    expect(ApiErrorBodySchema.parse(after.json).error).toBeTruthy();
    // Refresh tokens issued before the rejection no longer work: the browser's session ends.
    const { tokensValidAfterTime } = await adminAuth().getUser(practitioner.uid);
    expect(Date.parse(tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  test('approving a practitioner leaves their sessions alone', async () => {
    const practitioner = await createPractitioner('pending');
    const { tokensValidAfterTime: before } = await adminAuth().getUser(practitioner.uid);
    expect((await confirmStatus(practitioner.uid, 'approved')).status).toBe(200);
    expect((await adminAuth().getUser(practitioner.uid)).tokensValidAfterTime).toBe(before);
  });

  test('a practitioner whose e-mail is not verified cannot be approved', async () => {
    const practitioner = await createPractitioner('pending', { emailVerified: false });
    expectRefused(await confirmStatus(practitioner.uid, 'approved'), 409, ADMIN_MESSAGES.cannotApproveUnverified);

    expect(await recordOf(practitioner.uid)).toMatchObject({ status: 'pending' });
    expect(await auditEntriesAbout(practitioner.uid)).toEqual([]);
    expect(await outboxMessages(practitioner.email)).toEqual([]);
  });

  test('when the e-mail cannot be sent the status still changes, and the failure is answered and recorded', async () => {
    const practitioner = await createPractitioner('pending');
    const undeliverable = uniqueEmail('status').replace('@example.test', '@mail-failure.test');
    await userDoc(practitioner.uid).update({ email: undeliverable });

    const response = await confirmStatus(practitioner.uid, 'approved');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, notified: false });
    expect(await recordOf(practitioner.uid)).toMatchObject({ status: 'approved' });
    expect(await auditEntriesAbout(practitioner.uid)).toHaveLength(1);

    const failures = await adminDb()
      .collection(ACCOUNT_COLLECTIONS.accountMailFailures)
      .where('uid', '==', practitioner.uid)
      .get();
    expect(failures.docs.map((doc) => doc.get('mail'))).toEqual(['practitioner-status']);
  });

  test('confirming the status a practitioner already has changes and records nothing, but sends the notice again', async () => {
    const practitioner = await createPractitioner('rejected');
    const before = await recordOf(practitioner.uid);
    const response = await confirmStatus(practitioner.uid, 'rejected');
    expect(response.json).toEqual({ success: true, notified: true });
    expect(await recordOf(practitioner.uid)).toEqual(before);
    expect(await auditEntriesAbout(practitioner.uid)).toEqual([]);
    expect(await outboxMessages(practitioner.email)).toHaveLength(1);
  });

  test('only a practitioner that exists has a status to change', async () => {
    const otherAdmin = await createAdmin();
    const refused = await confirmStatus(otherAdmin.uid, 'rejected');
    expect(refused.status).toBe(400);
    expect(await recordOf(otherAdmin.uid)).toMatchObject({ status: 'approved' });

    expectRefused(await confirmStatus('no-such-user', 'approved'), 404, ADMIN_MESSAGES.userNotFound);
    expect((await userDoc('no-such-user').get()).exists).toBe(false);
  });

  test('a status that does not exist is refused', async () => {
    const practitioner = await createPractitioner('pending');
    const response = await confirmStatus(practitioner.uid, 'admin' as UserStatus);
    expect(response.status).toBe(400);
    expect(await recordOf(practitioner.uid)).toMatchObject({ role: 'practitioner', status: 'pending' });
  });
});

describe('an admin deletes a user', () => {
  /** A practitioner with everything registration leaves: account, record, details and a verification link. */
  async function registeredPractitioner(): Promise<TestUser> {
    const user = await createNewcomer();
    expect((await sendVerificationEmail(user.idToken)).status).toBe(200);
    await userDoc(user.uid).set({
      firstName: 'Nina',
      lastName: 'Patel',
      email: user.email,
      role: 'practitioner',
      status: 'pending',
      emailVerified: true,
      createdAt: Timestamp.now(),
    });
    return user;
  }

  const verificationLinksOf = (uid: string) =>
    adminDb().collection(ACCOUNT_COLLECTIONS.emailVerifications).where('uid', '==', uid).get();

  test('the account, record, registration details and verification links are all gone, and the deletion is recorded', async () => {
    const practitioner = await registeredPractitioner();
    expect((await verificationLinksOf(practitioner.uid)).size).toBe(1);
    expect((await pendingRegistrationDoc(practitioner.uid).get()).exists).toBe(true);

    const response = await deleteUser(practitioner.uid);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, details: expect.stringContaining(practitioner.email) });

    await expect(adminAuth().getUser(practitioner.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await userDoc(practitioner.uid).get()).exists).toBe(false);
    expect((await pendingRegistrationDoc(practitioner.uid).get()).exists).toBe(false);
    expect((await verificationLinksOf(practitioner.uid)).empty).toBe(true);
    expect(await auditEntriesAbout(practitioner.uid)).toEqual([
      {
        action: AUDIT_ACTIONS.userDelete,
        at: expect.any(Timestamp),
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { type: 'user', id: practitioner.uid, label: `Nina Patel <${practitioner.email}>` },
        details: { role: 'practitioner' },
      },
    ]);
    // Their sign-in stops working at once.
    expect((await request('/api/me', { idToken: practitioner.idToken })).status).toBe(401);
  });

  test("the practitioner's patients go with the account; another practitioner's stay", async () => {
    const [practitioner, other] = await Promise.all([
      createPrescriber(),
      createPrescriber(),
    ]);
    await Promise.all([
      createTestPatient(practitioner.uid),
      createTestPatient(practitioner.uid, { givenName: 'Sam' }),
      createTestPatient(other.uid),
    ]);

    const response = await deleteUser(practitioner.uid);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, details: expect.stringContaining('2 patients') });
    expect(await patientsOf(practitioner.uid)).toEqual([]);
    expect(await patientsOf(other.uid)).toHaveLength(1);
    expect(await auditEntriesAbout(practitioner.uid)).toMatchObject([{ details: { role: 'practitioner', patients: 2 } }]);
  });

  test('deleting again answers cleanly and records nothing more', async () => {
    const practitioner = await createPrescriber();
    expect((await deleteUser(practitioner.uid)).status).toBe(200);

    const again = await deleteUser(practitioner.uid);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ success: true, details: expect.any(String) });
    expect(await auditEntriesAbout(practitioner.uid)).toHaveLength(1);
  });

  test('a deletion cut short after the sign-in account went is finished by the next one', async () => {
    const practitioner = await registeredPractitioner();
    await adminAuth().deleteUser(practitioner.uid);

    expect((await deleteUser(practitioner.uid)).status).toBe(200);
    expect((await userDoc(practitioner.uid).get()).exists).toBe(false);
    expect((await pendingRegistrationDoc(practitioner.uid).get()).exists).toBe(false);
    expect((await verificationLinksOf(practitioner.uid)).empty).toBe(true);
    expect(await auditEntriesAbout(practitioner.uid)).toMatchObject([{ details: { role: 'practitioner' } }]);
  });

  test('an admin cannot delete their own account', async () => {
    expectRefused(await deleteUser(admin.uid), 400, ADMIN_MESSAGES.cannotDeleteSelf);
    expect((await request('/api/me', { idToken: admin.idToken })).json).toMatchObject({ role: 'admin' });
    expect(await auditEntriesAbout(admin.uid)).toEqual([]);
  });

  test("an admin cannot delete another admin's account", async () => {
    const otherAdmin = await createAdmin();
    const response = await deleteUser(otherAdmin.uid);
    expect(response.status).toBe(403);
    expect(ApiErrorBodySchema.parse(response.json).error).toMatch(/admin/i);
    expect((await adminAuth().getUser(otherAdmin.uid)).uid).toBe(otherAdmin.uid);
    expect((await userDoc(otherAdmin.uid).get()).exists).toBe(true);
  });
});
