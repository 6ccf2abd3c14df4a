/** What other features use of the work queues: the addresses of their filtered lists (issue 13). */
export { NO_ENQUIRY_FILTERS, enquiryFiltersParams, type EnquiryFilters } from './enquiry-filters.ts';
export { NO_ORDER_FILTERS, orderFiltersParams, type OrderFilters } from './order-filters.ts';
