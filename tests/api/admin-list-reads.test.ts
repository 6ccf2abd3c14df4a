/**
 * Admin list reads are recorded (issue 32 part 3, decision 063): the orders queue and the
 * breach register are read through the function, which answers admins only and writes one
 * access entry per page it shows, naming the patients on it, so "who has seen this patient"
 * lists list reads too. The queue keeps its filters, search, paging and count.
 *
 * The queue's orders are written straight to Firestore, received on 1 and 2 March 2001 (Sydney)
 * by a practitioner whose last name is this file's marker, so the date range and the search
 * find exactly these, whatever other files leave in the queue.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  BREACH_API_PATHS,
  BREACH_COLLECTIONS,
  BreachListReplySchema,
  BreachReplySchema,
  BreachRecordResponseSchema,
  EMPTY_BREACH_FORM,
  ORDER_API_PATHS,
  ORDER_COLLECTIONS,
  ORDER_LIST_PAGE_SIZE,
  OrderCountReplySchema,
  OrderListPageSchema,
  OrderRequestSchema,
  PATIENT_REQUEST_API_PATHS,
  orderListFields,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { TEST_PRACTITIONER, orderAt, storedLine } from '@pharmacy/shared/testing';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { createTestPatient } from '../support/patients.ts';
import { createAdmin, createPrescriber, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;
const MARKER = `Zl${randomUUID().slice(0, 6)}`;
/** One more than a page, so Load more has a second page of one. */
const SEEDED = ORDER_LIST_PAGE_SIZE + 1;
const RANGE = 'from=2001-03-01&to=2001-03-02';
const OURS = `${RANGE}&q=${MARKER}`;
/** Request codes from the IDs' own alphabet, unique to this run. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RUN_CODE = `${CODE_ALPHABET[Math.floor(Math.random() * 32)]}${CODE_ALPHABET[Math.floor(Math.random() * 32)]}`;

let admin: TestUser;
let prescriber: TestUser;
let jane: PatientSnapshot;
let omar: PatientSnapshot;
const requestIds: string[] = [];
const breachIds: string[] = [];
const auditLog = () => adminDb().collection(ADMIN_COLLECTIONS.auditLog);

/** Order n: received n minutes after 1 March 2001 10:00 Sydney; the first for Omar and Jane, the rest for Jane; every third in progress. */
function seededOrder(n: number) {
  const at = Timestamp.fromDate(new Date(Date.parse('2001-03-01T10:00:00+11:00') + n * 60_000));
  const requestId = `HC-010301-${RUN_CODE}${CODE_ALPHABET[Math.floor(n / 32)]}${CODE_ALPHABET[n % 32]}`;
  const practitioner = { ...TEST_PRACTITIONER, lastName: MARKER };
  const items = n === 0 ? [storedLine({ patient: omar }), storedLine({ patient: jane })] : [storedLine({ patient: jane })];
  return orderAt(at, { requestId, prescriberId: prescriber.uid, practitioner, items, status: n % 3 === 0 ? 'in_progress' : 'received', ...orderListFields(requestId, practitioner) });
}

