/**
 * The retention purge (docs/retention-schedule.md) on the emulators: records of every kind
 * just inside and just past their periods, then POST /api/dev/purge as of a given instant,
 * which runs what the nightly job runs with the real stores. What is past its period is
 * gone, documents, files and sign-in accounts alike; everything else is still there; each
 * kind the run removed is in the audit log.
 *
 * The purge runs as of NOW, in 2020. Every other test's records carry the real clock's
 * time, after NOW, so none of them is past a period as of NOW: the counts are this file's.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import {
  ACCOUNT_COLLECTIONS,
  ADMIN_API_PATHS,
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  BREACH_COLLECTIONS,
  CONSIGNMENT_COLLECTIONS,
  INVOICE_COLLECTIONS,
  STATEMENT_COLLECTIONS,
  STAFF_COLLECTIONS,
  COLLECTIONS,
  DEV_PURGE_PATH,
  DevPurgeResponseSchema,
  ENQUIRY_COLLECTIONS,
  ORDER_COLLECTIONS,
  ORDER_DRAFT_COLLECTION,
  ORDER_DRAFT_SCRIPTS_FOLDER,
  ORDER_SCRIPTS_FOLDER,
  nothingPurged,
  type PurgeCounts,
} from '@pharmacy/shared';
import { adminAuth, adminDb, closeAdmin, userDoc } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { deleteStoredFile, storeFile, storedFileNames } from '../support/enquiries.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { createPrescriber, createAdmin, deleteTestUsers } from '../support/users.ts';

/** 3 am in Sydney on 15 June 2020, when the nightly job runs. */
const NOW = new Date('2020-06-14T17:00:00.000Z');
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const justBefore = (instant: Date) => new Date(instant.getTime() - SECOND);
const justAfter = (instant: Date) => new Date(instant.getTime() + SECOND);
const at = (instant: Date) => Timestamp.fromDate(instant);

// Each period's cutoff as of NOW.
const TWO_YEARS_AGO = new Date('2018-06-14T17:00:00.000Z');
const SEVEN_YEARS_AGO = new Date('2013-06-14T17:00:00.000Z');
const SEVEN_DAYS_AGO = new Date(NOW.getTime() - 7 * DAY);
const THIRTY_DAYS_AGO = new Date(NOW.getTime() - 30 * DAY);
const NINETY_DAYS_AGO = new Date(NOW.getTime() - 90 * DAY);

const NOTHING_REMOVED = nothingPurged();

const seededDocuments: { collection: string; id: string }[] = [];
const seededFiles: string[] = [];
const seededAccounts: string[] = [];

const unique = (label: string) => `retention-${label}-${randomUUID().slice(0, 8)}`;

async function seed(collection: string, data: Record<string, unknown>, id = unique(collection)): Promise<string> {
  await adminDb().collection(collection).doc(id).set(data);
  seededDocuments.push({ collection, id });
  return id;
}

async function seedFile(path: string): Promise<string> {
  await storeFile(path, SCRIPT_PDF.content, SCRIPT_PDF.contentType);
  seededFiles.push(path);
  return path;
}

/** A sign-in account as Firebase Auth would have it, created at `createdAt`. */
async function seedAccount(label: string, emailVerified: boolean, createdAt: Date): Promise<string> {
  const uid = unique(label);
  const time = createdAt.toUTCString();
  const result = await adminAuth().importUsers([
    { uid, email: `${uid}@example.test`, emailVerified, metadata: { creationTime: time, lastSignInTime: time } },
  ]);
  expect(result.failureCount).toBe(0);
  seededAccounts.push(uid);
  return uid;
}

/** An order request with only what the purge reads besides its identity: its last status change and its items. */
function orderRequest(updatedAt: Date, items: object[] = [{ formula: 'cream', script: null }], prescriberId = 'retention-practitioner') {
  return { prescriberId, status: 'collected', createdAt: at(new Date('2005-01-01T00:00:00.000Z')), updatedAt: at(updatedAt), items };
}

async function seedOrder(label: string, data: ReturnType<typeof orderRequest> & { consignmentId?: string }, scripts: number): Promise<string> {
  const id = unique(`HC-${label}`);
  await seed(ORDER_COLLECTIONS.orderRequests, { requestId: id, ...data }, id);
  for (let index = 0; index < scripts; index += 1) await seedFile(`${ORDER_SCRIPTS_FOLDER}/${id}/${index}-script.pdf`);
  return id;
}

