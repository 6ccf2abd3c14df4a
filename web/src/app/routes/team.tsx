import { SITE } from '@pharmacy/shared';
import { PageSection } from '@/components/ui/page-section.tsx';
import { STAFF, StaffCard } from '@/features/team/index.ts';

export function TeamRoute() {
  return (
    <PageSection
      heading="Meet Our Expert Team"
      lead={`The pharmacists and staff who prepare, check and deliver every compounded medicine from our ${SITE.address.suburb} pharmacy.`}
    >
      <ul className="staff-grid">
        {STAFF.map((member) => (
          <li key={member.name}>
            <StaffCard member={member} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
