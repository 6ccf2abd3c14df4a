/**
 * Patients: an approved practitioner reads only their own (the order form's search),
 * an admin lists and opens the practitioners' only through /api, which records it (decisions 039, 063), and nobody writes one
 * from a browser: patients are created and edited through /api/patients, which keeps
 * their search fields.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, and, collection, deleteDoc, doc, getCountFromServer, getDoc, getDocs, limit, or, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { COLLECTIONS, PATIENT_COLLECTIONS, STAFF_COLLECTIONS, patientSearchFields, patientSearchQuery, staffLinkId, type PatientDetails } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, NEWCOMER_UID, STAFF_RECORD, TWO_STEP_SIGN_IN, everyone, expectClosedToEveryone, rulesTestSuite } from './user-fixtures.ts';

const savedAt = new Date('2026-11-20T01:00:00Z');

function patient(prescriberId: string, givenName: string) {
  const details: PatientDetails = {
    givenName,
    familyName: 'Citizen',
    dateOfBirth: '1980-03-15',
    phone: '+61412345678',
    notes: 'Allergic to lanolin.',
    delivery: { method: 'pickup' },
  };
  return { prescriberId, ...details, ...patientSearchFields(details), createdAt: savedAt, updatedAt: savedAt };
}

const ALICES_PATIENT = 'alices-patient';
const BOBS_PATIENT = 'bobs-patient';
const patients = PATIENT_COLLECTIONS.patients;

const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, patients, ALICES_PATIENT), patient(ALICE_UID, 'Jane'));
  await setDoc(doc(db, patients, BOBS_PATIENT), patient(BOB_UID, 'John'));
  await setDoc(doc(db, COLLECTIONS.users, ALICES_NURSE), STAFF_RECORD);
  await setDoc(doc(db, STAFF_COLLECTIONS.staffLinks, staffLinkId(ALICE_UID, ALICES_NURSE)), {
    prescriberId: ALICE_UID, staffUid: ALICES_NURSE, staffName: 'Nurse', staffEmail: 'nurse@clinic.test', prescriberName: 'Dr', status: 'active', createdAt: savedAt, changedAt: savedAt,
  });
  // An admin's correction of Alice's patient (APP 13, decisions 040 and 062): the pharmacy's record, apart from the patient's.
  await setDoc(doc(db, PATIENT_COLLECTIONS.patientCorrections, 'a-correction'), {
    patientId: ALICES_PATIENT,
    prescriberId: ALICE_UID,
    at: savedAt,
    by: { uid: ADMIN_UID, email: 'admin@pharmacy.test' },
    reason: 'Patient asked',
    fields: ['familyName'],
    replaced: { familyName: 'Citizen' },
    corrected: { familyName: 'Citizen-Smith' },
    laterEdits: [],
  });
});
const ALICES_NURSE = 'alices-nurse-uid';

const as = (uid: string) => firestoreOf(testEnv().authenticatedContext(uid, TWO_STEP_SIGN_IN));
/** The order form's search (decision 074): the caller's own patients whose name or date of birth starts with the text. */
const search = (uid: string, prescriberId: string, term: string) => {
  const asked = patientSearchQuery(prescriberId, term);
  return getDocs(
    query(
      collection(as(uid), patients),
      and(where('prescriberId', '==', asked.prescriberId), or(...asked.anyOf.map(({ field, start, end }) => and(where(field, '>=', start), where(field, '<', end))))),
      ...asked.orderBy.map((field) => orderBy(field)),
      limit(10),
    ),
  );
};

