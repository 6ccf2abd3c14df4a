import { Link } from 'react-router';
import { ROUTES, type UserRecord } from '@pharmacy/shared';
import { AccountMenu } from '@/components/ui/account-menu.tsx';
import { accountName, isAdmin, LogoutButton, practitionerAccountDetails, type SessionUser } from '@/features/accounts/index.ts';

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
