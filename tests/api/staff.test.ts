/**
 * Clinic teams through the Hosting emulator (issue 26, decision 044): a prescriber
 * invites a staff member by e-mail (a link only), the link makes one account however often
 * it is used, the staff member keeps that prescriber's patients and no one else's, may not
 * order or answer a question, and is refused from the next request once removed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  PATIENT_SEARCH_PARAM,
  AUDIT_ACTIONS,
  AcceptStaffInvitationResponseSchema,
  ApiErrorBodySchema,
  STAFF_API_PATHS,
  STAFF_COLLECTIONS,
  STAFF_ERROR_CODES,
  STAFF_MESSAGES,
  ORDER_API_PATHS,
  ORDER_QUESTION_API_PATHS,
  suspendStaffPath,
  PATIENT_API_PATHS,
  PatientResponseSchema,
  STAFF_INVITATION_ROUTE,
  prescriberPatientsPath,
  removeStaffPath,
  reinstateStaffPath,
  staffLinkId,
  PATIENT_COLLECTIONS,
} from '@pharmacy/shared';
import { adminAuth, adminDb, closeAdmin, userDoc } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { signIn } from '../support/auth-emulator.ts';
import { listAs } from '../support/firestore-as.ts';
import { outboxMessages } from '../support/outbox.ts';
import { deletePatientsOf, patientForm, storedPatient } from '../support/patients.ts';
import { createPrescriber, createPractitioner, createAdmin, deleteTestUsers, uniqueEmail, type TestUser } from '../support/users.ts';

let alice: TestUser;
let bob: TestUser;
let pending: TestUser;
const staffUids: string[] = [];
/** Prescribers of their own for the stories that invite more than once (10 invitations an hour each). */
const morePrescribers: string[] = [];
async function anotherPrescriber(): Promise<TestUser> {
  const prescriber = await createPrescriber();
  morePrescribers.push(prescriber.uid);
  return prescriber;
}

beforeAll(async () => {
  [alice, bob, pending] = await Promise.all([
    createPrescriber({ firstName: 'Alice', lastName: 'Nguyen' }),
    createPrescriber(),
    createPractitioner('pending'),
  ]);
}, 60_000);

afterAll(async () => {
  const prescribers = [alice.uid, bob.uid, ...morePrescribers];
  await deletePatientsOf(prescribers);
  const links = await adminDb().collection(STAFF_COLLECTIONS.staffLinks).where('prescriberId', 'in', prescribers).get();
  const invitations = await adminDb().collection(STAFF_COLLECTIONS.staffInvitations).where('prescriberId', 'in', prescribers).get();
  await Promise.all([...links.docs, ...invitations.docs].map((doc) => doc.ref.delete()));
  await Promise.all(staffUids.map((uid) => Promise.all([adminAuth().deleteUser(uid), userDoc(uid).delete()])));
  await deleteAuditEntries();
  await deleteTestUsers();
  await closeAdmin();
}, 60_000);

function expectRefused(response: SiteResponse, status: number, code: string) {
  expect(response.status, response.text).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json).code).toBe(code);
}

const invite = (idToken: string, body: unknown) => request(STAFF_API_PATHS.staffInvitations, { idToken, body });
const accept = (token: string, password: string) => request(STAFF_API_PATHS.acceptStaffInvitation, { body: { token, password } });

