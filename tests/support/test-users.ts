/**
 * Real accounts on the Auth emulator, each with an optional users/{uid} record
 * as the server writes it. Every account made here is removed by deleteTestUsers().
 */
import { randomInt, randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { UserRecordSchema, userListFields, type UserRecord, type UserRole, type UserStatus } from '@pharmacy/shared';
import { adminAuth, adminDb, userDoc } from './admin.ts';
import { signIn, signUp, type SignedInAccount } from './auth-emulator.ts';
import { deletePatientsOf } from './patients.ts';

export interface TestUser extends SignedInAccount {
  password: string;
  /** The mobile number enrolled as a second factor (admins, unless told otherwise). */
  phoneNumber?: string;
  /** An admin's mobile on record (decision 037): the enrolled phone, or the one to enrol. */
  adminMobile?: string;
}

export interface TestUserOptions {
  /** The users/{uid} record; none when omitted (a new account not onboarded yet). */
  record?: {
    role: UserRole;
    status?: UserStatus;
    /** A practitioner's registration; an Ahpra-like number unless given (a veterinarian's: 'NSW-12345', decision 048). */
    practitionerNumber?: string;
  };
  /** Defaults to true with a record (the server creates records only after verification), else false. */
  emailVerified?: boolean;
  /**
   * Enrol an SMS second factor and sign in with it. Defaults to true for admins (who
   * cannot act as admins without one, decision 022), false for everyone else.
   */
  secondFactor?: boolean;
}

/** A mobile number of its own for each test user, so no test reads another's code. */
export function uniqueMobileNumber(): string {
  return `+614${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

const created = new Set<string>();

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

function userRecord(email: string, role: UserRole, status: UserStatus | undefined, emailVerified: boolean, practitionerNumber = 'MED0001234'): UserRecord {
  const record = UserRecordSchema.parse({
    emailVerified,
    firstName: 'Test',
    lastName: role === 'admin' ? 'Admin' : 'Practitioner',
    email,
    role,
    ...(status ? { status } : {}),
    ...(role === 'practitioner'
      ? { practitionerNumber, clinicName: 'Test Clinic', clinicAddress: '1 Test Street, Balmain NSW 2041' }
      : {}),
  });
  // Firestore rejects undefined values: a record without status has no status field at all.
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as UserRecord;
}

export async function createTestUser(options: TestUserOptions = {}): Promise<TestUser> {
  const email = uniqueEmail(options.record?.role ?? 'newcomer');
  const password = `Test-${randomUUID()}`;
  let account = await signUp(email, password);
  created.add(account.uid);
  const emailVerified = options.emailVerified ?? options.record !== undefined;
  const phoneNumber = (options.secondFactor ?? options.record?.role === 'admin') ? uniqueMobileNumber() : undefined;
  const adminMobile = options.record?.role === 'admin' ? (phoneNumber ?? uniqueMobileNumber()) : undefined;
  if (emailVerified || phoneNumber) {
    await adminAuth().updateUser(account.uid, {
      emailVerified,
      ...(phoneNumber ? { multiFactor: { enrolledFactors: [{ uid: `mobile-${account.uid}`, factorId: 'phone', phoneNumber, displayName: 'Mobile' }] } } : {}),
    });
    // A fresh token carries email_verified: true (and, with a phone, the second factor).
    account = await signIn(email, password);
  }
  if (options.record) {
    const record = userRecord(email, options.record.role, options.record.status, emailVerified, options.record.practitionerNumber);
    await userDoc(account.uid).set({
      ...record,
      ...userListFields(record),
      ...(adminMobile ? { adminMobile } : {}),
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  return { ...account, password, ...(phoneNumber ? { phoneNumber } : {}), ...(adminMobile ? { adminMobile } : {}) };
}

/** Removes every account and record this process created, and the accounts' patients. */
export async function deleteTestUsers(): Promise<void> {
  const uids = [...created];
  created.clear();
  if (uids.length === 0) return;
  await adminAuth().deleteUsers(uids);
  const batch = adminDb().batch();
  for (const uid of uids) batch.delete(userDoc(uid));
  await batch.commit();
  await deletePatientsOf(uids);
}
