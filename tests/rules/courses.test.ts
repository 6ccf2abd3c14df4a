/**
 * A patient's course (decisions 052 and 053) is kept on the order requests: the supplies,
 * the next supplies asked for and the reminders on the first order's item. So the rules of
 * order requests are the course's: a prescriber reads only their own patients' courses, and
 * nobody writes a supply or a next supply from a browser (they go through /api, which
 * checks the repeats and the interval and audits them).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { COLLECTIONS, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { orderAt, storedLine, testPatient } from '@pharmacy/shared/testing';
import { firestoreOf } from './rules-test-env.ts';
import { ALICE_UID, TWO_STEP_SIGN_IN, USER_RECORDS, rulesTestSuite } from './user-fixtures.ts';

/** A second approved prescriber, with patients of her own. */
const ERIN_UID = 'erin-uid';
const at = new Date('2027-01-17T00:00:00Z');
const orders = ORDER_COLLECTIONS.orderRequests;

/** A dispatched order of one progesterone line, the first of a course of five repeats with its first supply (the order factory's). */
function courseOrder(requestId: string, prescriberId: string, patientId: string) {
  const line = storedLine({
    formula: 'progesterone-transdermal-cream',
    formulaLabel: 'Progesterone Transdermal Cream',
    directions: 'Apply 1 g at night',
    repeats: 5,
    repeatIntervalDays: 28,
    supplies: [{ repeat: 0, at: at.toISOString(), by: 'admin-uid', requestId }],
    nextSupplies: [],
    patient: testPatient({ patientId }),
  });
  return orderAt(at, { requestId, prescriberId, patientIds: [patientId], items: [line], status: 'dispatched', lastSupplyAt: at });
}

const ALICE_ORDER = 'HC-270117-AAAA';
const ERIN_ORDER = 'HC-270117-EEEE';

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, COLLECTIONS.users, ERIN_UID), { ...USER_RECORDS[ALICE_UID], email: 'erin@clinic.test' });
  await setDoc(doc(db, orders, ALICE_ORDER), courseOrder(ALICE_ORDER, ALICE_UID, 'alice-patient'));
  await setDoc(doc(db, orders, ERIN_ORDER), courseOrder(ERIN_ORDER, ERIN_UID, 'erin-patient'));
});

const as = (uid: string) => firestoreOf(testEnv().authenticatedContext(uid, TWO_STEP_SIGN_IN));

describe("a patient's course", () => {
  test("a prescriber reads their own patient's course, and not another prescriber's patients' courses", async () => {
    const alice = as(ALICE_UID);
    await assertSucceeds(getDoc(doc(alice, orders, ALICE_ORDER)));
    await assertFails(getDoc(doc(alice, orders, ERIN_ORDER)));
    await assertFails(getDocs(query(collection(alice, orders), where('patientIds', 'array-contains', 'erin-patient'))));
    await assertFails(getDocs(query(collection(alice, orders), where('prescriberId', '==', ERIN_UID), orderBy('createdAt', 'desc'))));
    const erin = as(ERIN_UID);
    await assertSucceeds(getDocs(query(collection(erin, orders), where('prescriberId', '==', ERIN_UID), orderBy('createdAt', 'desc'))));
    await assertFails(getDoc(doc(erin, orders, ALICE_ORDER)));
  });

  test('nobody records a supply or a next supply, or turns reminders off, from a browser', async () => {
    const alice = as(ALICE_UID);
    const supplied = courseOrder(ALICE_ORDER, ALICE_UID, 'alice-patient').items;
    await assertFails(updateDoc(doc(alice, orders, ALICE_ORDER), { items: supplied.map((item) => ({ ...item, supplies: [] })) }));
    await assertFails(updateDoc(doc(alice, orders, ALICE_ORDER), { lastSupplyAt: new Date() }));
    await assertFails(setDoc(doc(alice, orders, 'HC-270117-NEXT'), { ...courseOrder('HC-270117-NEXT', ALICE_UID, 'alice-patient'), nextSupply: true }));
    await assertFails(updateDoc(doc(as('admin-uid'), orders, ALICE_ORDER), { items: supplied.map((item) => ({ ...item, dueRemindersOff: true })) }));
  });
});
