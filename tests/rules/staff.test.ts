/**
 * Clinic teams (issue 26, decision 044): a staff member reads the patients of the
 * prescribers they work for while their link is active, and their own links; a
 * prescriber reads the links to their staff; nobody writes a link or reads an
 * invitation from a browser. Every role the issue names, against each collection.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { and, collection, doc, getDoc, getDocs, limit, or, orderBy, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { STAFF_COLLECTIONS, COLLECTIONS, PATIENT_COLLECTIONS, patientSearchFields, patientSearchQuery, staffLinkId, type PatientDetails } from '@pharmacy/shared';
import { firestoreOf } from './rules-test-env.ts';
import { ADMIN_UID, ALICE_UID, BOB_UID, CARLA_RECORD, CARLA_UID, STAFF_RECORD, TWO_STEP_SIGN_IN, everyone, expectClosedToEveryone, rulesTestSuite } from './user-fixtures.ts';

const at = new Date('2026-11-20T01:00:00Z');
/** Works for Alice (approved). */
const NURSE_A = 'nurse-a-uid';
/** Works for Carla, a second approved prescriber. */
const NURSE_C = 'nurse-c-uid';
/** Worked for Alice until she removed them. */
const REMOVED_NURSE = 'removed-nurse-uid';
/** Suspended by the pharmacy, yet with a link to Alice still active (the re-invitation hole of issue 32). */
const SUSPENDED_NURSE = 'suspended-nurse-uid';
/** A prescriber's uid holding an active link, as if it were a staff member's. */
const NOT_STAFF = 'not-staff-uid';

const patients = PATIENT_COLLECTIONS.patients;
const links = STAFF_COLLECTIONS.staffLinks;

function patient(prescriberId: string, givenName: string) {
  const details: PatientDetails = { givenName, familyName: 'Citizen', dateOfBirth: '1980-03-15', phone: '+61412345678', notes: '', delivery: { method: 'pickup' } };
  return { prescriberId, ...details, ...patientSearchFields(details), createdAt: at, updatedAt: at };
}

function link(prescriberId: string, staffUid: string, status: string) {
  return { prescriberId, staffUid, staffName: 'Nurse', staffEmail: `${staffUid}@clinic.test`, prescriberName: 'Dr', status, createdAt: at, changedAt: at };
}


const testEnv = rulesTestSuite(async (db) => {
  await setDoc(doc(db, COLLECTIONS.users, CARLA_UID), CARLA_RECORD);
  for (const uid of [NURSE_A, NURSE_C, REMOVED_NURSE]) await setDoc(doc(db, COLLECTIONS.users, uid), STAFF_RECORD);
  await setDoc(doc(db, links, staffLinkId(ALICE_UID, NURSE_A)), link(ALICE_UID, NURSE_A, 'active'));
  await setDoc(doc(db, links, staffLinkId(CARLA_UID, NURSE_C)), link(CARLA_UID, NURSE_C, 'active'));
  await setDoc(doc(db, links, staffLinkId(ALICE_UID, REMOVED_NURSE)), link(ALICE_UID, REMOVED_NURSE, 'removed'));
  await setDoc(doc(db, links, staffLinkId(BOB_UID, NURSE_A)), link(BOB_UID, NURSE_A, 'ended'));
  await setDoc(doc(db, COLLECTIONS.users, SUSPENDED_NURSE), { ...STAFF_RECORD, status: 'suspended' });
  await setDoc(doc(db, links, staffLinkId(ALICE_UID, SUSPENDED_NURSE)), link(ALICE_UID, SUSPENDED_NURSE, 'active'));
  await setDoc(doc(db, COLLECTIONS.users, NOT_STAFF), CARLA_RECORD);
  await setDoc(doc(db, links, staffLinkId(ALICE_UID, NOT_STAFF)), link(ALICE_UID, NOT_STAFF, 'active'));
  await setDoc(doc(db, patients, 'alices-patient'), patient(ALICE_UID, 'Jane'));
  await setDoc(doc(db, patients, 'carlas-patient'), patient(CARLA_UID, 'John'));
  await setDoc(doc(db, patients, 'bobs-patient'), patient(BOB_UID, 'Sam'));
  await setDoc(doc(db, STAFF_COLLECTIONS.staffInvitations, 'invitation-hash'), { prescriberId: ALICE_UID, email: 'x@clinic.test', createdAt: at });
});

