/** What other features use of the orders: the addresses of the queue's filtered lists (issue 13). */
export { NO_ORDER_FILTERS, orderFiltersParams, type OrderFilters } from './order-filters.ts';
