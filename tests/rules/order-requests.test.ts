/**
 * Order requests: an approved practitioner reads only their own (their history), an admin lists
 * and opens the practitioners' only through /api, which records each page and each look
 * (decisions 039 and 063), and nobody writes one from a browser: requests arrive through
 * /api/submit-practitioner-request and move through /api/order-status.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getCountFromServer, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { COLLECTIONS, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { LIDOCAINE, orderAt, storedLine } from '@pharmacy/shared/testing';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, NEWCOMER_UID, TWO_STEP_SIGN_IN, everyone, rulesTestSuite } from './user-fixtures.ts';

const submittedAt = new Date('2026-11-20T01:00:00Z');

/** A received order of one lidocaine line by mail (the order factory's). */
function orderRequest(requestId: string, prescriberId: string) {
  const { condition, conditionLabel, formula, formulaLabel, strength, amount } = LIDOCAINE;
  const line = storedLine({ condition, conditionLabel, formula, formulaLabel, strength, amount, description: '', directions: 'Apply twice daily' });
  return orderAt(submittedAt, { requestId, prescriberId, items: [line] });
}

const ALICE_ORDER = 'HC-261120-AAAA';
const BOB_ORDER = 'HC-261120-BBBB';
const orders = ORDER_COLLECTIONS.orderRequests;

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, orders, ALICE_ORDER), orderRequest(ALICE_ORDER, ALICE_UID));
  await setDoc(doc(db, orders, BOB_ORDER), orderRequest(BOB_ORDER, BOB_UID));
});

const as = (uid: string) => firestoreOf(testEnv().authenticatedContext(uid, TWO_STEP_SIGN_IN));

describe('reading order requests', () => {
  test('a practitioner reads their own request and lists their own history, newest first', async () => {
    const db = as(ALICE_UID);
    const own = await assertSucceeds(getDoc(doc(db, orders, ALICE_ORDER)));
    expect(own.data()).toMatchObject({ requestId: ALICE_ORDER, prescriberId: ALICE_UID });
    const history = await assertSucceeds(
      getDocs(query(collection(db, orders), where('prescriberId', '==', ALICE_UID), orderBy('createdAt', 'desc'))),
    );
    expect(history.docs.map((snapshot) => snapshot.id)).toEqual([ALICE_ORDER]);
  });

  test("a practitioner cannot read another practitioner's request, nor list everyone's", async () => {
    const db = as(ALICE_UID);
    await assertFails(getDoc(doc(db, orders, BOB_ORDER)));
    await assertFails(getDocs(collection(db, orders)));
    await assertFails(getDocs(query(collection(db, orders), where('prescriberId', '==', BOB_UID))));
  });

  test('a practitioner the pharmacy has not approved reads none of their own requests', async () => {
    // Bob is pending; he submitted BOB_ORDER while he was approved.
    const db = as(BOB_UID);
    await assertFails(getDoc(doc(db, orders, BOB_ORDER)));
    await assertFails(getDocs(query(collection(db, orders), where('prescriberId', '==', BOB_UID))));
  });

  test('rejecting a practitioner ends their reads from the next one', async () => {
    const db = as(ALICE_UID);
    await assertSucceeds(getDoc(doc(db, orders, ALICE_ORDER)));
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), COLLECTIONS.users, ALICE_UID), { status: 'rejected' });
    });
    await assertFails(getDoc(doc(db, orders, ALICE_ORDER)));
    await assertFails(getDocs(query(collection(db, orders), where('prescriberId', '==', ALICE_UID))));
  });

  test('a signed-out visitor and an account without a record read no request', async () => {
    for (const db of [firestoreOf(testEnv().unauthenticatedContext()), as(NEWCOMER_UID)]) {
      await assertFails(getDoc(doc(db, orders, ALICE_ORDER)));
      await assertFails(getDocs(collection(db, orders)));
    }
  });

  // Decision 063: the queue is served by GET /api/order-requests, which records each page it
  // shows; from the browser an admin lists and counts only the orders they placed themselves.
  test('an admin cannot list or count the practitioners’ requests from the browser, only their own', async () => {
    const db = as(ADMIN_UID);
    const everyOrder = query(collection(db, orders), orderBy('createdAt', 'desc'));
    await assertFails(getDocs(everyOrder));
    await assertFails(getCountFromServer(everyOrder));
    await assertFails(getDocs(query(collection(db, orders), where('prescriberId', '==', ALICE_UID))));
    await assertFails(getDocs(query(collection(db, orders), where('status', '==', 'received'), orderBy('createdAt', 'desc'), limit(50))));
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), orders, 'HC-261120-ADMN'), orderRequest('HC-261120-ADMN', ADMIN_UID));
    });
    const own = await assertSucceeds(getDocs(query(collection(db, orders), where('prescriberId', '==', ADMIN_UID), orderBy('createdAt', 'desc'))));
    expect(own.docs.map((snapshot) => snapshot.id)).toEqual(['HC-261120-ADMN']);
  });

  // Decision 039: the detail and the worksheet are read through /api, which records the look first.
  test('an admin cannot open one practitioner’s request directly, only their own order', async () => {
    await assertFails(getDoc(doc(as(ADMIN_UID), orders, ALICE_ORDER)));
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), orders, 'HC-261120-ADMN'), orderRequest('HC-261120-ADMN', ADMIN_UID));
    });
    await assertSucceeds(getDoc(doc(as(ADMIN_UID), orders, 'HC-261120-ADMN')));
  });
});

describe('writing order requests', () => {
  test('nobody submits, edits, moves or deletes a request from a browser, its owner and admins included', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(setDoc(doc(db, orders, 'HC-261120-CCCC'), orderRequest('HC-261120-CCCC', ALICE_UID)));
      await assertFails(addDoc(collection(db, orders), orderRequest('HC-261120-DDDD', ALICE_UID)));
      await assertFails(updateDoc(doc(db, orders, ALICE_ORDER), { status: 'ready' }));
      await assertFails(updateDoc(doc(db, orders, ALICE_ORDER), { prescriberId: BOB_UID }));
      await assertFails(deleteDoc(doc(db, orders, ALICE_ORDER)));
    }
  });

  // Decision 050: the record of compounding, and the last supply it sets, are written only through /api.
  test('nobody records, checks or backdates an item\u2019s compounding from a browser, admins included', async () => {
    const checked = {
      batchNumber: 'B-1',
      beyondUseDate: '2026-12-01',
      preparedBy: { uid: ADMIN_UID, name: 'Admin' },
      preparedAt: submittedAt,
      checkedBy: { uid: ADMIN_UID, name: 'Admin' },
      checkedAt: submittedAt,
    };
    for (const db of everyone(testEnv())) {
      await assertFails(updateDoc(doc(db, orders, ALICE_ORDER), { compounding: [checked] }));
      await assertFails(updateDoc(doc(db, orders, ALICE_ORDER), { lastSupplyAt: new Date('2031-01-01T00:00:00Z') }));
    }
  });
});
