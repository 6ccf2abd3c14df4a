import type { UserRecord } from '@pharmacy/shared';
import type { AccountDetail } from '@/components/ui/account-menu.tsx';
import type { SessionUser } from './api/watch-auth-session.ts';

/** The name the account goes by: the full name, else the e-mail. */
export function accountName(user: SessionUser, record: UserRecord | null): string {
  const fullName = [record?.firstName, record?.lastName].filter(Boolean).join(' ');
  return fullName || user.email || 'Account';
}

/**
 * The practitioner's details as the spec's account menu lists them (spec section 2: role,
 * clinic, practitioner number, address); the dashboard's Account section shows the same rows.
 */
export function practitionerAccountDetails(record: UserRecord | null): AccountDetail[] {
  return [
    { label: 'Role', value: record?.role ?? '' },
    { label: 'Clinic', value: record?.clinicName ?? '' },
    { label: 'Practitioner number', value: record?.practitionerNumber ?? '' },
    { label: 'Address', value: record?.clinicAddress ?? '' },
  ];
}
