/** Staff: invited by a prescriber, they work for the prescribers they are linked to (decision 044). */
export { staffRouter, type StaffDeps } from './router.ts';
export { staffStore } from './staff-store.ts';
export { endStaffAccessIfPrescriberLostIt } from './end-staff-access.ts';
/** What order drafts (features/order-drafts) check: who may act for a prescriber (decision 045). */
export { isApprovedPrescriber, isApprovedStaff, notWorkingFor, prescriberOf, requireApprovedPrescriber, requireWorkingFor } from './staff-access.ts';
export type { StaffAccess } from './staff-record.ts';
