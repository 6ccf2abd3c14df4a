import { MY_REQUESTS_NO_FILTERS, myRequestsSearch, type MyRequestsFilters } from '@pharmacy/shared';
import { orderAnchor } from '@/lib/dashboard-sections.ts';

/** The request an address's #order-… anchor names (the question marker, a course's links), if any. */
export function requestOfHash(hash: string): string | null {
  const prefix = `#${orderAnchor('')}`;
  if (!hash.startsWith(prefix)) return null;
  const search = myRequestsSearch(decodeURIComponent(hash.slice(prefix.length)));
  return search.kind === 'request' ? search.requestId : null;
}

/**
 * The filters My Requests opens with at an address: the request its anchor names, or none.
 * The list and the dashboard's read ahead (decision 086) both start from these.
 */
export function openingFilters(hash: string): MyRequestsFilters {
  const requestId = requestOfHash(hash);
  return requestId ? { ...MY_REQUESTS_NO_FILTERS, q: requestId } : MY_REQUESTS_NO_FILTERS;
}
