/** The team page's people. */
export { StaffCard } from './components/staff-card.tsx';
export { STAFF } from './staff.ts';
