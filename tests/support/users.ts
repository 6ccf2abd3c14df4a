/**
 * Every kind of user a test needs, defined once (issue 31): the users/{uid} record of
 * each kind as the server writes it (practitionerRecord, adminRecord, staffRecord), which
 * the rules tests seed too, and real accounts on the Auth emulator, signed in, for the API
 * and browser tests. Each account comes back as a TestUser: uid, email, password, idToken
 * (and an admin's phoneNumber and adminMobile).
 *
 *   createPrescriber()                          an approved practitioner, who may order
 *   createPrescriber({ kind: 'veterinarian' })  one with a veterinary registration (decision 048)
 *   createPractitioner('pending')               a practitioner with another status ('rejected', ...)
 *   createStaffMember(prescriber)               clinic staff with an active link to them (decision 044)
 *   createAdmin()                               an admin signed in with their SMS second factor (decision 022)
 *   createNewcomer()                            an account not onboarded yet: no users/{uid} record
 *
 * deleteTestUsers() removes every account made here with what the server kept about it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type UpdateData } from 'firebase-admin/firestore';
import {
  ACCOUNT_COLLECTIONS,
  STAFF_COLLECTIONS,
  STAFF_ROLE,
  UserRecordSchema,
  mobileHint,
  staffLinkId,
  userListFields,
  type UserRecord,
  type UserStatus,
} from '@pharmacy/shared';
import { adminAuth, adminDb, adminMobileDoc, userDoc } from './admin.ts';
import { signIn, signUp, type SignedInAccount } from './auth-emulator.ts';
import { deletePatientsOf } from './patients.ts';

export interface TestUser extends SignedInAccount {
  password: string;
  /** The mobile number enrolled as a second factor (admins, unless told otherwise). */
  phoneNumber?: string;
  /** An admin's mobile on record (decisions 037, 066: in adminMobiles/{uid}): the enrolled phone, or the one to enrol. */
  adminMobile?: string;
}

/** A prescriber of medicines for people (an Ahpra-like number) or for animals (decision 048). */
export type PrescriberKind = 'person' | 'veterinarian';

const PRACTITIONER_NUMBERS: Record<PrescriberKind, string> = { person: 'MED0001234', veterinarian: 'NSW-12345' };

type RecordFields = Partial<UserRecord>;

/** The record as Firestore takes it: a field left out has no key at all (Firestore rejects undefined). */
function record(fields: RecordFields & Pick<UserRecord, 'role'>): UserRecord {
  const parsed = UserRecordSchema.parse(fields);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as UserRecord;
}

/** A practitioner's record: Test Practitioner of Test Clinic unless `fields` say otherwise. */
export function practitionerRecord(status: UserStatus | undefined, fields: RecordFields & { kind?: PrescriberKind } = {}): UserRecord {
  const { kind = 'person', ...rest } = fields;
  return record({
    firstName: 'Test',
    lastName: 'Practitioner',
    practitionerNumber: PRACTITIONER_NUMBERS[kind],
    clinicName: 'Test Clinic',
    clinicAddress: '1 Test Street, Balmain NSW 2041',
    ...rest,
    role: 'practitioner',
    ...(status ? { status } : {}),
  });
}

/** An approved admin's record. */
export function adminRecord(fields: RecordFields = {}): UserRecord {
  return record({ firstName: 'Test', lastName: 'Admin', status: 'approved', ...fields, role: 'admin' });
}

/** A staff member's record, as accepting an invitation writes it (decision 044). */
export function staffRecord(name: string, email: string): UserRecord {
  return record({ firstName: name, lastName: '', email, role: STAFF_ROLE, status: 'approved', emailVerified: true });
}