const as = (uid: string): Firestore => firestoreOf(testEnv().authenticatedContext(uid));
const adminWithFactor = () => firestoreOf(testEnv().authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN));
const search = (db: Firestore, prescriberId: string) => {
  const asked = patientSearchQuery(prescriberId, 'cit');
  const ranges = asked.anyOf.map(({ field, start, end }) => and(where(field, '>=', start), where(field, '<', end)));
  return getDocs(query(collection(db, patients), and(where('prescriberId', '==', prescriberId), or(...ranges)), ...asked.orderBy.map((field) => orderBy(field)), limit(10)));
};

describe("patients of a prescriber's staff", () => {
  // Staff find and open patients through GET /api/prescribers/{uid}/patients, which records
  // each look in the access log (issue 32, decision 064): the rules no longer let them read
  // a patient's health data directly, even of the prescriber they work for.
  test("staff of prescriber A neither read nor search A's patients from Firestore, nor B's", async () => {
    await assertFails(getDoc(doc(as(NURSE_A), patients, 'alices-patient')));
    await assertFails(search(as(NURSE_A), ALICE_UID));
    await assertFails(getDoc(doc(as(NURSE_A), patients, 'carlas-patient')));
    await assertFails(search(as(NURSE_A), CARLA_UID));
    await assertFails(getDocs(collection(as(NURSE_A), patients)));
  });

  test("staff of prescriber B read neither B's patients nor A's from Firestore", async () => {
    await assertFails(getDoc(doc(as(NURSE_C), patients, 'carlas-patient')));
    await assertFails(search(as(NURSE_C), CARLA_UID));
    await assertFails(getDoc(doc(as(NURSE_C), patients, 'alices-patient')));
    await assertFails(search(as(NURSE_C), ALICE_UID));
  });

  test('a removed staff member reads nothing of the prescriber', async () => {
    await assertFails(getDoc(doc(as(REMOVED_NURSE), patients, 'alices-patient')));
    await assertFails(search(as(REMOVED_NURSE), ALICE_UID));
  });

  test('a staff member the pharmacy suspended reads nothing, even with a link still active (issue 32)', async () => {
    await assertFails(getDoc(doc(as(SUSPENDED_NURSE), patients, 'alices-patient')));
    await assertFails(search(as(SUSPENDED_NURSE), ALICE_UID));
    await assertFails(getDocs(query(collection(as(SUSPENDED_NURSE), 'orderRequests'), where('prescriberId', '==', ALICE_UID))));
    await assertFails(getDocs(query(collection(as(SUSPENDED_NURSE), 'orderDrafts'), where('prescriberId', '==', ALICE_UID))));
    await assertFails(getDocs(query(collection(as(SUSPENDED_NURSE), 'favourites'), where('prescriberId', '==', ALICE_UID))));
    // The staff record is what counts: an account that is not a staff member's opens nothing through a link either.
    await assertFails(getDoc(doc(as(NOT_STAFF), patients, 'alices-patient')));
    // Nor does a signed-in person without any record.
    await assertFails(getDoc(doc(as('no-record-uid'), patients, 'alices-patient')));
  });

  test("an ended link (the prescriber lost access) opens nothing, and a pending prescriber's own patients stay closed", async () => {
    await assertFails(getDoc(doc(as(NURSE_A), patients, 'bobs-patient')));
    await assertFails(getDoc(doc(as(BOB_UID), patients, 'bobs-patient')));
  });

  test('a prescriber still reads only their own; an admin lists and opens none from the browser, only through /api (decisions 039, 063)', async () => {
    await assertSucceeds(getDoc(doc(as(ALICE_UID), patients, 'alices-patient')));
    await assertFails(getDoc(doc(as(ALICE_UID), patients, 'carlas-patient')));
    await assertFails(getDocs(collection(adminWithFactor(), patients)));
    await assertFails(getDoc(doc(adminWithFactor(), patients, 'carlas-patient')));
    await assertFails(getDocs(collection(as(ADMIN_UID), patients)));
  });

  test('staff write no patient from a browser', async () => {
    await assertFails(setDoc(doc(as(NURSE_A), patients, 'new'), patient(ALICE_UID, 'New')));
    await assertFails(updateDoc(doc(as(NURSE_A), patients, 'alices-patient'), { givenName: 'Janet' }));
  });
});

