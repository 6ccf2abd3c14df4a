import { Link } from 'react-router';
import { ROUTES, type UserRecord } from '@pharmacy/shared';
import { AccountMenu } from '@/components/ui/account-menu.tsx';
import { isAdmin } from '@/features/auth/access.ts';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import type { SessionUser } from '@/features/auth/api/watch-auth-session.ts';

interface SignedIn {
  user: SessionUser;
  record: UserRecord;
}

/** /dashboard's account menu (spec section 2): the name on the button; role, clinic, number, address. */
export function PractitionerAccountMenu({ user, record }: SignedIn) {
  const fullName = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return (
    <AccountMenu
      name={fullName || user.email || 'Account'}
      details={[
        { label: 'Role', value: record.role },
        { label: 'Clinic', value: record.clinicName ?? '' },
        { label: 'Practitioner number', value: record.practitionerNumber ?? '' },
        { label: 'Address', value: record.clinicAddress ?? '' },
      ]}
    >
      {isAdmin(record) && (
        <Link to={ROUTES.admin} className="button button--secondary">
          Switch to Admin View
        </Link>
      )}
      <LogoutButton />
    </AccountMenu>
  );
}

/** /admin's account menu (spec section 2): the e-mail on the button, the role, the switch and Logout. */
export function AdminAccountMenu({ user, record }: SignedIn) {
  return (
    <AccountMenu name={user.email ?? record.email} details={[{ label: 'Role', value: record.role }]}>
      <Link to={ROUTES.dashboard} className="button button--secondary">
        Switch to Practitioner View
      </Link>
      <LogoutButton />
    </AccountMenu>
  );
}
