/**
 * Everything outside users/{uid} is closed to browsers, admins included: the mail
 * outbox and the catalogue are served through /api, anything else does not exist.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE, COLLECTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, rulesTestSuite } from './user-fixtures.ts';

const OUTBOX_MESSAGE = {
  to: ['alice@clinic.test'],
  from: 'no-reply@harbourside.test',
  replyTo: null,
  subject: 'Your registration was approved',
  text: 'You can now log in.',
  html: null,
  attachments: [],
  createdAt: '2025-03-01T00:00:00.000Z',
};

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, COLLECTIONS.devOutbox, 'message-1'), OUTBOX_MESSAGE);
  await setDoc(doc(db, COLLECTIONS.medicationDatabase, 'current'), BUILT_IN_MEDICATION_DATABASE);
  await setDoc(doc(db, 'orders', 'order-1'), { practitionerId: ALICE_UID, items: 2 });
});

/** A signed-out visitor, an approved practitioner and an admin. */
function everyone(): [string, Firestore][] {
  return [
    ['signed-out visitor', firestoreOf(testEnv().unauthenticatedContext())],
    ['approved practitioner', firestoreOf(testEnv().authenticatedContext(ALICE_UID))],
    ['admin', firestoreOf(testEnv().authenticatedContext(ADMIN_UID))],
  ];
}

async function expectClosedToEveryone(collectionName: string, documentId: string) {
  for (const [, db] of everyone()) {
    await assertFails(getDoc(doc(db, collectionName, documentId)));
    await assertFails(getDocs(collection(db, collectionName)));
    await assertFails(setDoc(doc(db, collectionName, documentId), { changed: true }, { merge: true }));
    await assertFails(addDoc(collection(db, collectionName), { created: true }));
    await assertFails(deleteDoc(doc(db, collectionName, documentId)));
  }
}

describe('collections other than users', () => {
  test('an unknown collection is denied to everyone, including admins', async () => {
    await expectClosedToEveryone('orders', 'order-1');
    await expectClosedToEveryone('anything-else', 'doc');
  });

  test('a sub-collection under a user record is denied to everyone, including its owner', async () => {
    await expectClosedToEveryone(`${COLLECTIONS.users}/${ALICE_UID}/notes`, 'note-1');
  });

  test('the mail outbox is unreadable from browsers, including admins', async () => {
    await expectClosedToEveryone(COLLECTIONS.devOutbox, 'message-1');
  });

  test('the medication catalogue cannot be read or changed directly from browsers', async () => {
    await expectClosedToEveryone(COLLECTIONS.medicationDatabase, 'current');
  });
});
