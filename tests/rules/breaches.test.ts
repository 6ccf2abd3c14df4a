/**
 * The breach register (decision 041): admins who signed in with their second factor read
 * and list it; nobody writes it from a browser, admins included (every change goes through
 * the function, which audits it).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { BREACH_COLLECTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, everyone, rulesTestSuite, TWO_STEP_SIGN_IN } from './user-fixtures.ts';

const breaches = BREACH_COLLECTIONS.breaches;
const BREACH = { description: 'A laptop was left on a train.', status: 'suspected', foundOn: '2026-11-20', recordedBy: { uid: ADMIN_UID, email: 'admin@harbourside.test' } };

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, breaches, 'breach-1'), BREACH);
});

describe('the breach register', () => {
  test('an admin signed in with a second factor reads and lists it', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    expect((await assertSucceeds(getDoc(doc(db, breaches, 'breach-1')))).data()).toEqual(BREACH);
    expect((await assertSucceeds(getDocs(collection(db, breaches)))).size).toBe(1);
  });

  test('an admin with a password alone, practitioners and visitors cannot read it', async () => {
    for (const context of [
      testEnv().authenticatedContext(ADMIN_UID),
      testEnv().authenticatedContext(ALICE_UID),
      testEnv().authenticatedContext(BOB_UID),
      testEnv().unauthenticatedContext(),
    ]) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, breaches, 'breach-1')));
      await assertFails(getDocs(collection(db, breaches)));
    }
  });

  test('nobody records, changes or deletes a breach from a browser, admins included', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(addDoc(collection(db, breaches), BREACH));
      await assertFails(setDoc(doc(db, breaches, 'breach-2'), BREACH));
      await assertFails(updateDoc(doc(db, breaches, 'breach-1'), { status: 'assessed' }));
      await assertFails(deleteDoc(doc(db, breaches, 'breach-1')));
    }
  });
});
