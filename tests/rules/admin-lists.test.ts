/**
 * Every list query the admin's browser makes (issue 13, decision 023): the practitioner
 * list with each filter, sort, cursor and count, the stat cards and the recent list; the
 * enquiries inbox and the audit log with their filters and counts. Each passes for an admin
 * signed in with a second factor and fails for everyone else. The orders queue is read
 * through the function since decision 063: its old queries fail for everyone.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  and,
  collection,
  doc,
  endBefore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  setDoc,
  startAfter,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { ADMIN_COLLECTIONS, AUDIT_ACTIONS, COLLECTIONS, ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS, USER_SEARCH_KEYS, prefixRange, userListFields } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, TWO_STEP_SIGN_IN, rulesTestSuite } from './user-fixtures.ts';

/** A record as the server now writes it, with the list's search and sort fields: a page's cursor. */
const LISTED_UID = 'listed-uid';
const listed = { firstName: 'Lena', lastName: 'Listed', email: 'lena@clinic.test', role: 'practitioner', status: 'approved', createdAt: new Date('2024-03-04T10:00:00Z') };

const testEnv = rulesTestSuite((db) => setDoc(doc(db, COLLECTIONS.users, LISTED_UID), { ...listed, ...userListFields(listed) }));
const PAGE = 51;

/** A search's prefix ranges, one on each stored key, any of which may match (decision 070). */
function searchFor(prefix: string) {
  const { start, end } = prefixRange(prefix);
  return or(...USER_SEARCH_KEYS.map((key) => and(where(`searchKeys.${key}`, '>=', start), where(`searchKeys.${key}`, '<', end))));
}

/** The practitioner list's queries, as web/src/features/practitioners/api/list-practitioners.ts builds them. */
function practitionerQueries(db: Firestore): Query[] {
  const users = collection(db, COLLECTIONS.users);
  const practitioners = where('role', '==', 'practitioner');
  return [
    query(users, practitioners, orderBy('createdAt', 'desc'), limit(PAGE)),
    query(users, practitioners, where('status', '==', 'approved'), orderBy('listKeys.name', 'asc'), limit(PAGE)),
    // A search (decision 070): the start of the full name, the family name or the e-mail.
    query(users, and(practitioners, where('status', '==', 'approved'), searchFor('lis')), orderBy('listKeys.email', 'desc'), limit(PAGE)),
    query(users, practitioners, where('listKeys.dob', '==', '1985-03-07'), orderBy('listKeys.dob', 'asc'), limit(PAGE)),
    query(
      users,
      practitioners,
      where('createdAt', '>=', new Date('2024-03-01T00:00:00+11:00')),
      where('createdAt', '<', new Date('2024-04-01T00:00:00+11:00')),
      orderBy('listKeys.clinicName', 'asc'),
      limit(PAGE),
    ),
    // The recent list.
    query(users, practitioners, orderBy('createdAt', 'desc'), limit(5)),
  ];
}

/**
 * The orders queue's queries as the browser made them before decision 063: the queue is now
 * read through GET /api/order-requests (which records each page), so the rules refuse them.
 */
function orderQueueQueries(db: Firestore): Query[] {
  const orders = collection(db, ORDER_COLLECTIONS.orderRequests);
  const newest = orderBy('createdAt', 'desc');
  return [
    query(orders, newest, limit(50)),
    query(orders, where('status', '==', 'received'), where('searchPrefixes', 'array-contains', 'hc-26'), newest, limit(50)),
    query(orders, where('createdAt', '>=', new Date('2026-03-01')), where('createdAt', '<', new Date('2026-03-02')), newest, limit(50)),
    // The legal-script filter (decision 026): originals awaited, and overdue (due before today in Sydney).
    query(orders, where('originalAwaited', '==', true), newest, limit(50)),
    query(orders, where('status', '==', 'received'), where('originalAwaited', '==', true), where('searchPrefixes', 'array-contains', 'hc-26'), newest, limit(50)),
    query(orders, where('originalAwaited', '==', true), where('originalDueDate', '<', '2026-03-10'), newest, limit(50)),
    query(orders, where('status', '==', 'in_progress'), where('originalAwaited', '==', true), where('originalDueDate', '<', '2026-03-10'), newest, limit(50)),
  ];
}

