import type { ClarificationStatus, OrderStatus } from '@pharmacy/shared';

export interface OrderFilters {
  status: OrderStatus | 'all';
  /** Where the order's questions stand (decision 027). */
  clarification: ClarificationStatus | 'all';
  /** The start of the practitioner's name, e-mail or clinic, or of the request ID (searched by the database). */
  practitioner: string;
  /** Sydney calendar dates (yyyy-mm-dd), both included; '' for open. */
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: OrderFilters = { status: 'all', clarification: 'all', practitioner: '', from: '', to: '' };