describe('reading patients', () => {
  test('a practitioner reads their own patient and finds them by the start of a name', async () => {
    const own = await assertSucceeds(getDoc(doc(as(ALICE_UID), patients, ALICES_PATIENT)));
    expect(own.data()).toMatchObject({ givenName: 'Jane', prescriberId: ALICE_UID });
    const found = await assertSucceeds(search(ALICE_UID, ALICE_UID, 'cit'));
    expect(found.docs.map((snapshot) => snapshot.id)).toEqual([ALICES_PATIENT]);
  });

  test("a practitioner cannot read another practitioner's patient, search theirs, nor list everyone's", async () => {
    // Bob must be approved for this to say anything: make him so.
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), COLLECTIONS.users, BOB_UID), { status: 'approved' });
    });
    await assertSucceeds(getDoc(doc(as(BOB_UID), patients, BOBS_PATIENT)));
    await assertFails(getDoc(doc(as(ALICE_UID), patients, BOBS_PATIENT)));
    await assertFails(search(ALICE_UID, BOB_UID, 'cit'));
    await assertFails(getDocs(collection(as(ALICE_UID), patients)));
    await assertFails(getDocs(query(collection(as(ALICE_UID), patients), where('searchKeys.reversed', '>=', 'cit'), where('searchKeys.reversed', '<', 'cit\uf8ff'))));
  });

  test('a practitioner the pharmacy has not approved reads none of their own patients', async () => {
    // Bob is pending.
    await assertFails(getDoc(doc(as(BOB_UID), patients, BOBS_PATIENT)));
    await assertFails(search(BOB_UID, BOB_UID, 'cit'));
  });

  test('a signed-out visitor and an account without a record read no patient', async () => {
    for (const db of [firestoreOf(testEnv().unauthenticatedContext()), as(NEWCOMER_UID)]) {
      await assertFails(getDoc(doc(db, patients, ALICES_PATIENT)));
      await assertFails(getDocs(collection(db, patients)));
    }
  });

  // Decision 063: a patient's allergies, notes, address and corrections reach an admin only
  // through /api (the search across prescribers, the patient's page), which records what it showed.
  test('an admin cannot list or count the practitioners’ patients from the browser, with or without a second factor', async () => {
    for (const db of [as(ADMIN_UID), firestoreOf(testEnv().authenticatedContext(ADMIN_UID))]) {
      await assertFails(getDocs(collection(db, patients)));
      await assertFails(getCountFromServer(collection(db, patients)));
      await assertFails(getDocs(query(collection(db, patients), where('prescriberId', '==', ALICE_UID))));
      await assertFails(getDocs(query(collection(db, patients), where('searchKeys.reversed', '>=', 'citizen'), orderBy('searchKeys.reversed'), limit(20))));
    }
  });

  // Decision 039: one patient's details are opened through /api, which records the look first.
  test('an admin cannot open one prescriber’s patient directly', async () => {
    await assertFails(getDoc(doc(as(ADMIN_UID), patients, ALICES_PATIENT)));
  });
});

describe('writing patients', () => {
  test('nobody creates, edits or deletes a patient from a browser, their practitioner and admins included', async () => {
    for (const db of everyone(testEnv())) {
      await assertFails(setDoc(doc(db, patients, 'new-patient'), patient(ALICE_UID, 'Sam')));
      await assertFails(addDoc(collection(db, patients), patient(ALICE_UID, 'Sam')));
      await assertFails(updateDoc(doc(db, patients, ALICES_PATIENT), { givenName: 'Janet' }));
      await assertFails(updateDoc(doc(db, patients, ALICES_PATIENT), { prescriberId: BOB_UID }));
      await assertFails(deleteDoc(doc(db, patients, ALICES_PATIENT)));
    }
  });
});

describe('the correction history (issue 32, decision 062)', () => {
  test('is closed to the patient\u2019s prescriber, their staff, other prescribers and admins alike: only the admin\u2019s /api serves it', async () => {
    const nurse = firestoreOf(testEnv().authenticatedContext(ALICES_NURSE));
    // Alice reads her own patient: the history is closed, not the patient (her nurse reads
    // patients only through /api, which records the look: decision 064).
    await assertSucceeds(getDoc(doc(as(ALICE_UID), patients, ALICES_PATIENT)));
    await expectClosedToEveryone([...everyone(testEnv()), nurse, as(BOB_UID)], PATIENT_COLLECTIONS.patientCorrections, 'a-correction');
    for (const db of [as(ALICE_UID), nurse, as(ADMIN_UID)]) {
      await assertFails(getDocs(query(collection(db, PATIENT_COLLECTIONS.patientCorrections), where('patientId', '==', ALICES_PATIENT))));
      await assertFails(getDocs(query(collection(db, PATIENT_COLLECTIONS.patientCorrections), where('prescriberId', '==', ALICE_UID))));
    }
  });
});
