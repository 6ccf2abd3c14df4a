/** What other features use of the orders: the addresses of the queue's filtered lists (issue 13). */
export { NO_ORDER_FILTERS, orderFiltersParams, type OrderFilters } from '@/features/order-queue/order-filters.ts';
/** What favourites and protocols use to become cart lines (decision 054): the cart's item, the catalogue's choices, the product's name. */
export { cartRoom, type CartItem } from './cart.ts';
export { amountsOf, formulasOf, productName, strengthsOf } from '@/features/catalogue/medication-choices.ts';
export { useMedicationDatabase } from '@/features/catalogue/api/get-medication-database.ts';
