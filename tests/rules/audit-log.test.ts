/** The audit log: admins read it; nobody, admins included, writes, changes or deletes an entry from a browser. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { ADMIN_COLLECTIONS, AUDIT_ACTIONS } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, TWO_STEP_SIGN_IN, everyone, rulesTestSuite } from './user-fixtures.ts';

const ENTRY = {
  action: AUDIT_ACTIONS.practitionerStatus,
  at: new Date('2026-11-20T01:00:00Z'),
  actorUid: ADMIN_UID,
  actorEmail: 'admin@harbourside.test',
  target: { type: 'user', id: BOB_UID, label: 'Bob Smith <bob@clinic.test>' },
  details: { from: 'pending', to: 'approved' },
};
const auditLog = ADMIN_COLLECTIONS.auditLog;

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, auditLog, 'entry-1'), ENTRY);
});

describe('the audit log', () => {
  test('an admin reads and lists it', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    const entry = await assertSucceeds(getDoc(doc(db, auditLog, 'entry-1')));
    expect(entry.data()).toMatchObject({ action: AUDIT_ACTIONS.practitionerStatus, actorEmail: 'admin@harbourside.test' });
    expect((await assertSucceeds(getDocs(collection(db, auditLog)))).size).toBe(1);
  });

  test('signed-out visitors and practitioners cannot read it', async () => {
    for (const context of [testEnv().unauthenticatedContext(), testEnv().authenticatedContext(ALICE_UID), testEnv().authenticatedContext(BOB_UID)]) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, auditLog, 'entry-1')));
      await assertFails(getDocs(collection(db, auditLog)));
    }
  });

  test('nobody adds, rewrites or deletes an entry, admins included', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(addDoc(collection(db, auditLog), ENTRY));
      await assertFails(setDoc(doc(db, auditLog, 'entry-2'), ENTRY));
      await assertFails(updateDoc(doc(db, auditLog, 'entry-1'), { actorEmail: 'someone-else@harbourside.test' }));
      await assertFails(deleteDoc(doc(db, auditLog, 'entry-1')));
    }
  });
});
