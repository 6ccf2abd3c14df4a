/**
 * A clinic staff member linked to a prescriber (decision 044), written straight to the
 * emulators as accepting an invitation writes them: for tests about what staff do, not
 * about the invitation (tests/api/clinic-teams.test.ts covers that).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { CLINIC_TEAM_COLLECTIONS, ORDER_DRAFT_COLLECTION, ORDER_DRAFT_SCRIPTS_FOLDER, STAFF_ROLE, staffLinkId } from '@pharmacy/shared';
import { adminDb, userDoc } from './admin.ts';
import { deleteStoredFile, storedFileNames } from './enquiries.ts';
import { createTestUser, type TestUser } from './test-users.ts';

/** A signed-in staff member of `prescriber` (an active link), named `name`. */
export async function createStaffMember(prescriber: Pick<TestUser, 'uid'>, name = 'Nina Patel'): Promise<TestUser> {
  const staff = await createTestUser({ emailVerified: true });
  await userDoc(staff.uid).set({ firstName: name, lastName: '', email: staff.email, role: STAFF_ROLE, status: 'approved', emailVerified: true, createdAt: FieldValue.serverTimestamp() });
  await linkStaff(prescriber, staff, name);
  return staff;
}

/** Links an existing staff member to another prescriber too. */
export async function linkStaff(prescriber: Pick<TestUser, 'uid'>, staff: Pick<TestUser, 'uid' | 'email'>, name = 'Nina Patel'): Promise<void> {
  const now = Timestamp.now();
  await adminDb()
    .collection(CLINIC_TEAM_COLLECTIONS.staffLinks)
    .doc(staffLinkId(prescriber.uid, staff.uid))
    .set({ prescriberId: prescriber.uid, staffUid: staff.uid, staffName: name, staffEmail: staff.email, prescriberName: 'Test Practitioner', status: 'active', createdAt: now, changedAt: now });
}

/** Removes the links, drafts and draft files of these prescribers. */
export async function deleteStaffData(prescriberUids: readonly string[]): Promise<void> {
  if (prescriberUids.length === 0) return;
  const [links, drafts] = await Promise.all([
    adminDb().collection(CLINIC_TEAM_COLLECTIONS.staffLinks).where('prescriberId', 'in', prescriberUids).get(),
    adminDb().collection(ORDER_DRAFT_COLLECTION).where('prescriberId', 'in', prescriberUids).get(),
  ]);
  for (const draft of drafts.docs) {
    for (const name of await storedFileNames(`${ORDER_DRAFT_SCRIPTS_FOLDER}/${draft.id}/`)) await deleteStoredFile(name);
  }
  await Promise.all([...links.docs, ...drafts.docs].map((doc) => doc.ref.delete()));
}