describe('staff links', () => {
  const ownLinks = (db: Firestore, field: 'staffUid' | 'prescriberId', uid: string) => getDocs(query(collection(db, links), where(field, '==', uid)));

  test('a staff member lists their own links, whatever their status, and nobody else\u2019s', async () => {
    const own = await assertSucceeds(ownLinks(as(NURSE_A), 'staffUid', NURSE_A));
    expect(own.docs.map((snapshot) => snapshot.id).sort()).toEqual([staffLinkId(ALICE_UID, NURSE_A), staffLinkId(BOB_UID, NURSE_A)]);
    await assertFails(ownLinks(as(NURSE_A), 'staffUid', NURSE_C));
    await assertFails(getDoc(doc(as(NURSE_A), links, staffLinkId(CARLA_UID, NURSE_C))));
    await assertFails(ownLinks(as(NURSE_A), 'prescriberId', ALICE_UID));
    await assertFails(getDocs(collection(as(NURSE_A), links)));
  });

  test('a prescriber lists the links to their staff; a pending prescriber none; an admin every link with the second factor only', async () => {
    const alices = await assertSucceeds(ownLinks(as(ALICE_UID), 'prescriberId', ALICE_UID));
    expect(alices.docs.map((snapshot) => snapshot.id).sort()).toEqual(
      [staffLinkId(ALICE_UID, NURSE_A), staffLinkId(ALICE_UID, NOT_STAFF), staffLinkId(ALICE_UID, REMOVED_NURSE), staffLinkId(ALICE_UID, SUSPENDED_NURSE)].sort(),
    );
    await assertFails(ownLinks(as(ALICE_UID), 'prescriberId', CARLA_UID));
    await assertFails(ownLinks(as(BOB_UID), 'prescriberId', BOB_UID));
    const all = await assertSucceeds(getDocs(collection(adminWithFactor(), links)));
    expect(all.size).toBe(6);
    await assertFails(getDocs(collection(as(ADMIN_UID), links)));
  });

  test('nobody writes a link from a browser: not the staff member, the prescriber or an admin', async () => {
    for (const db of [as(NURSE_A), as(REMOVED_NURSE), as(ALICE_UID), adminWithFactor()]) {
      await assertFails(updateDoc(doc(db, links, staffLinkId(ALICE_UID, REMOVED_NURSE)), { status: 'active' }));
      await assertFails(setDoc(doc(db, links, staffLinkId(CARLA_UID, NURSE_A)), link(CARLA_UID, NURSE_A, 'active')));
    }
  });
});

describe('what else staff touch', () => {
  test('invitations are closed to everyone, staff included', async () => {
    await expectClosedToEveryone([...everyone(testEnv()), as(NURSE_A)], STAFF_COLLECTIONS.staffInvitations, 'invitation-hash');
  });

  test("a staff member reads their own record only, never the prescriber's, and writes none", async () => {
    await assertSucceeds(getDoc(doc(as(NURSE_A), COLLECTIONS.users, NURSE_A)));
    await assertFails(getDoc(doc(as(NURSE_A), COLLECTIONS.users, ALICE_UID)));
    await assertFails(updateDoc(doc(as(NURSE_A), COLLECTIONS.users, NURSE_A), { role: 'practitioner' }));
  });

  test('staff read no audit entry or enquiry (their prescriber\u2019s requests and drafts: order-drafts.test.ts)', async () => {
    for (const name of ['auditLog', 'enquiries']) {
      await assertFails(getDocs(collection(as(NURSE_A), name)));
      await assertFails(getDocs(query(collection(as(NURSE_A), name), where('prescriberId', '==', ALICE_UID))));
    }
  });
});
