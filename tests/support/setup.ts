/**
 * Set-up and clean-up several API test files share, each in one place: a practice with
 * its staff member (and a prescriber who is not theirs) beside an admin, and the clean-up
 * after tests that write orders.
 */
import { closeAdmin } from './admin.ts';
import { deleteAuditEntries } from './audit-log.ts';
import { deleteTestOrders } from './orders.ts';
import { createAdmin, createPrescriber, createStaffMember, deleteTestUsers, type TestUser } from './users.ts';

/** An admin, a prescriber with one active staff member, and another prescriber (whose orders the staff member must not see). */
export interface PracticeAndPharmacy {
  admin: TestUser;
  prescriber: TestUser;
  otherPrescriber: TestUser;
  staff: TestUser;
}

export async function createPracticeAndPharmacy(): Promise<PracticeAndPharmacy> {
  const [admin, prescriber, otherPrescriber] = await Promise.all([createAdmin(), createPrescriber(), createPrescriber()]);
  const staff = await createStaffMember(prescriber);
  return { admin, prescriber, otherPrescriber, staff };
}

/** After tests that send orders: their audit entries, orders and users, then the admin SDK's connection. */
export async function deleteOrderTestData(): Promise<void> {
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}