/** The token in the newest invitation e-mailed to `email`, after checking the e-mail holds nothing else of note. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await outboxMessages(email);
  expect(mail?.subject).toContain('invited you');
  const match = new RegExp(`${STAFF_INVITATION_ROUTE}\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return match![1]!;
}

async function newStaffMember(prescriber: TestUser, name = 'Nina Patel'): Promise<{ email: string; password: string; uid: string; idToken: string }> {
  const email = uniqueEmail('staff');
  expect((await invite(prescriber.idToken, { name, email })).status).toBe(201);
  const password = 'Staff-password-2026';
  const accepted = await accept(await invitationToken(email), password);
  expect(accepted.status, accepted.text).toBe(201);
  const account = await signIn(email, password);
  staffUids.push(account.uid);
  return { email, password, uid: account.uid, idToken: account.idToken };
}

describe('inviting and accepting', () => {
  test('an approved prescriber invites by name and e-mail; the e-mail is a link only; the link makes one account however often it is used', async () => {
    const email = uniqueEmail('staff');
    const invited = await invite(alice.idToken, { name: 'Nina Patel', email: `  ${email.toUpperCase()} ` });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.json).toMatchObject({ success: true, message: STAFF_MESSAGES.invited(email) });
    const [mail] = await outboxMessages(email);
    expect(mail?.text).toContain('Alice Nguyen has invited you');
    const token = await invitationToken(email);

    // The token is stored hashed: no document is named by it or holds it.
    expect((await adminDb().collection(STAFF_COLLECTIONS.staffInvitations).doc(token).get()).exists).toBe(false);

    const [first, second] = await Promise.all([accept(token, 'Staff-password-2026'), accept(token, 'Another-password-2026')]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const accepted = AcceptStaffInvitationResponseSchema.parse((first.status === 201 ? first : second).json);
    expect(accepted).toMatchObject({ email, newAccount: true, message: STAFF_MESSAGES.accepted });
    expectRefused(first.status === 409 ? first : second, 409, STAFF_ERROR_CODES.invitationUsed);
    expectRefused(await accept(token, 'Staff-password-2026'), 409, STAFF_ERROR_CODES.invitationUsed);

    const account = await adminAuth().getUserByEmail(email);
    staffUids.push(account.uid);
    expect(account.emailVerified).toBe(true);
    expect((await userDoc(account.uid).get()).data()).toMatchObject({ role: 'staff', status: 'approved', firstName: 'Nina Patel', email });
    expect((await adminDb().collection(STAFF_COLLECTIONS.staffLinks).doc(staffLinkId(alice.uid, account.uid)).get()).data()).toMatchObject({
      status: 'active',
      staffName: 'Nina Patel',
      prescriberName: 'Alice Nguyen',
    });
    const entries = await auditEntriesAbout(account.uid);
    expect(entries.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.staffAccept]);
  });

  test('a second prescriber\u2019s invitation links the same account, which keeps its password', async () => {
    const staff = await newStaffMember(alice);
    expect((await invite(bob.idToken, { name: 'Nina Patel', email: staff.email })).status).toBe(201);
    const accepted = await accept(await invitationToken(staff.email), 'Ignored-password-2026');
    expect(AcceptStaffInvitationResponseSchema.parse(accepted.json)).toMatchObject({ newAccount: false });
    expect((await signIn(staff.email, staff.password)).uid).toBe(staff.uid);
    const links = await adminDb().collection(STAFF_COLLECTIONS.staffLinks).where('staffUid', '==', staff.uid).get();
    expect(links.docs.map((doc) => doc.get('prescriberId')).sort()).toEqual([alice.uid, bob.uid].sort());
  });

  test('an invitation to a prescriber\u2019s address makes no staff account; a newer invitation supersedes the older', async () => {
    expect((await invite(alice.idToken, { name: 'Bob', email: bob.email })).status).toBe(201);
    expectRefused(await accept(await invitationToken(bob.email), 'Staff-password-2026'), 409, STAFF_ERROR_CODES.emailHasOtherRole);
    expect((await userDoc(bob.uid).get()).get('role')).toBe('practitioner');

    const email = uniqueEmail('staff');
    await invite(alice.idToken, { name: 'Sam Lee', email });
    const older = await invitationToken(email);
    await invite(alice.idToken, { name: 'Sam Lee', email });
    expectRefused(await accept(older, 'Staff-password-2026'), 410, STAFF_ERROR_CODES.invitationSuperseded);
  });

  test('an invitation from a prescriber the pharmacy has since rejected makes no account', async () => {
    const carol = await createPrescriber();
    const email = uniqueEmail('staff');
    expect((await invite(carol.idToken, { name: 'Sam Lee', email })).status).toBe(201);
    const token = await invitationToken(email);
    await userDoc(carol.uid).update({ status: 'rejected' });
    expectRefused(await accept(token, 'Staff-password-2026'), 400, STAFF_ERROR_CODES.invalidInvitation);
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const invitations = await adminDb().collection(STAFF_COLLECTIONS.staffInvitations).where('prescriberId', '==', carol.uid).get();
    await Promise.all(invitations.docs.map((doc) => doc.ref.delete()));
  });

  test('only an approved prescriber invites, with a specific message for a bad field; a visitor\u2019s made-up token is refused', async () => {
    expectRefused(await invite(pending.idToken, { name: 'Sam Lee', email: uniqueEmail('staff') }), 403, 'forbidden');
    const staff = await newStaffMember(alice);
    expectRefused(await invite(staff.idToken, { name: 'Sam Lee', email: uniqueEmail('staff') }), 403, 'forbidden');
    const bad = await invite(alice.idToken, { name: '', email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(ApiErrorBodySchema.parse(bad.json).issues?.map((issue) => issue.message)).toEqual([STAFF_MESSAGES.nameRequired, 'Please enter a valid email address.']);
    expectRefused(await invite(alice.idToken, { name: 'Me', email: alice.email }), 400, STAFF_ERROR_CODES.ownEmail);
    expectRefused(await accept('A'.repeat(43), 'Staff-password-2026'), 400, STAFF_ERROR_CODES.invalidInvitation);
  });
});

describe('what staff may do', () => {
  test("staff keep the prescriber's patients, and no other prescriber's", async () => {
    const staff = await newStaffMember(alice);
    const created = await request(prescriberPatientsPath(alice.uid), { idToken: staff.idToken, body: patientForm({ givenName: 'Matilda' }) });
    expect(created.status, created.text).toBe(201);
    const { patient } = PatientResponseSchema.parse(created.json);
    expect(await storedPatient(patient.patientId)).toMatchObject({ prescriberId: alice.uid, givenName: 'Matilda' });
    const edited = await request(prescriberPatientsPath(alice.uid, patient.patientId), { idToken: staff.idToken, method: 'PUT', body: patientForm({ givenName: 'Tilly' }) });
    expect(edited.status, edited.text).toBe(200);
    expect(await storedPatient(patient.patientId)).toMatchObject({ givenName: 'Tilly' });

    expectRefused(await request(prescriberPatientsPath(bob.uid), { idToken: staff.idToken, body: patientForm() }), 403, STAFF_ERROR_CODES.notWorkingFor);
    // A prescriber cannot use the staff path to reach another prescriber's patients either.
    expectRefused(await request(prescriberPatientsPath(alice.uid), { idToken: bob.idToken, body: patientForm() }), 403, STAFF_ERROR_CODES.notWorkingFor);
  });

  test('staff get 403 on submitting an order, answering a question and the prescriber\u2019s own patient path', async () => {
    const staff = await newStaffMember(alice);
    const form = new FormData();
    form.set('payload', '{}');
    const submit = await request(ORDER_API_PATHS.submit, { idToken: staff.idToken, body: form });
    expect(submit.status, submit.text).toBe(403);
    const answer = await request(ORDER_QUESTION_API_PATHS.answer, { idToken: staff.idToken, body: { requestId: 'HC-200101-ZZZZ', text: 'Yes' } });
    expect(answer.status, answer.text).toBe(403);
    expect((await request(PATIENT_API_PATHS.patients, { idToken: staff.idToken, body: patientForm() })).status).toBe(403);
    expect((await request(STAFF_API_PATHS.staffInvitations, { idToken: staff.idToken, body: { name: 'X', email: uniqueEmail() } })).status).toBe(403);
  });
});

describe('removing a staff member', () => {
  test('the prescriber removes them: recorded, sessions revoked, and their next request is refused', async () => {
    const staff = await newStaffMember(alice, 'Riley Chen');
    expect((await request(prescriberPatientsPath(alice.uid), { idToken: staff.idToken, body: patientForm() })).status).toBe(201);

    // Only the prescriber they work for removes them.
    expectRefused(await request(removeStaffPath(staff.uid), { idToken: bob.idToken, body: {} }), 404, STAFF_ERROR_CODES.staffNotFound);
    const removed = await request(removeStaffPath(staff.uid), { idToken: alice.idToken, body: {} });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toMatchObject({ message: STAFF_MESSAGES.removed('Riley Chen') });

    // The session they had is revoked (401), or, for a token minted in the same second as the
    // revocation (Auth counts whole seconds), refused because the link is gone (403).
    const oldSession = await request(prescriberPatientsPath(alice.uid), { idToken: staff.idToken, body: patientForm() });
    expect([401, 403], oldSession.text).toContain(oldSession.status);
    // Signing in again gets them no further.
    const again = await signIn(staff.email, staff.password);
    expectRefused(await request(prescriberPatientsPath(alice.uid), { idToken: again.idToken, body: patientForm() }), 403, STAFF_ERROR_CODES.notWorkingFor);
    const account = await adminAuth().getUser(staff.uid);
    expect(account.tokensValidAfterTime).toBeDefined();
    expect(new Date(account.tokensValidAfterTime!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const entries = await auditEntriesAbout(staff.uid);
    expect(entries.map((entry) => entry.action)).toEqual([AUDIT_ACTIONS.staffAccept, AUDIT_ACTIONS.staffRemove]);
    expect(entries[1]).toMatchObject({ actorUid: alice.uid, target: { type: 'user', id: staff.uid } });
    expectRefused(await request(removeStaffPath(staff.uid), { idToken: alice.idToken, body: {} }), 404, STAFF_ERROR_CODES.staffNotFound);
  });
});

describe("access ends with the prescriber's", () => {
  test('a prescriber the pharmacy rejects takes their staff\u2019s access with them: refused at once, and the link the rules read ends', async () => {
    const dana = await createPrescriber();
    const staff = await newStaffMember(dana);
    expect((await request(prescriberPatientsPath(dana.uid), { idToken: staff.idToken, body: patientForm() })).status).toBe(201);
    await userDoc(dana.uid).update({ status: 'rejected' });
    expectRefused(await request(prescriberPatientsPath(dana.uid), { idToken: staff.idToken, body: patientForm() }), 403, STAFF_ERROR_CODES.notWorkingFor);
    const link = adminDb().collection(STAFF_COLLECTIONS.staffLinks).doc(staffLinkId(dana.uid, staff.uid));
    // The trigger runs in the Functions emulator after the write.
    await expect.poll(async () => (await link.get()).get('status'), { timeout: 30_000 }).toBe('ended');
    await deletePatientsOf([dana.uid]);
    await link.delete();
  });
});

describe('the pharmacy suspends a staff member', () => {
  test('an admin suspends one: every link ends, sessions are revoked, the entry is recorded; nobody else may', async () => {
    const admin = await createAdmin();
    const staff = await newStaffMember(alice, 'Kim Ho');
    expectRefused(await request(suspendStaffPath(staff.uid), { idToken: alice.idToken, body: {} }), 403, 'forbidden');
    expectRefused(await request(suspendStaffPath(alice.uid), { idToken: admin.idToken, body: {} }), 404, STAFF_ERROR_CODES.staffNotFound);
    const suspended = await request(suspendStaffPath(staff.uid), { idToken: admin.idToken, body: {} });
    expect(suspended.status, suspended.text).toBe(200);
    expect((await userDoc(staff.uid).get()).get('status')).toBe('suspended');
    expect((await adminDb().collection(STAFF_COLLECTIONS.staffLinks).doc(staffLinkId(alice.uid, staff.uid)).get()).get('status')).toBe('suspended');
    // The sign-in itself is disabled (issue 32): no new session at all.
    expect((await adminAuth().getUser(staff.uid)).disabled).toBe(true);
    await expect(signIn(staff.email, staff.password)).rejects.toThrow(/USER_DISABLED/);
    const entries = await auditEntriesAbout(staff.uid);
    expect(entries.at(-1)).toMatchObject({ action: AUDIT_ACTIONS.staffSuspend, actorUid: admin.uid, details: { to: 'suspended', linksEnded: 1 } });
  });

  test('suspended, then invited again by the prescriber (issue 32): the pending invitation is void, a new one is refused, and Firestore lists none of her patients', async () => {
    const [admin, carol] = await Promise.all([createAdmin(), anotherPrescriber()]);
    const staff = await newStaffMember(carol, 'Lee Park');
    const created = await request(PATIENT_API_PATHS.patients, { idToken: carol.idToken, body: patientForm() });
    expect(created.status, created.text).toBe(201);
    // Before: she finds Carol's patients through /api, the way staff read patients (decision 064).
    const search = `${prescriberPatientsPath(carol.uid)}?${PATIENT_SEARCH_PARAM}=citizen`;
    const found = await request(search, { idToken: staff.idToken });
    expect(found.status, found.text).toBe(200);
    expect((found.json as { patients: unknown[] }).patients.length).toBeGreaterThan(0);

    // A second invitation, sent before the pharmacy acts, waits unused in the staff member's inbox.
    expect((await invite(carol.idToken, { name: 'Lee Park', email: staff.email })).status).toBe(201);
    const pendingToken = await invitationToken(staff.email);
    expect((await request(suspendStaffPath(staff.uid), { idToken: admin.idToken, body: {} })).status).toBe(200);

    const accepted = await accept(pendingToken, staff.password);
    expect(accepted.status, accepted.text).toBe(403);
    expect(accepted.json).toMatchObject({ code: STAFF_ERROR_CODES.staffSuspended, error: STAFF_MESSAGES.acceptSuspended });
    const reinvited = await invite(carol.idToken, { name: 'Lee Park', email: staff.email });
    expect(reinvited.status, reinvited.text).toBe(409);
    expect(reinvited.json).toMatchObject({ code: STAFF_ERROR_CODES.staffSuspended, error: STAFF_MESSAGES.staffSuspended });
    expect((await adminDb().collection(STAFF_COLLECTIONS.staffLinks).doc(staffLinkId(carol.uid, staff.uid)).get()).get('status')).toBe('suspended');

    // From outside, with the session she had: the rules refuse the list (the Firestore emulator ignores revocation).
    const listed = await listAs(staff.idToken, PATIENT_COLLECTIONS.patients, 'prescriberId', carol.uid);
    expect(listed).toEqual({ status: 403, count: 0 });
    // The API checks revocation, so her old session is not taken at all there (401).
    expect((await request(search, { idToken: staff.idToken })).status).toBe(401);
    expect((await listAs(staff.idToken, 'orderRequests', 'prescriberId', carol.uid)).status).toBe(403);
  });

  test('lifting a suspension (admins only) enables the sign-in again; access comes back only with a new invitation', async () => {
    const [admin, dana] = await Promise.all([createAdmin(), anotherPrescriber()]);
    const staff = await newStaffMember(dana, 'Sam Wu');
    expect((await request(suspendStaffPath(staff.uid), { idToken: admin.idToken, body: {} })).status).toBe(200);
    expectRefused(await request(reinstateStaffPath(staff.uid), { idToken: dana.idToken, body: {} }), 403, 'forbidden');
    expectRefused(await request(reinstateStaffPath(dana.uid), { idToken: admin.idToken, body: {} }), 404, STAFF_ERROR_CODES.staffNotFound);
    const lifted = await request(reinstateStaffPath(staff.uid), { idToken: admin.idToken, body: {} });
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.json).toMatchObject({ message: STAFF_MESSAGES.reinstated('Sam Wu') });
    expect((await adminAuth().getUser(staff.uid)).disabled).toBe(false);
    expect((await userDoc(staff.uid).get()).get('status')).toBe('approved');
    const link = adminDb().collection(STAFF_COLLECTIONS.staffLinks).doc(staffLinkId(dana.uid, staff.uid));
    expect((await link.get()).get('status')).toBe('ended');
    const signedIn = await signIn(staff.email, staff.password);
    expectRefused(await request(prescriberPatientsPath(dana.uid), { idToken: signedIn.idToken, body: patientForm() }), 403, STAFF_ERROR_CODES.notWorkingFor);
    // Dana invites them again, and they work for her again.
    expect((await invite(dana.idToken, { name: 'Sam Wu', email: staff.email })).status).toBe(201);
    expect((await accept(await invitationToken(staff.email), staff.password)).status).toBe(201);
    expect((await link.get()).get('status')).toBe('active');
    const actions = (await auditEntriesAbout(staff.uid)).map((entry) => entry.action);
    expect(actions).toContain(AUDIT_ACTIONS.staffReinstate);
  });
});

describe('an invitation sent before the access ended', () => {
  test('removing a staff member voids the invitations they have not used; a new invitation after the removal works', async () => {
    const carol = await anotherPrescriber();
    const staff = await newStaffMember(carol, 'Jo Bloggs');
    expect((await invite(carol.idToken, { name: 'Jo Bloggs', email: staff.email })).status).toBe(201);
    const pendingToken = await invitationToken(staff.email);
    expect((await request(removeStaffPath(staff.uid), { idToken: carol.idToken, body: {} })).status).toBe(200);
    expectRefused(await accept(pendingToken, staff.password), 410, STAFF_ERROR_CODES.invitationVoided);
    const link = adminDb().collection(STAFF_COLLECTIONS.staffLinks).doc(staffLinkId(carol.uid, staff.uid));
    expect((await link.get()).get('status')).toBe('removed');
    const again = await signIn(staff.email, staff.password);
    expect(await listAs(again.idToken, PATIENT_COLLECTIONS.patients, 'prescriberId', carol.uid)).toEqual({ status: 403, count: 0 });

    // The prescriber changes her mind: a new invitation, sent after the removal, is hers to give.
    expect((await invite(carol.idToken, { name: 'Jo Bloggs', email: staff.email })).status).toBe(201);
    expect((await accept(await invitationToken(staff.email), staff.password)).status).toBe(201);
    expect((await link.get()).get('status')).toBe('active');
  });
});
