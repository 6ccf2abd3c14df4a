/**
 * Order drafts (decision 045): a staff member prepares an order and sends it for signing;
 * the prescriber opens it under "To sign", may change it, sends it back with a note, or
 * signs it. Drafts are checked and sent with the orders' own form and cart.
 */
export { StaffNewOrder } from './components/staff-new-order.tsx';
export { ToSignSection } from './components/to-sign-section.tsx';
export { DraftList, ToSignMarker } from './components/order-drafts.tsx';
/** What To sign reads first, for the dashboard to read ahead (decision 086). */
export { draftsQueryOptions } from './api/order-drafts.ts';