/** The enquiries inbox's and the audit log's queries, as web/src/features/enquiries and audit-log build them. */
function queueQueries(db: Firestore): Query[] {
  const enquiries = collection(db, ENQUIRY_COLLECTIONS.enquiries);
  const audit = collection(db, ADMIN_COLLECTIONS.auditLog);
  const newest = orderBy('createdAt', 'desc');
  return [
    query(enquiries, newest, limit(50)),
    query(enquiries, where('readAt', '==', null), where('kind', '==', 'script'), newest, limit(50)),
    query(enquiries, where('handledAt', '!=', null), newest, limit(50)),
    query(audit, orderBy('at', 'desc'), limit(100)),
    query(audit, where('action', '==', AUDIT_ACTIONS.practitionerStatus), orderBy('at', 'desc'), limit(100)),
    // The audit log's counts (audit-log/api/get-audit-log.ts): every entry, and one action's.
    query(audit),
    query(audit, where('action', '==', AUDIT_ACTIONS.practitionerExport)),
  ];
}

describe('the enquiries inbox and the audit log', () => {
  test('an admin lists and counts them with every filter', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    for (const each of queueQueries(db)) {
      await assertSucceeds(getDocs(each));
      await assertSucceeds(getCountFromServer(each));
    }
  });

  test('nobody else does: not a visitor, a practitioner, or an admin without a second factor', async () => {
    const others = [
      firestoreOf(testEnv().unauthenticatedContext()),
      firestoreOf(testEnv().authenticatedContext(ALICE_UID, TWO_STEP_SIGN_IN)),
      firestoreOf(testEnv().authenticatedContext(ADMIN_UID)),
    ];
    for (const db of others) {
      for (const each of queueQueries(db)) {
        await assertFails(getDocs(each));
        await assertFails(getCountFromServer(each));
      }
    }
  });
});

describe('the orders queue', () => {
  test('nobody lists or counts it from the browser, an admin with a second factor included (decision 063)', async () => {
    const everyoneElse = [
      firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN)),
      firestoreOf(testEnv().unauthenticatedContext()),
      firestoreOf(testEnv().authenticatedContext(ALICE_UID, TWO_STEP_SIGN_IN)),
      firestoreOf(testEnv().authenticatedContext(ADMIN_UID)),
    ];
    for (const db of everyoneElse) {
      for (const each of orderQueueQueries(db)) {
        await assertFails(getDocs(each));
        await assertFails(getCountFromServer(each));
      }
    }
  });
});

describe('the practitioner list', () => {
  test('an admin runs every filter, sort and count the list uses', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    for (const each of practitionerQueries(db)) {
      await assertSucceeds(getDocs(each));
      await assertSucceeds(getCountFromServer(each));
    }
  });

  test('an admin turns pages from a cursor, forwards and back', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    const users = collection(db, COLLECTIONS.users);
    const anchor = await assertSucceeds(getDoc(doc(users, LISTED_UID)));
    expect(anchor.exists()).toBe(true);
    const sorted = [where('role', '==', 'practitioner'), orderBy('listKeys.name', 'asc')];
    await assertSucceeds(getDocs(query(users, ...sorted, startAfter(anchor), limit(PAGE))));
    await assertSucceeds(getDocs(query(users, ...sorted, endBefore(anchor), limitToLast(PAGE))));
  });

  test('an admin finds a practitioner by the start of the given name, family name or e-mail, and pages the matches', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    const users = collection(db, COLLECTIONS.users);
    const practitioners = where('role', '==', 'practitioner');
    for (const typed of ['len', 'lena l', 'lis', 'lena@']) {
      const found = await assertSucceeds(getDocs(query(users, and(practitioners, searchFor(typed)), orderBy('createdAt', 'desc'), limit(PAGE))));
      expect(found.docs.map((each) => each.id), typed).toEqual([LISTED_UID]);
    }
    expect((await getDocs(query(users, and(practitioners, searchFor('ena')), orderBy('createdAt', 'desc'), limit(PAGE)))).size).toBe(0);
    const anchor = await getDoc(doc(users, LISTED_UID));
    const searched = query(users, and(practitioners, searchFor('lis')), orderBy('listKeys.name', 'asc'));
    expect((await assertSucceeds(getDocs(query(searched, startAfter(anchor), limit(PAGE))))).size).toBe(0);
    expect((await assertSucceeds(getDocs(query(searched, endBefore(anchor), limitToLast(PAGE))))).size).toBe(0);
  });

  test('nobody else runs them: not a visitor, a practitioner, or an admin without a second factor', async () => {
    const others = [
      firestoreOf(testEnv().unauthenticatedContext()),
      firestoreOf(testEnv().authenticatedContext(ALICE_UID, TWO_STEP_SIGN_IN)),
      firestoreOf(testEnv().authenticatedContext(BOB_UID)),
      firestoreOf(testEnv().authenticatedContext(ADMIN_UID)),
    ];
    for (const db of others) {
      for (const each of practitionerQueries(db)) {
        await assertFails(getDocs(each));
        await assertFails(getCountFromServer(each));
      }
    }
  });
});
