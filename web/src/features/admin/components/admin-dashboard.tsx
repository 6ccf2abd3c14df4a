import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_MESSAGES, ROUTES, type UserRecord } from '@pharmacy/shared';
import { AccountMenu } from '@/components/ui/account-menu.tsx';
import { AuditLogView } from '@/features/audit-log/components/audit-log-view.tsx';
import { LogoutButton } from '@/features/auth/components/logout-button.tsx';
import { EnquiryInbox } from '@/features/work-queues/components/enquiry-inbox.tsx';
import { OrderQueue } from '@/features/work-queues/components/order-queue.tsx';
import { VIEW_PARAM, adminViewFrom, type AdminView } from '../admin-views.ts';
import { AdminViewsNav } from './admin-views-nav.tsx';
import { PractitionersOverview } from './practitioners-overview.tsx';

const VIEWS: Record<AdminView, ComponentType> = {
  overview: PractitionersOverview,
  orders: OrderQueue,
  enquiries: EnquiryInbox,
  'audit-log': AuditLogView,
};

interface AdminDashboardProps {
  email: string;
  record: UserRecord;
}

/** Everything under the Admin Dashboard heading, for a signed-in admin (spec section 2). */
export function AdminDashboard({ email, record }: AdminDashboardProps) {
  const [searchParams] = useSearchParams();
  const view = adminViewFrom(searchParams.get(VIEW_PARAM));
  const View = VIEWS[view];
  return (
    <>
      <div className="toolbar portal-bar">
        <p className="admin-welcome">
          Welcome, <strong>{record.firstName || 'admin'}</strong> <span className="admin-welcome__role">({record.role})</span>.{' '}
          {ADMIN_MESSAGES.welcomeText}
        </p>
        <AccountMenu name={email} details={[{ label: 'Role', value: record.role }]}>
          <Link to={ROUTES.dashboard} className="button button--secondary">
            Switch to Practitioner View
          </Link>
          <LogoutButton />
        </AccountMenu>
      </div>
      <AdminViewsNav current={view} />
      <View />
    </>
  );
}
