/**
 * Everything outside users/{uid} is closed to browsers, admins included: the mail
 * outbox and the catalogue are served through /api, anything else does not exist.
 */
import { doc, setDoc } from 'firebase/firestore';
import { describe, test } from 'vitest';
import { ADMIN_COLLECTIONS, BUILT_IN_MEDICATION_DATABASE, COLLECTIONS, GOOGLE_SHEET_SETTINGS_DOC, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { ALICE_UID, everyone, expectClosedToEveryone, rulesTestSuite } from './user-fixtures.ts';

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
  await setDoc(doc(db, 'orders', 'order-1'), { prescriberId: ALICE_UID, items: 2 });
  await setDoc(doc(db, ORDER_COLLECTIONS.orderSubmissionKeys, 'key-1'), { uid: ALICE_UID, fingerprint: 'f', requestId: 'HC-260302-AAAA' });
  await setDoc(doc(db, ORDER_COLLECTIONS.escriptTokenClaims, 'claim-1'), { requestId: 'HC-260302-AAAA' });
  await setDoc(doc(db, ADMIN_COLLECTIONS.settings, GOOGLE_SHEET_SETTINGS_DOC), { sheetId: 'sheet-1', sheetNames: ['Pain'], lastSynced: '2026-11-20T01:00:00.000Z' });
});

describe('collections other than users', () => {
  test('an unknown collection is denied to everyone, including admins', async () => {
    await expectClosedToEveryone(everyone(testEnv()), 'orders', 'order-1');
    await expectClosedToEveryone(everyone(testEnv()), 'anything-else', 'doc');
  });

  test('a sub-collection under a user record is denied to everyone, including its owner', async () => {
    await expectClosedToEveryone(everyone(testEnv()), `${COLLECTIONS.users}/${ALICE_UID}/notes`, 'note-1');
  });

  test('the mail outbox is unreadable from browsers, including admins', async () => {
    await expectClosedToEveryone(everyone(testEnv()), COLLECTIONS.devOutbox, 'message-1');
  });

  test('the medication catalogue cannot be read or changed directly from browsers', async () => {
    await expectClosedToEveryone(everyone(testEnv()), COLLECTIONS.medicationDatabase, 'current');
  });

  test('the connected Google Sheet settings cannot be read or changed directly from browsers', async () => {
    await expectClosedToEveryone(everyone(testEnv()), ADMIN_COLLECTIONS.settings, GOOGLE_SHEET_SETTINGS_DOC);
  });

  test('which order an Idempotency-Key made cannot be read or changed from browsers, even by its owner', async () => {
    await expectClosedToEveryone(everyone(testEnv()), ORDER_COLLECTIONS.orderSubmissionKeys, 'key-1');
  });

  test('which order holds an e-script token cannot be read or changed from browsers, even by the practitioner or an admin', async () => {
    await expectClosedToEveryone(everyone(testEnv()), ORDER_COLLECTIONS.escriptTokenClaims, 'claim-1');
  });
});
