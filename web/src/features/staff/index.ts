/** Clinic staff (decision 044): the prescriber's Staff section, a staff member's "working for" switcher, the invitation page and the admin's list of staff links. */
export { StaffSection } from './components/staff-section.tsx';
export { WorkingFor } from './components/working-for.tsx';
export { AcceptInvitation } from './components/accept-invitation.tsx';
export { ClinicStaff } from './components/clinic-staff.tsx';
