/** The admin's practitioners: registrations, approvals and the list (decisions 009, 019). */
export { PractitionersOverview } from './components/practitioners-overview.tsx';
export { readPractitionersAhead } from './api/practitioner-numbers.ts';
