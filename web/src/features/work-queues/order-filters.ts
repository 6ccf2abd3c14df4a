import type { OrderStatus } from '@pharmacy/shared';

export interface OrderFilters {
  status: OrderStatus | 'all';
  /** The start of the practitioner's name, e-mail or clinic, or of the request ID (searched by the database). */
  practitioner: string;
  /** Sydney calendar dates (yyyy-mm-dd), both included; '' for open. */
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: OrderFilters = { status: 'all', practitioner: '', from: '', to: '' };
