/**
 * Enquiries (with their scripts' Storage paths) and rate-limit counters are closed to
 * every browser, admins included: they are written and read only by /api.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { ENQUIRY_COLLECTIONS, ENQUIRY_SUBJECTS } from '@pharmacy/shared';
import { everyone, rulesTestSuite } from './user-fixtures.ts';

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
  test('nobody reads or lists enquiries from a browser, admins included', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(getDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1')));
      await assertFails(getDocs(collection(db, ENQUIRY_COLLECTIONS.enquiries)));
    }
  });

  test('nobody submits, edits or deletes an enquiry without going through /api', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(addDoc(collection(db, ENQUIRY_COLLECTIONS.enquiries), ENQUIRY));
      await assertFails(setDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-2'), ENQUIRY));
      await assertFails(updateDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, 'enquiry-1'), { status: 'done' }));
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
