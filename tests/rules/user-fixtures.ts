/**
 * users/{uid} records as the server writes them (spec section 3), made by the same
 * definitions the API and browser tests' users are (tests/support/users.ts) and so
 * checked against the shared UserRecordSchema: the rules are tested on real shapes;
 * the lifecycle every rules file shares; and the browsers every closed
 * collection is checked against.
 */
import { assertFails, type RulesTestEnvironment, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { COLLECTIONS, type UserRecord } from '@pharmacy/shared';
import { adminRecord, practitionerRecord, staffRecord } from '../support/users.ts';
import { firestoreOf, startRulesTestEnvironment } from './rules-test-env.ts';

export const ADMIN_UID = 'admin-uid';
export const ALICE_UID = 'alice-uid';
export const BOB_UID = 'bob-uid';
export const SECOND_ADMIN_UID = 'second-admin-uid';
/** Signed up and verified, but not onboarded yet: no users/{uid} record. */
export const NEWCOMER_UID = 'newcomer-uid';
/** A record written before e-mail verification was recorded: no emailVerified field. */
export const CAROL_UID = 'carol-uid';
/** A record whose e-mail is explicitly not verified. */
export const DAN_UID = 'dan-uid';
/** A second approved prescriber, seeded by the files about prescribers' own data (CARLA_RECORD). */
export const CARLA_UID = 'carla-uid';

/**
 * A token from a sign-in that used an SMS second factor, as Firebase Auth issues it
 * after the code: admins read as admins only with one (decision 022).
 */
const secondFactorSignIn = {
  sign_in_provider: 'password',
  sign_in_second_factor: 'phone',
  second_factor_identifier: 'admin-mobile-factor',
} as const;
// rules-unit-testing's TokenOptions type does not list sign_in_second_factor; the token carries it.
export const TWO_STEP_SIGN_IN: TokenOptions = { firebase: secondFactorSignIn };
/** The admins' factor on record, as the server stores it once it has checked the phone (decision 037). */
export const ADMIN_FACTOR_ID = secondFactorSignIn.second_factor_identifier;

type StoredUserRecord = UserRecord & { createdAt: Date };

/** A record as the server stores it, at a fixed time. */
const stored = (record: UserRecord): StoredUserRecord => ({ ...record, createdAt: new Date('2025-03-01T00:00:00Z') });

/** The kinds of user from tests/support/users.ts, with names and addresses of their own. */
export const USER_RECORDS: Record<string, StoredUserRecord> = {
  [ADMIN_UID]: stored(
    adminRecord({
      firstName: 'Pharmacy',
      lastName: 'Admin',
      email: 'admin@harbourside.test',
      emailVerified: true,
      adminMobileHint: '04•• ••• 156',
      adminFactorId: ADMIN_FACTOR_ID,
    }),
  ),
  [SECOND_ADMIN_UID]: stored(
    adminRecord({
      firstName: 'Second',
      lastName: 'Admin',
      email: 'second-admin@harbourside.test',
      emailVerified: true,
      adminMobileHint: '04•• ••• 157',
      adminFactorId: ADMIN_FACTOR_ID,
    }),
  ),
  [ALICE_UID]: stored(
    practitionerRecord('approved', {
      firstName: 'Alice',
      lastName: 'Nguyen',
      email: 'alice@clinic.test',
      practitionerNumber: 'MED0001234567',
      clinicName: 'Balmain Family Clinic',
      clinicAddress: '1 Darling Street, Balmain NSW 2041, Australia',
      emailVerified: true,
    }),
  ),
  [BOB_UID]: stored(
    practitionerRecord('pending', {
      firstName: 'Bob',
      lastName: 'Smith',
      email: 'bob@clinic.test',
      practitionerNumber: 'MED0000005678',
      clinicName: 'Rozelle Health',
      clinicAddress: '2 Victoria Road, Rozelle NSW 2039, Australia',
      emailVerified: true,
    }),
  ),
  // A veterinarian (decision 048).
  [CAROL_UID]: stored(
    practitionerRecord('pending', {
      kind: 'veterinarian',
      firstName: 'Carol',
      lastName: 'Jones',
      email: 'carol@clinic.test',
      clinicName: 'Glebe Veterinary Hospital',
      clinicAddress: '3 Glebe Point Road, Glebe NSW 2037, Australia',
    }),
  ),
  [DAN_UID]: stored(
    practitionerRecord('pending', {
      firstName: 'Dan',
      lastName: 'Wu',
      email: 'dan@clinic.test',
      practitionerNumber: 'MED0000009012',
      clinicName: 'Leichhardt Medical',
      clinicAddress: '4 Norton Street, Leichhardt NSW 2040, Australia',
      emailVerified: false,
    }),
  ),
};

/** Carla Ray's record, for the files that seed a second approved prescriber. */
export const CARLA_RECORD = stored(practitionerRecord('approved', { firstName: 'Carla', lastName: 'Ray', email: 'carla@clinic.test', emailVerified: true }));

/** A clinic staff member's record (decision 044); each file seeds it under its staff's uids, with their links. */
export const STAFF_RECORD = stored(staffRecord('Nurse', 'nurse@clinic.test'));

/** Writes every record with rules disabled, as the Admin SDK would. */
export async function seedUsers(testEnv: RulesTestEnvironment): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await Promise.all(
      Object.entries(USER_RECORDS).map(([uid, record]) => setDoc(doc(db, COLLECTIONS.users, uid), record)),
    );
  });
}

/**
 * The lifecycle every rules file shares: one environment for the file and, before
 * each test, an empty Firestore holding the users above plus whatever `seed` writes
 * (with rules disabled). Call the returned function inside tests for the environment.
 */
export function rulesTestSuite(seed?: (db: Firestore) => Promise<void>): () => RulesTestEnvironment {
  let testEnv: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('The rules test environment is not started yet (use it inside tests).');
    return testEnv;
  };
  beforeAll(async () => {
    testEnv = await startRulesTestEnvironment();
  });
  beforeEach(async () => {
    await current().clearFirestore();
    await seedUsers(current());
    if (seed) await current().withSecurityRulesDisabled((context) => seed(firestoreOf(context)));
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });
  return current;
}

/**
 * A signed-out visitor, a signed-in user (`uid`, by default the approved practitioner
 * Alice, with `claims` added to the token) and an admin.
 */
export function everyone(testEnv: RulesTestEnvironment, uid = ALICE_UID, claims?: TokenOptions): Firestore[] {
  return [
    firestoreOf(testEnv.unauthenticatedContext()),
    firestoreOf(testEnv.authenticatedContext(uid, claims)),
    firestoreOf(testEnv.authenticatedContext(ADMIN_UID, TWO_STEP_SIGN_IN)),
  ];
}

/**
 * Checks that none of `dbs` reads or lists the collection, changes or deletes its
 * seeded document `documentId` (merging in `change`), or creates a document in it
 * (`created`, under a chosen id and under a generated one).
 */
export async function expectClosedToEveryone(
  dbs: Firestore[],
  collectionName: string,
  documentId: string,
  { change = { changed: true }, created = { created: true } }: { change?: DocumentData; created?: DocumentData } = {},
): Promise<void> {
  for (const db of dbs) {
    await assertFails(getDoc(doc(db, collectionName, documentId)));
    await assertFails(getDocs(collection(db, collectionName)));
    await assertFails(setDoc(doc(db, collectionName, documentId), change, { merge: true }));
    await assertFails(setDoc(doc(db, collectionName, 'another-id'), created));
    await assertFails(addDoc(collection(db, collectionName), created));
    await assertFails(deleteDoc(doc(db, collectionName, documentId)));
  }
}
