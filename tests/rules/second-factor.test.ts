/**
 * Two-step sign-in for admins (issue 14, decision 022): an admin's record opens the
 * admin's lists only to a token from a sign-in that used a second factor. A password
 * alone, guessed or phished, reads nothing an admin reads, but the person's own record
 * (which the login needs to offer the second step).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { ADMIN_COLLECTIONS, COLLECTIONS, ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, TWO_STEP_SIGN_IN, rulesTestSuite } from './user-fixtures.ts';

const at = new Date('2026-11-20T01:00:00Z');

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, ORDER_COLLECTIONS.orderRequests, 'HC-261120-AAAA'), { practitionerId: ALICE_UID, status: 'received', createdAt: at });
  await setDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1'), { firstName: 'Sam', createdAt: at });
  await setDoc(doc(db, ADMIN_COLLECTIONS.auditLog, 'entry-1'), { action: 'practitioner.status', at });
});

const LISTS = [COLLECTIONS.users, ORDER_COLLECTIONS.orderRequests, ENQUIRY_COLLECTIONS.enquiries, ADMIN_COLLECTIONS.auditLog];
const DOCUMENTS: [string, string][] = [
  [COLLECTIONS.users, ALICE_UID],
  [ORDER_COLLECTIONS.orderRequests, 'HC-261120-AAAA'],
  [ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1'],
  [ADMIN_COLLECTIONS.auditLog, 'entry-1'],
];

describe('an admin signed in with a password only', () => {
  const passwordOnly = () => firestoreOf(testEnv().authenticatedContext(ADMIN_UID, { firebase: { sign_in_provider: 'password' } }));

  test.each(LISTS)('cannot list %s', async (name) => {
    await assertFails(getDocs(collection(passwordOnly(), name)));
  });

  test.each(DOCUMENTS)('cannot read %s/%s', async (name, id) => {
    await assertFails(getDoc(doc(passwordOnly(), name, id)));
  });

  test('still reads their own record, which the login reads to offer the second step', async () => {
    await assertSucceeds(getDoc(doc(passwordOnly(), COLLECTIONS.users, ADMIN_UID)));
  });
});

describe('the same admin after the code from their phone', () => {
  const twoStep = () => firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));

  test.each(LISTS)('lists %s', async (name) => {
    await assertSucceeds(getDocs(collection(twoStep(), name)));
  });
});
