/**
 * Questions on an order (orderRequests/{id}/messages, decision 027): an approved
 * practitioner reads the thread of their own order only, an admin another's thread only
 * through /api/order-threads (which records the look, decision 039), and
 * nobody writes a message from a browser: admins ask through /api/order-questions and
 * practitioners answer through /api/order-answers.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { COLLECTIONS, ORDER_COLLECTIONS, ORDER_THREAD_COLLECTION } from '@pharmacy/shared';
import { orderAt } from '@pharmacy/shared/testing';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, TWO_STEP_SIGN_IN, everyone, rulesTestSuite } from './user-fixtures.ts';

const at = new Date('2026-11-20T01:00:00Z');
const orders = ORDER_COLLECTIONS.orderRequests;
const ALICE_ORDER = 'HC-261120-AAAA';
const BOB_ORDER = 'HC-261120-BBBB';

/** An order with a question asked (the order factory's). */
const order = (requestId: string, prescriberId: string) =>
  orderAt(at, { requestId, prescriberId, clarification: { status: 'requested', askedAt: at, answeredAt: null, messages: 1 } });

const question = (requestId: string) => ({
  requestId,
  kind: 'question',
  text: 'Which base would the patient tolerate?',
  author: { uid: ADMIN_UID, role: 'admin', name: 'Pharmacy Admin' },
  attachment: null,
  createdAt: at,
});

const thread = (db: Firestore, requestId: string) => collection(db, orders, requestId, ORDER_THREAD_COLLECTION);

const testEnv = rulesTestSuite(async (db) => {
  // Bob is approved here, so that he is a practitioner who may read his own things but not Alice's.
  await updateDoc(doc(db, COLLECTIONS.users, BOB_UID), { status: 'approved' });
  for (const [requestId, uid] of [[ALICE_ORDER, ALICE_UID], [BOB_ORDER, BOB_UID]] as const) {
    await setDoc(doc(db, orders, requestId), order(requestId, uid));
    await setDoc(doc(thread(db, requestId), 'q1'), question(requestId));
  }
});

const as = (uid: string) => firestoreOf(testEnv().authenticatedContext(uid, TWO_STEP_SIGN_IN));

describe("reading an order's questions", () => {
  test('a practitioner reads the thread of their own order, oldest first', async () => {
    const messages = await assertSucceeds(getDocs(query(thread(as(ALICE_UID), ALICE_ORDER), orderBy('createdAt', 'asc'))));
    expect(messages.docs.map((message) => message.data())).toEqual([expect.objectContaining({ kind: 'question', requestId: ALICE_ORDER })]);
  });

  test("another practitioner cannot read the thread or a message of someone else's order", async () => {
    const db = as(BOB_UID);
    await assertFails(getDocs(thread(db, ALICE_ORDER)));
    await assertFails(getDoc(doc(thread(db, ALICE_ORDER), 'q1')));
    await assertSucceeds(getDocs(thread(db, BOB_ORDER)));
  });

  test('a practitioner the pharmacy stops approving reads their thread no more', async () => {
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), COLLECTIONS.users, ALICE_UID), { status: 'rejected' });
    });
    await assertFails(getDocs(thread(as(ALICE_UID), ALICE_ORDER)));
  });

  test('an admin reads no other prescriber’s thread directly (only through /api, which records it); a signed-out visitor none', async () => {
    await assertFails(getDocs(thread(as(ADMIN_UID), BOB_ORDER)));
    await assertFails(getDoc(doc(thread(as(ADMIN_UID), BOB_ORDER), 'q1')));
    await assertFails(getDocs(thread(firestoreOf(testEnv().unauthenticatedContext()), ALICE_ORDER)));
  });

  test('an admin who ordered for themselves reads their own order’s thread, as its prescriber', async () => {
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), orders, 'HC-261120-ADMN'), order('HC-261120-ADMN', ADMIN_UID));
      await setDoc(doc(thread(firestoreOf(context), 'HC-261120-ADMN'), 'q1'), question('HC-261120-ADMN'));
    });
    await assertSucceeds(getDocs(thread(as(ADMIN_UID), 'HC-261120-ADMN')));
  });

  test('the dashboard finds the practitioner’s own orders waiting for an answer, and no one else’s', async () => {
    const waiting = (db: Firestore, uid: string) =>
      getDocs(query(collection(db, orders), where('prescriberId', '==', uid), where('clarification.status', '==', 'requested'), limit(20)));
    const own = await assertSucceeds(waiting(as(ALICE_UID), ALICE_UID));
    expect(own.docs.map((snapshot) => snapshot.id)).toEqual([ALICE_ORDER]);
    await assertFails(waiting(as(ALICE_UID), BOB_UID));
  });

  // Decision 063: the queue, and its filter by where the questions stand, is read through GET /api/order-requests.
  test("the admin's queue filter by where the questions stand is not run from the browser", async () => {
    await assertFails(getDocs(query(collection(as(ADMIN_UID), orders), where('clarification.status', '==', 'requested'), orderBy('createdAt', 'desc'))));
  });
});

describe("writing an order's questions", () => {
  test('nobody asks, answers, edits or deletes a message from a browser, the order’s practitioner and admins included', async () => {
    for (const db of everyone(testEnv(), ALICE_UID, TWO_STEP_SIGN_IN)) {
      await assertFails(addDoc(thread(db, ALICE_ORDER), { ...question(ALICE_ORDER), kind: 'answer' }));
      await assertFails(setDoc(doc(thread(db, ALICE_ORDER), 'q2'), question(ALICE_ORDER)));
      await assertFails(updateDoc(doc(thread(db, ALICE_ORDER), 'q1'), { text: 'changed' }));
      await assertFails(deleteDoc(doc(thread(db, ALICE_ORDER), 'q1')));
      await assertFails(updateDoc(doc(db, orders, ALICE_ORDER), { clarification: null }));
    }
  });
});
