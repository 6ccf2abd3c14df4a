import { Link } from 'react-router';
import { ROUTES, type UserRecord } from '@pharmacy/shared';
import { AccountMenu } from '@/components/ui/account-menu.tsx';
import { isAdmin } from '@/features/accounts/access.ts';
import { accountName, practitionerAccountDetails } from '@/features/accounts/account-details.ts';
import { LogoutButton } from '@/features/accounts/components/logout-button.tsx';
import type { SessionUser } from '@/features/accounts/api/watch-auth-session.ts';

interface SignedIn {
  user: SessionUser;
  record: UserRecord;
}

/** /dashboard's account menu (spec section 2): the name on the button; role, clinic, number, address. */
export function PractitionerAccountMenu({ user, record }: SignedIn) {
  return (
    <AccountMenu name={accountName(user, record)} details={practitionerAccountDetails(record)}>
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
