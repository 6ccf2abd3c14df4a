/** Test helper: two admins (one who lost their phone) and a practitioner, as users records, and the admins' mobiles on record. */
import type { UserRecord } from '@pharmacy/shared';

export const ADMINS_NOW = new Date('2026-06-01T00:00:00.000Z');

export const ADMIN_USERS = {
  pat: { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved', adminMobileHint: '04•• ••• 001', adminFactorId: 'factor-pat' },
  sam: { firstName: 'Sam', lastName: 'Admin', email: 'sam@pharmacy.test', role: 'admin', status: 'approved', adminMobileHint: '04•• ••• 002', adminFactorId: 'factor-sam' },
  alice: { firstName: 'Alice', lastName: 'Nguyen', email: 'alice@clinic.test', role: 'practitioner', status: 'approved' },
} satisfies Record<string, UserRecord>;

/** adminMobiles/{uid}: the admins' mobiles on record. */
export const ADMIN_MOBILES = { pat: '+61412000001', sam: '+61412000002' };
