/**
 * Set-up and clean-up several API test files share, each in one place: a practice with
 * its staff member (and a prescriber who is not theirs) beside an admin, and the clean-up
 * after tests that write orders or issue invoices.
 */
import { closeAdmin } from './admin.ts';
import { deleteAuditEntries } from './audit-log.ts';
import { deleteTestConsignments } from './consignments.ts';
import { deleteTestInvoices } from './invoices.ts';
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

/** After tests that issue invoices: the invoices and the consignments that issued them, then what deleteOrderTestData removes. */
export async function deleteInvoiceTestData(): Promise<void> {
  await deleteTestInvoices();
  await deleteTestConsignments();
  await deleteOrderTestData();
}