beforeAll(async () => {
  [admin, prescriber] = await Promise.all([createAdmin(), createPrescriber()]);
  [jane, omar] = await Promise.all([
    createTestPatient(prescriber.uid, { givenName: 'Jane', familyName: 'Listread' }),
    createTestPatient(prescriber.uid, { givenName: 'Omar', familyName: 'Listread', dateOfBirth: '1975-06-01' }),
  ]);
  const batch = adminDb().batch();
  for (let n = 0; n < SEEDED; n += 1) {
    const order = seededOrder(n);
    requestIds.push(order.requestId);
    batch.set(adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(order.requestId), order);
  }
  await batch.commit();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await Promise.all(requestIds.map((id) => adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(id).delete()));
  await Promise.all(breachIds.map((id) => adminDb().collection(BREACH_COLLECTIONS.breaches).doc(id).delete()));
  const mine = await auditLog().where('actorUid', '==', admin.uid).get();
  await Promise.all(mine.docs.map((doc) => doc.ref.delete()));
  await deleteAuditEntries();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

const listOrders = (query: string, user: TestUser | null = admin) => request(`${ORDER_API_PATHS.list}?${query}`, { idToken: user?.idToken });
async function page(query: string) {
  const response = await listOrders(query);
  expect(response.status, response.text).toBe(200);
  return OrderListPageSchema.parse(response.json);
}
async function entriesOf(action: string) {
  const snapshot = await auditLog().where('actorUid', '==', admin.uid).get();
  return snapshot.docs.map((doc) => doc.data()).filter((entry) => entry.action === action);
}

describe('the orders queue through the function', () => {
  test('answers admins only: 401 signed out, 403 for the practitioner whose orders they are', async () => {
    expect((await listOrders(OURS, null)).status).toBe(401);
    expect((await listOrders(OURS, prescriber)).status).toBe(403);
    expect((await request(`${ORDER_API_PATHS.count}?${OURS}`)).status).toBe(401);
    expect((await request(`${ORDER_API_PATHS.count}?${OURS}`, { idToken: prescriber.idToken })).status).toBe(403);
  });

  test('pages newest first, 50 at a time, and Load more reaches the last one; the count agrees', async () => {
    const first = await page(OURS);
    expect(first.orders.map((row) => row.id)).toEqual([...requestIds].reverse().slice(0, ORDER_LIST_PAGE_SIZE));
    expect(first.next).toBe(requestIds[1]);
    const order = OrderRequestSchema.parse(first.orders[0]?.order);
    expect(order.items[0]?.patient?.givenName).toBe('Jane');
    expect(first.orders[0]?.order).not.toHaveProperty('mail');

    const second = await page(`${OURS}&after=${first.next}`);
    expect(second).toEqual({ orders: [{ id: requestIds[0], order: expect.objectContaining({ requestId: requestIds[0] }) }], next: null });

    const count = await request(`${ORDER_API_PATHS.count}?${OURS}`, { idToken: admin.idToken });
    expect(count.status, count.text).toBe(200);
    expect(OrderCountReplySchema.parse(count.json)).toEqual({ count: SEEDED });
  });

  test('keeps the queue’s filters: status, search by request ID, and a date range', async () => {
    const inProgress = await page(`${OURS}&status=in_progress`);
    expect(inProgress.orders.map((row) => row.id).sort()).toEqual(requestIds.filter((_id, n) => n % 3 === 0).sort());
    const count = await request(`${ORDER_API_PATHS.count}?${OURS}&status=in_progress`, { idToken: admin.idToken });
    expect(OrderCountReplySchema.parse(count.json).count).toBe(Math.ceil(SEEDED / 3));
    const byId = await page(`q=${requestIds[7]}`);
    expect(byId.orders.map((row) => row.id)).toEqual([requestIds[7]]);
    const nextDay = await page(`from=2001-03-02&to=2001-03-02&q=${MARKER}`);
    expect(nextDay.orders).toEqual([]);
    // None of these has a question, and none waits for an original.
    expect((await page(`${OURS}&questions=requested`)).orders).toEqual([]);
    expect((await page(`${OURS}&original=awaited`)).orders).toEqual([]);
  });

  test('a page after an order that no longer exists is 404: the queue has changed', async () => {
    expect((await listOrders(`${OURS}&after=HC-000101-0000`)).status).toBe(404);
  });

  test('refuses what it does not understand with 400, never 500', async () => {
    for (const query of ['status=lost', 'from=01/03/2001', 'after=a%2Fb', 'supply=every', 'sort=name', `q=${'x'.repeat(201)}`]) {
      const response = await listOrders(query);
      expect(response.status, query).toBe(400);
    }
  });

  test('each page is one access entry naming the orders and the patients it showed, found by “who has seen this patient”', async () => {
    const first = await page(OURS);
    await page(`${OURS}&after=${first.next}`);
    const entries = await entriesOf(AUDIT_ACTIONS.accessOrderList);
    const pages = entries.filter((entry) => String(entry.details.orders).includes(requestIds[1]!) || String(entry.details.orders).includes(requestIds[0]!));
    const firstPage = pages.find((entry) => String(entry.details.orders).includes(requestIds[1]!));
    expect(firstPage).toMatchObject({
      action: AUDIT_ACTIONS.accessOrderList,
      actorUid: admin.uid,
      actorEmail: admin.email,
      target: { type: 'order-list', id: 'orderRequests' },
      patientIds: [jane.patientId],
      details: { shown: ORDER_LIST_PAGE_SIZE, patients: 'Jane Listread' },
    });
    const lastPage = pages.find((entry) => String(entry.details.orders) === requestIds[0]);
    expect(lastPage).toMatchObject({ patientIds: [omar.patientId, jane.patientId], details: { shown: 1, patients: 'Omar Listread; Jane Listread' } });

    const seen = await auditLog().where('patientIds', 'array-contains', omar.patientId).orderBy('at', 'desc').get();
    expect(seen.docs.map((doc) => doc.get('action'))).toContain(AUDIT_ACTIONS.accessOrderList);
  });

  test('a count shows no patient and is not an access entry; a page is recorded before it is answered', async () => {
    const before = (await entriesOf(AUDIT_ACTIONS.accessOrderList)).length;
    await request(`${ORDER_API_PATHS.count}?${OURS}&status=received`, { idToken: admin.idToken });
    expect(await entriesOf(AUDIT_ACTIONS.accessOrderList)).toHaveLength(before);
    await page(`${OURS}&status=received`);
    expect(await entriesOf(AUDIT_ACTIONS.accessOrderList)).toHaveLength(before + 1);
  });
});

describe('the breach register through the function', () => {
  let breachId: string;

  beforeAll(async () => {
    // Jane was looked at by the admin in the range the breach asks about.
    await auditLog().add({
      action: AUDIT_ACTIONS.accessOrder,
      at: Timestamp.fromDate(new Date('2001-03-05T10:00:00+11:00')),
      actorUid: admin.uid,
      actorEmail: admin.email,
      target: { type: 'order', id: requestIds[3], label: 'An order' },
      details: {},
      patientIds: [jane.patientId],
    });
    const response = await request(BREACH_API_PATHS.breaches, {
      idToken: admin.idToken,
      body: {
        ...EMPTY_BREACH_FORM,
        description: 'A phone with the admin app open was stolen.',
        foundAt: '2001-03-06T09:00',
        accessActorUid: admin.uid,
        accessFrom: '2001-03-05T09:00',
        accessTo: '2001-03-05T11:00',
      },
    });
    expect(response.status, response.text).toBe(201);
    breachId = BreachRecordResponseSchema.parse(response.json).breachId;
    breachIds.push(breachId);
  }, SETUP_TIMEOUT);

  test('admins only', async () => {
    expect((await request(BREACH_API_PATHS.breaches, { method: 'GET' })).status).toBe(401);
    expect((await request(BREACH_API_PATHS.breaches, { method: 'GET', idToken: prescriber.idToken })).status).toBe(403);
    expect((await request(`${BREACH_API_PATHS.breaches}/${breachId}`, { method: 'GET', idToken: prescriber.idToken })).status).toBe(403);
  });

  test('the list shows how many patients each breach affects, not who they are, and is recorded', async () => {
    const response = await request(BREACH_API_PATHS.breaches, { method: 'GET', idToken: admin.idToken });
    expect(response.status, response.text).toBe(200);
    expect(response.text).not.toContain('Listread');
    const { breaches } = BreachListReplySchema.parse(response.json);
    expect(breaches.find((row) => row.id === breachId)?.breach).toMatchObject({ description: 'A phone with the admin app open was stolen.', affected: { patientCount: 1, othersDescribed: false } });
    const [entry] = await entriesOf(AUDIT_ACTIONS.accessBreachList);
    expect(entry).toMatchObject({ actorUid: admin.uid, target: { type: 'breach-list', id: 'breaches' } });
    expect(String(entry?.details.breaches)).toContain(breachId);
  });

  test('opening a breach answers its affected patients once an access entry names them', async () => {
    const response = await request(`${BREACH_API_PATHS.breaches}/${breachId}`, { method: 'GET', idToken: admin.idToken });
    expect(response.status, response.text).toBe(200);
    expect(BreachReplySchema.parse(response.json).breach.affected.patients).toEqual([{ id: jane.patientId, label: 'Jane Listread (DOB 15/03/1980)' }]);
    expect(await entriesOf(AUDIT_ACTIONS.accessBreach)).toEqual([
      expect.objectContaining({ target: expect.objectContaining({ type: 'breach', id: breachId }), patientIds: [jane.patientId] }),
    ]);
    expect((await request(`${BREACH_API_PATHS.breaches}/no-such-breach`, { method: 'GET', idToken: admin.idToken })).status).toBe(404);
  });
});

describe('the patient search across prescribers', () => {
  test('is recorded naming the patients it showed, so “who has seen this patient” lists it', async () => {
    const response = await request(PATIENT_REQUEST_API_PATHS.patientSearch, { idToken: admin.idToken, body: { familyName: 'Listread', dateOfBirth: '1975-06-01' } });
    expect(response.status, response.text).toBe(200);
    const seen = await auditLog().where('patientIds', 'array-contains', omar.patientId).orderBy('at', 'desc').get();
    expect(seen.docs.map((doc) => [doc.get('action'), doc.get('actorUid')])).toContainEqual([AUDIT_ACTIONS.patientSearch, admin.uid]);
  });
});
