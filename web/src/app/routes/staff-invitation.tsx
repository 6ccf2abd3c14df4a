import { useSearchParams } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { AcceptInvitation } from '@/features/staff/index.ts';

/** Opened from the link in a staff invitation: /staff-invitation?token=... (decision 044). */
export function StaffInvitationRoute() {
  const [params] = useSearchParams();
  return (
    <PageSection heading="Join your clinic's team">
      <AcceptInvitation token={params.get('token')} />
    </PageSection>
  );
}
