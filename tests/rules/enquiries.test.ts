/**
 * Enquiries (with their scripts' Storage paths) are read by admins only (the inbox)
 * and written only by /api; rate-limit counters are closed to every browser.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { ENQUIRY_COLLECTIONS, ENQUIRY_SUBJECTS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, TWO_STEP_SIGN_IN, everyone, rulesTestSuite } from './user-fixtures.ts';

const ENQUIRY = {
  kind: 'script',
  subject: ENQUIRY_SUBJECTS.script,
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.test',
  contactNumber: '+61412345678',
  notes: 'Allergic to lactose.',
  attachment: { storagePath: 'enquiries/enquiry-1/script.pdf', contentType: 'application/pdf', size: 329, fileName: 'script.pdf' },
  createdAt: new Date('2026-03-01T00:00:00Z'),
  status: 'new',
  needsMailResend: false,
};
const COUNTER = { hits: 3, expiresAt: new Date('2026-03-01T01:00:00Z') };

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1'), ENQUIRY);
  await setDoc(doc(db, ENQUIRY_COLLECTIONS.rateLimits, 'key-hash'), COUNTER);
});

describe('enquiries', () => {
  test('a signed-out visitor and practitioners cannot read or list enquiries', async () => {
    const env = testEnv();
    const outsiders = [env.unauthenticatedContext(), env.authenticatedContext(ALICE_UID), env.authenticatedContext(BOB_UID)];
    for (const context of outsiders) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1')));
      await assertFails(getDocs(collection(db, ENQUIRY_COLLECTIONS.enquiries)));
    }
  });

  test('an admin reads and lists enquiries (the inbox)', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    const enquiry = await assertSucceeds(getDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1')));
    expect(enquiry.data()).toMatchObject({ firstName: 'Jane', kind: 'script' });
    const all = await assertSucceeds(getDocs(collection(db, ENQUIRY_COLLECTIONS.enquiries)));
    expect(all.docs.map((snapshot) => snapshot.id)).toEqual(['enquiry-1']);
  });

  test('nobody submits, edits (marks read or handled) or deletes an enquiry without going through /api, admins included', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(addDoc(collection(db, ENQUIRY_COLLECTIONS.enquiries), ENQUIRY));
      await assertFails(setDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-2'), ENQUIRY));
      await assertFails(updateDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1'), { status: 'done' }));
      await assertFails(updateDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1'), { handledAt: new Date() }));
      await assertFails(deleteDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1')));
    }
  });
});

describe('rate-limit counters', () => {
  test('nobody reads a counter from a browser', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(getDoc(doc(db, ENQUIRY_COLLECTIONS.rateLimits, 'key-hash')));
      await assertFails(getDocs(collection(db, ENQUIRY_COLLECTIONS.rateLimits)));
    }
  });

  test('nobody resets or lowers their own count from a browser', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(deleteDoc(doc(db, ENQUIRY_COLLECTIONS.rateLimits, 'key-hash')));
      await assertFails(updateDoc(doc(db, ENQUIRY_COLLECTIONS.rateLimits, 'key-hash'), { hits: 0 }));
      await assertFails(setDoc(doc(db, ENQUIRY_COLLECTIONS.rateLimits, 'another-hash'), COUNTER));
    }
  });
});
