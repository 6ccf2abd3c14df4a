/**
 * A clinic staff member's work for one prescriber on the dashboard (decisions 044, 045),
 * composed here because its sections come from four features (decision 014): the order
 * drafts (features/order-drafts), the prescriber's requests (orders), and their patients.
 */
import { useSearchParams } from 'react-router';
import { DRAFT_PARAM, ROUTES, WORKING_FOR_PARAM } from '@pharmacy/shared';
import { ViewsNav } from '@/components/ui/views-nav.tsx';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { STAFF_SECTIONS } from '@/lib/dashboard-sections.ts';
import { DraftList, StaffNewOrder } from '@/features/order-drafts/index.ts';
import { PatientDirectory, usePrescriberPatientKind } from '@/features/patients/index.ts';
import { MyRequests } from './dashboard-my-requests.tsx';

/** A staff member's work for one prescriber, in sections held in the address. */
export function StaffWork({ prescriberId }: { prescriberId: string }) {
  const [params] = useSearchParams();
  const patientKind = usePrescriberPatientKind();
  const section = STAFF_SECTIONS.from(params.get(VIEW_PARAM));
  const keep = { [WORKING_FOR_PARAM]: prescriberId };
  const openHref = (draftId: string) => `${ROUTES.dashboard}?${new URLSearchParams({ [VIEW_PARAM]: 'new-order', [DRAFT_PARAM]: draftId, ...keep }).toString()}`;
  return (
    <>
      <ViewsNav label="Staff dashboard sections" pathname={ROUTES.dashboard} views={STAFF_SECTIONS} current={section} keep={keep} />
      {section === 'new-order' && <StaffNewOrder prescriberId={prescriberId} patientKind={patientKind} />}
      {section === 'drafts' && <DraftList prescriberId={prescriberId} side="staff" openHref={openHref} />}
      {section === 'requests' && <MyRequests uid={prescriberId} onReorder={undefined} staffView />}
      {section === 'patients' && <PatientDirectory uid={prescriberId} actingFor={prescriberId} />}
    </>
  );
}
