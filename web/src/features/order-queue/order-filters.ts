/**
 * The orders queue's filters, held in the address (issue 13) so Back, a reload and a
 * pasted link show the same queue. "Load more" depth is not kept: a reload shows the
 * first 50 again (decision 028).
 */
import {
  CLARIFICATION_STATUSES,
  ORDER_BILLING_FILTERS,
  CONSIGNMENT_MESSAGES,
  ORDER_STATUSES,
  isOneOf,
  listParamReader,
  parseCalendarDate,
  writeListParams,
  type ClarificationStatus,
  type OrderBillingFilter,
  type OrderStatus,
  type SearchParams,
} from '@pharmacy/shared';

/** The legal-script filter (decision 026): every order, those waiting for an original, those past its due date. */
export const ORIGINAL_FILTERS = ['all', 'awaited', 'overdue'] as const;
export type OriginalFilter = (typeof ORIGINAL_FILTERS)[number];
export const ORIGINAL_FILTER_LABELS: Record<OriginalFilter, string> = {
  all: 'All',
  awaited: 'Original awaited',
  overdue: 'Overdue',
};

/** The kind filter (decision 052): every order, or only next supplies of an earlier order's item. */
export const SUPPLY_FILTERS = ['all', 'next'] as const;
export type SupplyFilter = (typeof SUPPLY_FILTERS)[number];
export const SUPPLY_FILTER_LABELS: Record<SupplyFilter, string> = { all: 'All', next: 'Next supply' };

/**
 * The dispatch filter (issue 33 part 2): every order, or the Ready orders waiting to go,
 * which the queue then lets the pharmacy choose and dispatch as one consignment.
 */
export const DISPATCH_FILTERS = ['all', 'ready_to_send'] as const;
export type DispatchFilter = (typeof DISPATCH_FILTERS)[number];
export const DISPATCH_FILTER_LABELS: Record<DispatchFilter, string> = { all: 'All', ready_to_send: CONSIGNMENT_MESSAGES.readyToSend };

export interface OrderFilters {
  status: OrderStatus | 'all';
  /** Where the order's questions stand (decision 027). */
  clarification: ClarificationStatus | 'all';
  /** Whether the order waits for a paper original (decision 026). */
  original: OriginalFilter;
  /** Whether to show only next-supply orders. */
  supply: SupplyFilter;
  /** Whether to show only the orders ready to send, to dispatch them. */
  dispatch: DispatchFilter;
  /** Whether to show only orders whose invoice is unpaid, or unpaid past its due date (issue 34 part 6). */
  billing: OrderBillingFilter;
  /** The start of the practitioner's name, e-mail or clinic, or of the request ID (searched by the database). */
  practitioner: string;
  /** Sydney calendar dates (yyyy-mm-dd), both included; '' for open. */
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: OrderFilters = { status: 'all', clarification: 'all', original: 'all', supply: 'all', dispatch: 'all', billing: 'all', practitioner: '', from: '', to: '' };

const PARAMS = { status: 'status', clarification: 'questions', original: 'original', supply: 'supply', dispatch: 'dispatch', billing: 'billing', practitioner: 'q', from: 'from', to: 'to' } as const satisfies Record<keyof OrderFilters, string>;
const isDate = (value: string) => parseCalendarDate(value) !== null;

/** The filters in an address; `ignored` names the parameters that were not understood. */
export function orderFiltersFrom(params: Pick<SearchParams, 'get'>): { filters: OrderFilters; ignored: string[] } {
  const { read, text, ignored } = listParamReader(params);
  const status = read(PARAMS.status, (value) => isOneOf(ORDER_STATUSES, value));
  const clarification = read(PARAMS.clarification, (value) => isOneOf(CLARIFICATION_STATUSES, value));
  const original = read(PARAMS.original, (value) => isOneOf(ORIGINAL_FILTERS, value));
  const supply = read(PARAMS.supply, (value) => isOneOf(SUPPLY_FILTERS, value));
  const dispatch = read(PARAMS.dispatch, (value) => isOneOf(DISPATCH_FILTERS, value));
  const billing = read(PARAMS.billing, (value) => isOneOf(ORDER_BILLING_FILTERS, value));
  return {
    filters: {
      status: status !== null && isOneOf(ORDER_STATUSES, status) ? status : 'all',
      clarification: clarification !== null && isOneOf(CLARIFICATION_STATUSES, clarification) ? clarification : 'all',
      original: original !== null && isOneOf(ORIGINAL_FILTERS, original) ? original : 'all',
      supply: supply !== null && isOneOf(SUPPLY_FILTERS, supply) ? supply : 'all',
      dispatch: dispatch !== null && isOneOf(DISPATCH_FILTERS, dispatch) ? dispatch : 'all',
      billing: billing !== null && isOneOf(ORDER_BILLING_FILTERS, billing) ? billing : 'all',
      practitioner: text(PARAMS.practitioner),
      from: read(PARAMS.from, isDate) ?? '',
      to: read(PARAMS.to, isDate) ?? '',
    },
    ignored,
  };
}

/** The status the list asks the database for: Ready to send is the Ready orders, whatever the Status filter says. */
export const queriedStatus = ({ status, dispatch }: Pick<OrderFilters, 'status' | 'dispatch'>): OrderFilters['status'] => (dispatch === 'ready_to_send' ? 'ready' : status);

/** The address's parameters for the filters, keeping the others (view=orders). */
export function orderFiltersParams(filters: OrderFilters, current: URLSearchParams): URLSearchParams {
  return writeListParams(new URLSearchParams(current), PARAMS, filters, NO_ORDER_FILTERS);
}
