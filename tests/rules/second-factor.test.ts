/**
 * Two-step sign-in for admins (issue 14, decision 022): an admin's record opens the
 * admin's lists only to a token from a sign-in that used a second factor. A password
 * alone, guessed or phished, reads nothing an admin reads, but the person's own record
 * (which the login needs to offer the second step).
 */
import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { ADMIN_COLLECTIONS, COLLECTIONS, ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS, PATIENT_COLLECTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, SECOND_ADMIN_UID, TWO_STEP_SIGN_IN, USER_RECORDS, rulesTestSuite } from './user-fixtures.ts';

const at = new Date('2026-11-20T01:00:00Z');

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, ORDER_COLLECTIONS.orderRequests, 'HC-261120-AAAA'), { prescriberId: ALICE_UID, status: 'received', createdAt: at });
  await setDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1'), { firstName: 'Sam', createdAt: at });
  await setDoc(doc(db, ADMIN_COLLECTIONS.auditLog, 'entry-1'), { action: 'practitioner.status', at });
  // Filed under the admin's own uid (an admin may place an order), and Alice's own.
  await setDoc(doc(db, ORDER_COLLECTIONS.orderRequests, 'HC-261120-ADMN'), { prescriberId: ADMIN_UID, status: 'received', createdAt: at });
  await setDoc(doc(db, PATIENT_COLLECTIONS.patients, 'admins-patient'), { prescriberId: ADMIN_UID, givenName: 'Jane', createdAt: at });
  await setDoc(doc(db, PATIENT_COLLECTIONS.patients, 'alices-patient'), { prescriberId: ALICE_UID, givenName: 'John', createdAt: at });
  // The admin's mobile on record, as the server keeps it (decision 066).
  await setDoc(doc(db, COLLECTIONS.adminMobiles, ADMIN_UID), { mobile: ADMIN_MOBILE });
});

const ADMIN_MOBILE = '+61491570156';
/** The number's nine national digits, however it is written (+61491570156, 0491 570 156). */
const FULL_MOBILE = /4\D?9\D?1\D?5\D?7\D?0\D?1\D?5\D?6/;

/** The collections a practitioner reads their own documents of, and a document of each filed under the admin. */
const OWN_COLLECTIONS: [string, string][] = [
  [ORDER_COLLECTIONS.orderRequests, 'HC-261120-ADMN'],
  [PATIENT_COLLECTIONS.patients, 'admins-patient'],
];
const ownedBy = (db: Firestore, name: string, uid: string) =>
  getDocs(query(collection(db, name), where('prescriberId', '==', uid)));

/** What an admin lists from the browser; orderRequests only through the function since decision 063 (tests/rules/admin-lists.test.ts). */
const LISTS = [COLLECTIONS.users, ENQUIRY_COLLECTIONS.enquiries, ADMIN_COLLECTIONS.auditLog];
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

  // Their record says status 'approved' too: that alone must not make them a practitioner
  // (issue 23), or a password would open what the second factor guards.
  test.each(OWN_COLLECTIONS)('reads nothing of %s filed under their own uid', async (name, id) => {
    await assertFails(getDoc(doc(passwordOnly(), name, id)));
    await assertFails(ownedBy(passwordOnly(), name, ADMIN_UID));
  });

  test('still reads their own record, which the login reads to offer the second step', async () => {
    await assertSucceeds(getDoc(doc(passwordOnly(), COLLECTIONS.users, ADMIN_UID)));
  });

  // Issue 32: whoever holds only the password must not learn the number the codes go to.
  test('finds no full mobile in their own record, and cannot read the mobile on record', async () => {
    const own = await assertSucceeds(getDoc(doc(passwordOnly(), COLLECTIONS.users, ADMIN_UID)));
    expect(JSON.stringify(own.data())).not.toMatch(FULL_MOBILE);
    expect(own.get('adminMobileHint')).toBe('04•• ••• 156');
    await assertFails(getDoc(doc(passwordOnly(), COLLECTIONS.adminMobiles, ADMIN_UID)));
  });
});

describe('the same admin after the code from their phone', () => {
  const twoStep = () => firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));

  test('cannot read the mobile on record either, their own or another admin’s: it is the server’s alone', async () => {
    await assertFails(getDoc(doc(twoStep(), COLLECTIONS.adminMobiles, ADMIN_UID)));
    await assertFails(getDocs(collection(twoStep(), COLLECTIONS.adminMobiles)));
  });

  test.each(LISTS)('lists %s', async (name) => {
    await assertSucceeds(getDocs(collection(twoStep(), name)));
  });
});

// Decision 037: the token's factor must be the one the server checked against the mobile on record.
describe('an admin signed in with a second factor that is not the one on record', () => {
  const token = { firebase: { ...TWO_STEP_SIGN_IN.firebase, second_factor_identifier: 'someone-elses-phone' } } as TokenOptions;
  const otherPhone = () => firestoreOf(testEnv().authenticatedContext(ADMIN_UID, token));

  test.each(LISTS)('cannot list %s', async (name) => {
    await assertFails(getDocs(collection(otherPhone(), name)));
  });

  test.each(DOCUMENTS)('cannot read %s/%s', async (name, id) => {
    await assertFails(getDoc(doc(otherPhone(), name, id)));
  });

  test('still reads their own record, which shows the login the mobile on record', async () => {
    await assertSucceeds(getDoc(doc(otherPhone(), COLLECTIONS.users, ADMIN_UID)));
  });
});

describe('an admin whose factor the server has not checked yet (no adminFactorId)', () => {
  test.each(LISTS)('cannot list %s, even with a second factor', async (name) => {
    await testEnv().withSecurityRulesDisabled(async (context) => {
      const { adminFactorId: _removed, ...unchecked } = USER_RECORDS[SECOND_ADMIN_UID]!;
      await setDoc(doc(firestoreOf(context), COLLECTIONS.users, SECOND_ADMIN_UID), unchecked);
    });
    await assertFails(getDocs(collection(firestoreOf(testEnv().authenticatedContext(SECOND_ADMIN_UID, TWO_STEP_SIGN_IN)), name)));
  });
});

describe('an approved practitioner, beside that admin', () => {
  const alice = () => firestoreOf(testEnv().authenticatedContext(ALICE_UID, { firebase: { sign_in_provider: 'password' } }));

  test('still reads their own orders and patients with a password alone', async () => {
    await assertSucceeds(getDoc(doc(alice(), ORDER_COLLECTIONS.orderRequests, 'HC-261120-AAAA')));
    await assertSucceeds(ownedBy(alice(), ORDER_COLLECTIONS.orderRequests, ALICE_UID));
    await assertSucceeds(getDoc(doc(alice(), PATIENT_COLLECTIONS.patients, 'alices-patient')));
    await assertSucceeds(ownedBy(alice(), PATIENT_COLLECTIONS.patients, ALICE_UID));
  });

  test.each(OWN_COLLECTIONS)("reads nothing of %s filed under the admin's uid", async (name, id) => {
    await assertFails(getDoc(doc(alice(), name, id)));
  });
});