/** A mobile number of its own for each test user, so no test reads another's code. */
export function uniqueMobileNumber(): string {
  return `+614${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

interface TestUserOptions {
  /** The users/{uid} record (its e-mail address is the account's); none when omitted. */
  record?: RecordFields & Pick<UserRecord, 'role'>;
  /** Defaults to true with a record (the server creates records only after verification), else false. */
  emailVerified?: boolean;
  /**
   * Enrol an SMS second factor and sign in with it. Defaults to true for admins (who
   * cannot act as admins without one, decision 022), false for everyone else.
   */
  secondFactor?: boolean;
}

const created = new Set<string>();

/** A real account, signed in, with the record given (what the helpers below have in common). */
async function createUser(options: TestUserOptions = {}): Promise<TestUser> {
  const role = options.record?.role;
  const email = uniqueEmail(role ?? 'newcomer');
  const password = `Test-${randomUUID()}`;
  let account = await signUp(email, password);
  created.add(account.uid);
  const emailVerified = options.emailVerified ?? options.record !== undefined;
  const phoneNumber = (options.secondFactor ?? role === 'admin') ? uniqueMobileNumber() : undefined;
  const adminMobile = role === 'admin' ? (phoneNumber ?? uniqueMobileNumber()) : undefined;
  if (emailVerified || phoneNumber) {
    await adminAuth().updateUser(account.uid, {
      emailVerified,
      ...(phoneNumber ? { multiFactor: { enrolledFactors: [{ uid: `mobile-${account.uid}`, factorId: 'phone', phoneNumber, displayName: 'Mobile' }] } } : {}),
    });
    // A fresh token carries email_verified: true (and, with a phone, the second factor).
    account = await signIn(email, password);
  }
  if (options.record) {
    const stored = record({ ...options.record, email, emailVerified, ...(adminMobile ? { adminMobileHint: mobileHint(adminMobile) } : {}) });
    await userDoc(account.uid).set({ ...stored, ...userListFields(stored), createdAt: FieldValue.serverTimestamp() });
    // The number itself is the server's alone (decision 066).
    if (adminMobile) await adminMobileDoc(account.uid).set({ mobile: adminMobile });
  }
  return { ...account, password, ...(phoneNumber ? { phoneNumber } : {}), ...(adminMobile ? { adminMobile } : {}) };
}

/** An approved practitioner, who may order: a person's prescriber unless `kind` says a veterinarian. */
export function createPrescriber(fields: RecordFields & { kind?: PrescriberKind } = {}): Promise<TestUser> {
  return createPractitioner('approved', fields);
}

/** A practitioner with this status (a record without status when undefined, read as pending). */
export function createPractitioner(
  status: UserStatus | undefined,
  { emailVerified, ...fields }: RecordFields & { kind?: PrescriberKind } = {},
): Promise<TestUser> {
  return createUser({ record: practitionerRecord(status, fields), ...(emailVerified === undefined ? {} : { emailVerified }) });
}

/** An approved admin, signed in with an SMS second factor unless `secondFactor` is false (a password-only admin). */
export function createAdmin({ secondFactor = true }: { secondFactor?: boolean } = {}): Promise<TestUser> {
  return createUser({ record: adminRecord(), secondFactor });
}

/** An account that has signed up but not onboarded: no record, its e-mail unverified unless told. */
export function createNewcomer({ emailVerified = false }: { emailVerified?: boolean } = {}): Promise<TestUser> {
  return createUser({ emailVerified });
}

/**
 * A signed-in staff member of `prescriber` (an active link), named `name`, written as
 * accepting an invitation writes them: for tests about what staff do, not about the
 * invitation (tests/api/staff.test.ts covers that).
 */
export async function createStaffMember(prescriber: Pick<TestUser, 'uid'>, name = 'Nina Patel'): Promise<TestUser> {
  const staff = await createUser({ emailVerified: true });
  await userDoc(staff.uid).set({ ...staffRecord(name, staff.email), createdAt: FieldValue.serverTimestamp() });
  await linkStaff(prescriber, staff, name);
  return staff;
}

/** Links an existing staff member to another prescriber too. */
export async function linkStaff(prescriber: Pick<TestUser, 'uid'>, staff: Pick<TestUser, 'uid' | 'email'>, name = 'Nina Patel'): Promise<void> {
  const now = Timestamp.now();
  await adminDb()
    .collection(STAFF_COLLECTIONS.staffLinks)
    .doc(staffLinkId(prescriber.uid, staff.uid))
    .set({ prescriberId: prescriber.uid, staffUid: staff.uid, staffName: name, staffEmail: staff.email, prescriberName: 'Test Practitioner', status: 'active', createdAt: now, changedAt: now });
}

/** The uid of an account a browser test made through the site's own forms. */
export async function uidOf(email: string): Promise<string> {
  return (await adminAuth().getUserByEmail(email)).uid;
}

/** What an admin (or a hand-edited record) changes on users/{uid}. */
export async function updateUserRecord(email: string, fields: UpdateData<Record<string, unknown>>): Promise<void> {
  await userDoc(await uidOf(email)).update(fields);
}

const registeredInBrowser = new Set<string>();

/** Notes an address the browser registers with, so deleteBrowserRegistrations() removes its account. */
export function rememberBrowserRegistration(email: string): void {
  registeredInBrowser.add(email);
}

/** Deletes the accounts registered in the browser, with everything the server kept about them. */
export async function deleteBrowserRegistrations(): Promise<void> {
  const emails = [...registeredInBrowser];
  registeredInBrowser.clear();
  // The form may have refused the registration: then there is no account.
  const uids = (await Promise.all(emails.map((email) => uidOf(email).catch(() => null)))).filter((uid) => uid !== null);
  await deleteAccounts(uids);
}

/** Removes every account this process created, with everything the server kept about them. */
export async function deleteTestUsers(): Promise<void> {
  const uids = [...created];
  created.clear();
  await deleteAccounts(uids);
}

/** Firestore's `in` filter takes at most 30 values. */
const chunksOf30 = (uids: readonly string[]) => Array.from({ length: Math.ceil(uids.length / 30) }, (_, i) => uids.slice(i * 30, i * 30 + 30));

/** The accounts, their records, registration data, staff links and patients. */
async function deleteAccounts(uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  const db = adminDb();
  await adminAuth().deleteUsers([...uids]);
  const batch = db.batch();
  for (const uid of uids) {
    batch.delete(userDoc(uid));
    batch.delete(adminMobileDoc(uid));
    batch.delete(db.collection(ACCOUNT_COLLECTIONS.pendingRegistrations).doc(uid));
  }
  const linked = new Map<string, DocumentReference>();
  for (const chunk of chunksOf30(uids)) {
    const found = await Promise.all([
      db.collection(ACCOUNT_COLLECTIONS.emailVerifications).where('uid', 'in', chunk).get(),
      db.collection(ACCOUNT_COLLECTIONS.accountMailFailures).where('uid', 'in', chunk).get(),
      db.collection(STAFF_COLLECTIONS.staffLinks).where('prescriberId', 'in', chunk).get(),
      db.collection(STAFF_COLLECTIONS.staffLinks).where('staffUid', 'in', chunk).get(),
    ]);
    for (const doc of found.flatMap((query) => query.docs)) linked.set(doc.ref.path, doc.ref);
  }
  // A link between two test users is found twice: delete it once.
  for (const ref of linked.values()) batch.delete(ref);
  await batch.commit();
  await deletePatientsOf([...uids]);
}
