/** Test helper: two admins (one who lost their phone) and a practitioner, as users records. */
import type { UserRecord } from '@pharmacy/shared';

export const ADMINS_NOW = new Date('2026-06-01T00:00:00.000Z');

export const ADMIN_USERS = {
  pat: { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved', adminMobile: '+61412000001', adminFactorId: 'factor-pat' },
  sam: { firstName: 'Sam', lastName: 'Admin', email: 'sam@pharmacy.test', role: 'admin', status: 'approved', adminMobile: '+61412000002', adminFactorId: 'factor-sam' },
  alice: { firstName: 'Alice', lastName: 'Nguyen', email: 'alice@clinic.test', role: 'practitioner', status: 'approved' },
} satisfies Record<string, UserRecord & { adminMobile?: string; adminFactorId?: string }>;
