/** Clinic teams (decision 044): the prescriber's Staff section, a staff member's "working for" switcher and the invitation page. */
export { StaffSection } from './components/staff-section.tsx';
export { WorkingFor } from './components/working-for.tsx';
export { AcceptInvitation } from './components/accept-invitation.tsx';
export { ClinicStaff } from './components/clinic-staff.tsx';
export { DraftList, DraftNote, DraftSignPanel, ToSignMarker } from '@/features/order-drafts/components/order-drafts.tsx';
export { draftScripts, saveDraft, useDrafts, type DraftTarget } from '@/features/order-drafts/api/order-drafts.ts';
