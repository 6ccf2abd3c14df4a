/**
 * The breach register (decision 041): nobody reads or writes it from a browser, admins
 * included. Admins read it through the function, which records each look (decision 063),
 * and change it through the function, which audits each change.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { BREACH_COLLECTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, everyone, rulesTestSuite, TWO_STEP_SIGN_IN } from './user-fixtures.ts';

const breaches = BREACH_COLLECTIONS.breaches;
const BREACH = { description: 'A laptop was left on a train.', status: 'suspected', foundOn: '2026-11-20', recordedBy: { uid: ADMIN_UID, email: 'admin@harbourside.test' } };

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, breaches, 'breach-1'), BREACH);
});

describe('the breach register', () => {
  // Decision 063: a breach names the affected patients (names, dates of birth); the register
  // is read through GET /api/breaches, which records each list and each breach opened.
  test('an admin signed in with a second factor, an admin with a password alone, practitioners and visitors cannot read it from the browser', async () => {
    for (const context of [
      testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN),
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
