/**
 * The server-only collections of practitioner accounts: registration details
 * before verification, verification token hashes and failed account e-mails. No browser reads or writes them, not even the account's
 * owner or an admin.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { ACCOUNT_COLLECTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, NEWCOMER_UID, rulesTestSuite } from './user-fixtures.ts';

const TOKEN_HASH = 'a'.repeat(64);

const SEEDED: Array<[collectionName: string, id: string, data: Record<string, unknown>]> = [
  [
    ACCOUNT_COLLECTIONS.pendingRegistrations,
    NEWCOMER_UID,
    {
      uid: NEWCOMER_UID,
      firstName: 'Nina',
      lastName: 'Patel',
      practitionerNumber: 'MED0001112223',
      clinicName: 'Newtown Clinic',
      clinicAddress: '5 King Street, Newtown NSW 2042, Australia',
      email: 'nina@clinic.test',
    },
  ],
  [
    ACCOUNT_COLLECTIONS.emailVerifications,
    TOKEN_HASH,
    {
      uid: NEWCOMER_UID,
      email: 'nina@clinic.test',
      createdAt: Timestamp.fromDate(new Date('2025-03-01T00:00:00Z')),
      expiresAt: Timestamp.fromDate(new Date('2025-03-02T00:00:00Z')),
      usedAt: null,
      supersededAt: null,
    },
  ],
  [ACCOUNT_COLLECTIONS.accountMailFailures, 'failure-1', { mail: 'welcome', uid: NEWCOMER_UID, reasons: ['timeout'] }],
];

const testEnv = rulesTestSuite(async (db) => {
  await Promise.all(SEEDED.map(([name, id, data]) => setDoc(doc(db, name, id), data)));
});

/** A signed-out visitor, the newcomer the documents are about, and an admin. */
function everyone(): [string, Firestore][] {
  return [
    ['signed-out visitor', firestoreOf(testEnv().unauthenticatedContext())],
    ['the account owner', firestoreOf(testEnv().authenticatedContext(NEWCOMER_UID, { email_verified: true }))],
    ['admin', firestoreOf(testEnv().authenticatedContext(ADMIN_UID))],
  ];
}

describe('server-only account collections', () => {
  test.each(SEEDED)('%s is closed to every browser, including its owner and admins', async (name, id, data) => {
    for (const [, db] of everyone()) {
      await assertFails(getDoc(doc(db, name, id)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, name, id), { ...data, usedAt: Timestamp.now() }));
      await assertFails(setDoc(doc(db, name, 'another-id'), data));
      await assertFails(addDoc(collection(db, name), data));
      await assertFails(deleteDoc(doc(db, name, id)));
    }
  });
});
