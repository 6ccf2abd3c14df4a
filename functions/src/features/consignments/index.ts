/** Consignments (issue 33, decisions 059 and 060): dispatch, tracking, proof of delivery and "where is it". */
export { consignmentsRouter } from './router.ts';
export { devConsignmentsRouter } from './dev-consignments-router.ts';
export { consignmentStore } from './consignment-store.ts';
export { runTracking, sendReceiptReminder } from './consignments.ts';
export type { ConsignmentDeps } from './deps.ts';
/** What the overview (features/overview) counts with. */
export type { ConsignmentStore } from './consignment-record.ts';
