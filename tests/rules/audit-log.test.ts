/** The audit log: admins read it; nobody, admins included, writes, changes or deletes an entry from a browser. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
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

/** An admin's look at an order for one patient (decision 039). */
const LOOK = {
  ...ENTRY,
  action: AUDIT_ACTIONS.accessOrder,
  at: new Date('2026-11-21T01:00:00Z'),
  target: { type: 'order', id: 'HC-261121-AAAA', label: 'HC-261121-AAAA Alice Nguyen' },
  patientIds: ['patient-jane'],
  details: { patients: 'Jane Citizen' },
};

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, auditLog, 'entry-1'), ENTRY);
  await setDoc(doc(db, auditLog, 'look-1'), LOOK);
});

describe('the audit log', () => {
  test('an admin reads and lists it', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    const entry = await assertSucceeds(getDoc(doc(db, auditLog, 'entry-1')));
    expect(entry.data()).toMatchObject({ action: AUDIT_ACTIONS.practitionerStatus, actorEmail: 'admin@harbourside.test' });
    expect((await assertSucceeds(getDocs(collection(db, auditLog)))).size).toBe(2);
  });

  test('an admin finds who has seen a patient, and what one admin did, newest first', async () => {
    const db = firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
    const seen = await assertSucceeds(getDocs(query(collection(db, auditLog), where('patientIds', 'array-contains', 'patient-jane'), orderBy('at', 'desc'))));
    expect(seen.docs.map((entry) => entry.id)).toEqual(['look-1']);
    const byAdmin = await assertSucceeds(getDocs(query(collection(db, auditLog), where('actorUid', '==', ADMIN_UID), orderBy('at', 'desc'))));
    expect(byAdmin.docs.map((entry) => entry.id)).toEqual(['look-1', 'entry-1']);
  });

  test('signed-out visitors and practitioners cannot read it', async () => {
    for (const context of [testEnv().unauthenticatedContext(), testEnv().authenticatedContext(ALICE_UID), testEnv().authenticatedContext(BOB_UID)]) {
      const db = firestoreOf(context);
      await assertFails(getDoc(doc(db, auditLog, 'entry-1')));
      await assertFails(getDocs(collection(db, auditLog)));
      await assertFails(getDocs(query(collection(db, auditLog), where('patientIds', 'array-contains', 'patient-jane'))));
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
