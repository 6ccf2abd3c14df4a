/**
 * Consignments in the web (issue 33 parts 2-6, decision 061): the dispatch dialog the orders
 * queue opens on its Ready to send list, an order's consignment with its proof of delivery,
 * the consignments list and the daily manifest, "where is it" in My Requests (composed in
 * app/), the patient's tracking page, and the list addresses the overview links to.
 */
import { CONSIGNMENT_MESSAGES } from '@pharmacy/shared';

export { DispatchDialog } from './components/dispatch-dialog.tsx';
export { OrderConsignment } from './components/order-consignment.tsx';
export { OrderDelivery } from './components/order-delivery.tsx';
export { ConsignmentList } from './components/consignment-list.tsx';
export { ManifestDownload } from './components/manifest-download.tsx';
export { TrackingPage } from './components/tracking-page.tsx';
export { consignmentFilterParams } from './consignment-filters.ts';
export { dispatchPlan, destinationProblem } from './dispatch-plan.ts';

export const TRACKING_PAGE_TITLE = CONSIGNMENT_MESSAGES.trackingTitle;