async function purge(now: Date) {
  const response = await request(DEV_PURGE_PATH, { body: { now: now.toISOString() } });
  expect(response.status).toBe(200);
  return DevPurgeResponseSchema.parse(response.json);
}

const exists = async (collection: string, id: string) => (await adminDb().collection(collection).doc(id).get()).exists;
const filesUnder = (folder: string, id: string) => storedFileNames(`${folder}/${id}/`);

async function accountExists(uid: string): Promise<boolean> {
  const { users } = await adminAuth().getUsers([{ uid }]);
  return users.length === 1;
}

afterEach(async () => {
  await Promise.all(seededDocuments.splice(0).map(({ collection, id }) => adminDb().collection(collection).doc(id).delete()));
  await Promise.all(seededFiles.splice(0).map(deleteStoredFile));
  const uids = seededAccounts.splice(0);
  if (uids.length > 0) await adminAuth().deleteUsers(uids);
  await deleteAuditEntries();
  await deleteTestUsers();
});
afterAll(closeAdmin);

describe('the retention purge', () => {
  test('removes exactly what is past its period, with its files and accounts, and records the counts', async () => {
    const { enquiries, rateLimits } = ENQUIRY_COLLECTIONS;
    const { pendingRegistrations, emailVerifications, accountMailFailures } = ACCOUNT_COLLECTIONS;
    const seen = { old: {} as Record<string, string>, kept: {} as Record<string, string> };

    // Enquiries and their uploads: 2 years.
    seen.old.enquiry = await seed(enquiries, { email: 'old@example.test', createdAt: at(justBefore(TWO_YEARS_AGO)) });
    seen.kept.enquiry = await seed(enquiries, { email: 'young@example.test', createdAt: at(justAfter(TWO_YEARS_AGO)) });
    await seedFile(`${enquiries}/${seen.old.enquiry}/script.pdf`);
    await seedFile(`${enquiries}/${seen.kept.enquiry}/script.pdf`);

    // Order requests and their scripts: 7 years from the last status change, a child patient until 25.
    // Each with its consignment, kept with it (decision 059).
    seen.old.consignment = await seed(CONSIGNMENT_COLLECTIONS.consignments, { method: 'courier', status: 'delivered' });
    seen.kept.consignment = await seed(CONSIGNMENT_COLLECTIONS.consignments, { method: 'courier', status: 'delivered' });
    seen.old.order = await seedOrder('old', { ...orderRequest(justBefore(SEVEN_YEARS_AGO)), consignmentId: seen.old.consignment }, 2);
    seen.kept.order = await seedOrder('young', { ...orderRequest(justAfter(SEVEN_YEARS_AGO)), consignmentId: seen.kept.consignment }, 1);
    const long = new Date('2005-06-01T00:00:00.000Z');
    // Turns 25 at midnight UTC on 15 June 2020, after NOW.
    seen.kept.childOrder = await seedOrder('child', orderRequest(long, [{ patient: { dateOfBirth: '1995-06-15' } }]), 1);
    // Turned 25 the day before.
    seen.old.grownUpOrder = await seedOrder('grown-up', orderRequest(long, [{ patient: { dateOfBirth: '1995-06-14' } }]), 0);

    // Registrations never verified: 7 days from the last verification e-mail, or from sign-up without one.
    const created = new Date(NOW.getTime() - 30 * DAY);
    seen.old.abandoned = await seedAccount('abandoned', false, created);
    await seed(pendingRegistrations, { uid: seen.old.abandoned, updatedAt: at(justBefore(SEVEN_DAYS_AGO)) }, seen.old.abandoned);
    seen.kept.waiting = await seedAccount('waiting', false, created);
    await seed(pendingRegistrations, { uid: seen.kept.waiting, updatedAt: at(justAfter(SEVEN_DAYS_AGO)) }, seen.kept.waiting);
    seen.kept.verified = await seedAccount('verified', true, created);
    await seed(pendingRegistrations, { uid: seen.kept.verified, updatedAt: at(justBefore(SEVEN_DAYS_AGO)) }, seen.kept.verified);
    seen.kept.onboarded = await seedAccount('onboarded', false, created);
    await seed(COLLECTIONS.users, { role: 'practitioner', status: 'pending' }, seen.kept.onboarded);
    seen.old.orphan = await seedAccount('orphan', false, justBefore(SEVEN_DAYS_AGO));
    seen.kept.newOrphan = await seedAccount('new-orphan', false, justAfter(SEVEN_DAYS_AGO));

    // Links and counters: until they expire. Failed account e-mails: 90 days. The audit log: 7 years.
    seen.old.link = await seed(emailVerifications, { uid: 'someone', expiresAt: at(justBefore(NOW)) });
    seen.kept.link = await seed(emailVerifications, { uid: 'someone', expiresAt: at(justAfter(NOW)) });
    seen.old.counter = await seed(rateLimits, { hits: 3, expiresAt: at(justBefore(NOW)) });
    seen.kept.counter = await seed(rateLimits, { hits: 3, expiresAt: at(justAfter(NOW)) });
    const keys = ORDER_COLLECTIONS.orderSubmissionKeys;
    seen.old.submitKey = await seed(keys, { requestId: 'HC-200101-OLDK', expiresAt: at(justBefore(NOW)) });
    seen.kept.submitKey = await seed(keys, { requestId: 'HC-200101-KEPT', expiresAt: at(justAfter(NOW)) });
    seen.old.mailFailure = await seed(accountMailFailures, { mail: 'welcome', createdAt: at(justBefore(NINETY_DAYS_AGO)) });
    seen.kept.mailFailure = await seed(accountMailFailures, { mail: 'welcome', createdAt: at(justAfter(NINETY_DAYS_AGO)) });
    const auditEntry = (when: Date) => ({
      action: AUDIT_ACTIONS.userDelete,
      at: at(when),
      actorUid: 'an-admin',
      actorEmail: 'admin@example.test',
      target: { type: 'user', id: unique('user'), label: 'Someone' },
      details: {},
    });
    seen.old.auditEntry = await seed(ADMIN_COLLECTIONS.auditLog, auditEntry(justBefore(SEVEN_YEARS_AGO)));
    seen.kept.auditEntry = await seed(ADMIN_COLLECTIONS.auditLog, auditEntry(justAfter(SEVEN_YEARS_AGO)));
    // The breach register: 7 years from a breach's last change (decision 041).
    seen.old.breach = await seed(BREACH_COLLECTIONS.breaches, { description: 'Old', updatedAt: at(justBefore(SEVEN_YEARS_AGO)) });
    seen.kept.breach = await seed(BREACH_COLLECTIONS.breaches, { description: 'Kept', updatedAt: at(justAfter(SEVEN_YEARS_AGO)) });
    // Invoices: 7 years from issue (decision 078).
    seen.old.invoice = await seed(INVOICE_COLLECTIONS.invoices, { requestId: 'retention-old', issuedAtStamp: at(justBefore(SEVEN_YEARS_AGO)) });
    seen.kept.invoice = await seed(INVOICE_COLLECTIONS.invoices, { requestId: 'retention-kept', issuedAtStamp: at(justAfter(SEVEN_YEARS_AGO)) });
    // A clinic account's statement: 7 years from when it was made (decision 081).
    seen.old.statement = await seed(STATEMENT_COLLECTIONS.statements, { accountId: 'retention-account', madeAt: at(justBefore(SEVEN_YEARS_AGO)) });
    seen.kept.statement = await seed(STATEMENT_COLLECTIONS.statements, { accountId: 'retention-account', madeAt: at(justAfter(SEVEN_YEARS_AGO)) });
    // Order drafts, signed or not, and their script copies: 30 days from the last change (decision 045).
    // Staff invitations: once expired, used or not (decision 044).
    seen.old.draft = await seed(ORDER_DRAFT_COLLECTION, { prescriberId: 'retention-practitioner', status: 'sent_back', updatedAt: at(justBefore(THIRTY_DAYS_AGO)) });
    seen.kept.draft = await seed(ORDER_DRAFT_COLLECTION, { prescriberId: 'retention-practitioner', status: 'awaiting_signature', updatedAt: at(justAfter(THIRTY_DAYS_AGO)) });
    await seedFile(`${ORDER_DRAFT_SCRIPTS_FOLDER}/${seen.old.draft}/v1/0-script.pdf`);
    await seedFile(`${ORDER_DRAFT_SCRIPTS_FOLDER}/${seen.kept.draft}/v1/0-script.pdf`);
    const { staffInvitations } = STAFF_COLLECTIONS;
    seen.old.invitation = await seed(staffInvitations, { prescriberId: 'retention-practitioner', expiresAt: at(justBefore(NOW)) });
    seen.kept.invitation = await seed(staffInvitations, { prescriberId: 'retention-practitioner', expiresAt: at(justAfter(NOW)) });
    // A staff account none of whose links has been active for 30 days (its links stay as the record).
    seen.old.staff = await seedAccount('staff', true, created);
    await seed(COLLECTIONS.users, { role: 'staff', status: 'approved' }, seen.old.staff);
    seen.kept.staffLink = await seed(STAFF_COLLECTIONS.staffLinks, { prescriberId: 'retention-practitioner', staffUid: seen.old.staff, status: 'removed', changedAt: at(justBefore(THIRTY_DAYS_AGO)) });

    const { asOf, removed } = await purge(NOW);

    expect(asOf).toBe(NOW.toISOString());
    const expected: PurgeCounts = {
      enquiries: 1,
      enquiryFiles: 1,
      orderRequests: 2,
      orderScripts: 2,
      consignments: 1,
      unverifiedRegistrations: 1,
      unverifiedAccounts: 2,
      verificationLinks: 1,
      rateLimitCounters: 1,
      orderSubmitKeys: 1,
      accountMailFailures: 1,
      auditEntries: 1,
      breaches: 1,
      invoices: 1,
      clinicStatements: 1,
      orderDrafts: 1,
      orderDraftScripts: 1,
      staffInvitations: 1,
      staffAccounts: 1,
    };
    expect(removed).toEqual(expected);

    // Gone: documents, files and accounts.
    expect(await exists(enquiries, seen.old.enquiry!)).toBe(false);
    expect(await filesUnder(enquiries, seen.old.enquiry!)).toEqual([]);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, seen.old.order!)).toBe(false);
    expect(await filesUnder(ORDER_SCRIPTS_FOLDER, seen.old.order!)).toEqual([]);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, seen.old.grownUpOrder!)).toBe(false);
    expect(await exists(CONSIGNMENT_COLLECTIONS.consignments, seen.old.consignment!)).toBe(false);
    expect(await exists(CONSIGNMENT_COLLECTIONS.consignments, seen.kept.consignment!)).toBe(true);
    expect(await accountExists(seen.old.abandoned!)).toBe(false);
    expect(await exists(pendingRegistrations, seen.old.abandoned!)).toBe(false);
    expect(await accountExists(seen.old.orphan!)).toBe(false);
    expect(await exists(emailVerifications, seen.old.link!)).toBe(false);
    expect(await exists(rateLimits, seen.old.counter!)).toBe(false);
    expect(await exists(keys, seen.old.submitKey!)).toBe(false);
    expect(await exists(accountMailFailures, seen.old.mailFailure!)).toBe(false);
    expect(await exists(ADMIN_COLLECTIONS.auditLog, seen.old.auditEntry!)).toBe(false);
    expect(await exists(BREACH_COLLECTIONS.breaches, seen.old.breach!)).toBe(false);
    expect(await exists(INVOICE_COLLECTIONS.invoices, seen.old.invoice!)).toBe(false);
    expect(await exists(STATEMENT_COLLECTIONS.statements, seen.old.statement!)).toBe(false);
    expect(await exists(ORDER_DRAFT_COLLECTION, seen.old.draft!)).toBe(false);
    expect(await filesUnder(ORDER_DRAFT_SCRIPTS_FOLDER, seen.old.draft!)).toEqual([]);
    expect(await exists(staffInvitations, seen.old.invitation!)).toBe(false);
    expect(await accountExists(seen.old.staff!)).toBe(false);
    expect((await userDoc(seen.old.staff!).get()).exists).toBe(false);
    expect(await exists(STAFF_COLLECTIONS.staffLinks, seen.kept.staffLink!)).toBe(true);

    // Kept: everything inside its period, and every account that is verified or onboarded.
    expect(await exists(enquiries, seen.kept.enquiry!)).toBe(true);
    expect(await filesUnder(enquiries, seen.kept.enquiry!)).toEqual([`${enquiries}/${seen.kept.enquiry}/script.pdf`]);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, seen.kept.order!)).toBe(true);
    expect(await filesUnder(ORDER_SCRIPTS_FOLDER, seen.kept.order!)).toHaveLength(1);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, seen.kept.childOrder!)).toBe(true);
    expect(await filesUnder(ORDER_SCRIPTS_FOLDER, seen.kept.childOrder!)).toHaveLength(1);
    for (const uid of [seen.kept.waiting!, seen.kept.verified!, seen.kept.onboarded!, seen.kept.newOrphan!]) {
      expect(await accountExists(uid), uid).toBe(true);
    }
    expect(await exists(pendingRegistrations, seen.kept.waiting!)).toBe(true);
    expect(await exists(pendingRegistrations, seen.kept.verified!)).toBe(true);
    expect((await userDoc(seen.kept.onboarded!).get()).exists).toBe(true);
    expect(await exists(emailVerifications, seen.kept.link!)).toBe(true);
    expect(await exists(rateLimits, seen.kept.counter!)).toBe(true);
    expect(await exists(keys, seen.kept.submitKey!)).toBe(true);
    expect(await exists(accountMailFailures, seen.kept.mailFailure!)).toBe(true);
    expect(await exists(ADMIN_COLLECTIONS.auditLog, seen.kept.auditEntry!)).toBe(true);
    expect(await exists(BREACH_COLLECTIONS.breaches, seen.kept.breach!)).toBe(true);
    expect(await exists(INVOICE_COLLECTIONS.invoices, seen.kept.invoice!)).toBe(true);
    expect(await exists(STATEMENT_COLLECTIONS.statements, seen.kept.statement!)).toBe(true);
    expect(await exists(ORDER_DRAFT_COLLECTION, seen.kept.draft!)).toBe(true);
    expect(await filesUnder(ORDER_DRAFT_SCRIPTS_FOLDER, seen.kept.draft!)).toHaveLength(1);
    expect(await exists(staffInvitations, seen.kept.invitation!)).toBe(true);

    // An audit entry per kind, by the schedule itself, each written once that kind was done:
    // together they hold every count.
    const entries = (await auditEntriesAbout('retention-schedule')).filter((entry) => entry.details.asOf === NOW.toISOString());
    // (Entries written within the same millisecond may come back in either order.)
    expect(entries).toHaveLength(14);
    expect(entries.map((entry) => entry.details)).toEqual(expect.arrayContaining([
      { asOf: NOW.toISOString(), enquiries: 1, enquiryFiles: 1 },
      { asOf: NOW.toISOString(), orderRequests: 2, orderScripts: 2, consignments: 1 },
      { asOf: NOW.toISOString(), unverifiedRegistrations: 1, unverifiedAccounts: 2 },
      { asOf: NOW.toISOString(), verificationLinks: 1 },
      { asOf: NOW.toISOString(), rateLimitCounters: 1 },
      { asOf: NOW.toISOString(), orderSubmitKeys: 1 },
      { asOf: NOW.toISOString(), accountMailFailures: 1 },
      { asOf: NOW.toISOString(), auditEntries: 1 },
      { asOf: NOW.toISOString(), breaches: 1 },
      { asOf: NOW.toISOString(), invoices: 1 },
      { asOf: NOW.toISOString(), clinicStatements: 1 },
      { asOf: NOW.toISOString(), orderDrafts: 1, orderDraftScripts: 1 },
      { asOf: NOW.toISOString(), staffInvitations: 1 },
      { asOf: NOW.toISOString(), staffAccounts: 1 },
    ]));
    for (const entry of entries) {
      expect(entry).toEqual({
        action: AUDIT_ACTIONS.retentionPurge,
        at: expect.any(Timestamp),
        actorUid: 'system',
        actorEmail: 'retention-schedule',
        target: { type: 'schedule', id: 'retention-schedule', label: 'Retention schedule' },
        details: entry.details,
      });
    }

    // Run again: nothing more is past its period, and nothing more is recorded.
    expect((await purge(NOW)).removed).toEqual(NOTHING_REMOVED);
    expect((await auditEntriesAbout('retention-schedule')).filter((entry) => entry.details.asOf === NOW.toISOString())).toHaveLength(entries.length);
  });

  test('keeps a deleted practitioner\u2019s orders and scripts for the order period, then removes them', async () => {
    const admin = await createAdmin();
    const practitioner = await createPrescriber();
    const lastChange = justAfter(SEVEN_YEARS_AGO);
    const order = await seedOrder('practitioner', orderRequest(lastChange, undefined, practitioner.uid), 1);

    const deletion = await request(ADMIN_API_PATHS.deleteUser, { idToken: admin.idToken, body: { userId: practitioner.uid } });
    expect(deletion.status).toBe(200);
    expect(await accountExists(practitioner.uid)).toBe(false);
    expect((await userDoc(practitioner.uid).get()).exists).toBe(false);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, order)).toBe(true);
    expect(await filesUnder(ORDER_SCRIPTS_FOLDER, order)).toHaveLength(1);
    expect(await auditEntriesAbout(practitioner.uid)).toMatchObject([{ action: AUDIT_ACTIONS.userDelete }]);

    // Seven years after its last status change, to the second: still inside its period.
    expect((await purge(NOW)).removed).toEqual(NOTHING_REMOVED);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, order)).toBe(true);

    // Two seconds on, it is past it.
    const later = new Date(NOW.getTime() + 2 * SECOND);
    expect((await purge(later)).removed).toEqual({ ...NOTHING_REMOVED, orderRequests: 1, orderScripts: 1 });
    expect(await exists(ORDER_COLLECTIONS.orderRequests, order)).toBe(false);
    expect(await filesUnder(ORDER_SCRIPTS_FOLDER, order)).toEqual([]);
    const runs = (await auditEntriesAbout('retention-schedule')).filter((entry) => entry.details.asOf === later.toISOString());
    expect(runs).toMatchObject([{ details: { orderRequests: 1, orderScripts: 1 } }]);
  });

  test('removes an order\u2019s e-script token claims with it, and keeps the claims of an order it keeps', async () => {
    const claims = ORDER_COLLECTIONS.escriptTokenClaims;
    const old = await seedOrder('claimed-old', orderRequest(justBefore(SEVEN_YEARS_AGO)), 0);
    const kept = await seedOrder('claimed-kept', orderRequest(justAfter(SEVEN_YEARS_AGO)), 0);
    const oldClaim = await seed(claims, { requestId: old });
    const keptClaim = await seed(claims, { requestId: kept });

    expect((await purge(NOW)).removed).toMatchObject({ orderRequests: 1 });
    expect(await exists(claims, oldClaim)).toBe(false);
    expect(await exists(claims, keptClaim)).toBe(true);
  });

  test('keeps an order until 7 years after its last supply or record of compounding, however long ago it was placed (decision 051)', async () => {
    const monthsBefore = (months: number) => new Date(Date.UTC(2020, 5 - months, 14, 17));
    const placedLongAgo = orderRequest(justBefore(SEVEN_YEARS_AGO));
    // Placed 3 years ago, last supplied 23 months ago.
    const recent = await seedOrder('placed-3-years-ago', { ...orderRequest(monthsBefore(35)), createdAt: at(monthsBefore(36)), lastSupplyAt: at(monthsBefore(23)) } as typeof placedLongAgo, 1);
    // Completed over 7 years ago, a repeat supplied 23 months ago: its last status change is past the period, its supply is not.
    const repeat = await seedOrder('repeat-23-months-ago', { ...placedLongAgo, lastSupplyAt: at(monthsBefore(23)) } as typeof placedLongAgo, 1);
    // Its last supply just over 7 years ago: gone with its script.
    const old = await seedOrder('supplied-over-7-years-ago', { ...placedLongAgo, lastSupplyAt: at(justBefore(SEVEN_YEARS_AGO)) } as typeof placedLongAgo, 1);

    expect((await purge(NOW)).removed).toMatchObject({ orderRequests: 1, orderScripts: 1 });
    expect(await exists(ORDER_COLLECTIONS.orderRequests, recent)).toBe(true);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, repeat)).toBe(true);
    expect(await filesUnder(ORDER_SCRIPTS_FOLDER, repeat)).toHaveLength(1);
    expect(await exists(ORDER_COLLECTIONS.orderRequests, old)).toBe(false);
    expect(await filesUnder(ORDER_SCRIPTS_FOLDER, old)).toEqual([]);
  });

  test('refuses a time that is not an instant', async () => {
    const response = await request(DEV_PURGE_PATH, { body: { now: 'last Tuesday' } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'invalid_request' });
  });
});
