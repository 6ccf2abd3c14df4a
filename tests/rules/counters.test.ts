/**
 * The counters (decision 034): admins who signed in with a second factor read them, as
 * they read the lists they count; nobody writes them from a browser, admins included.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { COLLECTIONS, COUNTER_DOCS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, everyone, expectClosedToEveryone, rulesTestSuite, TWO_STEP_SIGN_IN } from './user-fixtures.ts';

const counters = COLLECTIONS.counters;
const PRACTITIONERS = { total: 3, status: { pending: 1, approved: 2 }, registeredOn: { '2026-11-26': 1 } };

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, counters, COUNTER_DOCS.practitioners), PRACTITIONERS);
  await setDoc(doc(db, COLLECTIONS.counterEvents, 'event-1'), { at: new Date('2026-11-26T00:00:00Z'), collection: 'users' });
});

describe('the counters', () => {
  test('an admin signed in with a second factor reads and lists them', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    expect((await assertSucceeds(getDoc(doc(db, counters, COUNTER_DOCS.practitioners)))).data()).toEqual(PRACTITIONERS);
    expect((await assertSucceeds(getDocs(collection(db, counters)))).size).toBe(1);
  });

  test('an admin with a password alone, practitioners and visitors cannot read them', async () => {
    const contexts = [
      testEnv().authenticatedContext(ADMIN_UID),
      testEnv().authenticatedContext(ALICE_UID),
      testEnv().authenticatedContext(BOB_UID),
      testEnv().unauthenticatedContext(),
    ];
    for (const context of contexts) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, counters, COUNTER_DOCS.practitioners)));
      await assertFails(getDocs(collection(db, counters)));
    }
  });

  test('nobody creates, changes or deletes a counter from a browser, admins included', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(setDoc(doc(db, counters, COUNTER_DOCS.orderRequests), { status: { received: 1 } }));
      await assertFails(updateDoc(doc(db, counters, COUNTER_DOCS.practitioners), { total: 0 }));
      await assertFails(deleteDoc(doc(db, counters, COUNTER_DOCS.practitioners)));
    }
  });

  test('the markers of the events the counters took are closed to everyone', async () => {
    await expectClosedToEveryone(everyone(testEnv()), COLLECTIONS.counterEvents, 'event-1');
  });
});
