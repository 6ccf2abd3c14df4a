/**
 * The pharmacy's order queue (spec section 7): the filtered list, an order's detail with
 * its status buttons and actions, the printed worksheet and its sign-off. The overview
 * links to the queue's filtered lists with its own parameter writers (issue 13).
 */
export { OrderQueue } from './components/order-queue.tsx';
export { OrderWorksheet } from './components/order-worksheet.tsx';
export { useOrderWorksheet } from './api/get-order-request.ts';
export { NO_ORDER_FILTERS, orderFiltersParams, type OrderFilters } from './order-filters.ts';
export { readOrdersAhead } from './api/list-order-requests.ts';
