/**
 * The prescriber's ordering (spec section 6): the order form and cart, the submit and its
 * submission key, Reorder, and My Requests. What app/ composes and what other features
 * use (eslint/feature-graph.js says which may) is exported here.
 */
export { NewOrder } from './components/new-order.tsx';
export { OrderHistory } from './components/order-history.tsx';
export type { OrderHistorySlots } from './components/order-history-entry.tsx';
export { ORDER_HISTORY_QUERY_KEY, orderHistoryQueryOptions } from './api/get-order-history.ts';
/** What the dashboard reads ahead for My Requests at an address (decision 086). */
export { openingFilters } from './my-requests-address.ts';
export { useOrdering, type Ordering } from './use-ordering.ts';
/** A draft is sent and reopened with the submit's own form and cart (decision 045). */
export { orderRequestForm, type OrderSubmission } from './api/submit-order-request.ts';
/** What favourites, protocols and drafts use to become cart lines (decisions 045, 054). */
export { cartRoom, clampQuantity, type CartItem } from './cart.ts';
