/**
 * Where each figure of the overview leads: the list it counts, addressed with the lists'
 * own parameter writers (decision 031), so a link opens exactly the filter a person
 * would have set by hand.
 */
import { ROUTES } from '@pharmacy/shared';
import { adminViewSearch } from '@/lib/admin-views.ts';
import { NO_ENQUIRY_FILTERS, enquiryFiltersParams, type EnquiryFilters } from '@/features/enquiries/index.ts';
import { NO_ORDER_FILTERS, orderFiltersParams, type OrderFilters } from '@/features/order-queue/index.ts';
import { consignmentFilterParams } from '@/features/consignments/index.ts';
import type { ConsignmentFilter } from '@pharmacy/shared';

/** The orders queue with these filters (the others left open). */
export function ordersAddress(filters: Partial<OrderFilters>): string {
  const params = orderFiltersParams({ ...NO_ORDER_FILTERS, ...filters }, new URLSearchParams(adminViewSearch('orders')));
  return `${ROUTES.admin}?${params.toString()}`;
}

/** The orders received on the Sydney days `from` to `to`. */
export const receivedAddress = ({ from, to }: { from: string; to: string }) => ordersAddress({ from, to });

/** The enquiries inbox with these filters. */
export function enquiriesAddress(filters: Partial<EnquiryFilters>): string {
  const params = enquiryFiltersParams({ ...NO_ENQUIRY_FILTERS, ...filters }, new URLSearchParams(adminViewSearch('enquiries')));
  return `${ROUTES.admin}?${params.toString()}`;
}

/** The consignments list with this filter (decision 061). */
export function consignmentsAddress(filter: ConsignmentFilter): string {
  const params = consignmentFilterParams(filter, new URLSearchParams(adminViewSearch('consignments')));
  return `${ROUTES.admin}?${params.toString()}`;
}
