import type { ClarificationStatus, OrderStatus } from '@pharmacy/shared';

/** The legal-script filter (decision 026): every order, those waiting for an original, those past its due date. */
export const ORIGINAL_FILTERS = ['all', 'awaited', 'overdue'] as const;
export type OriginalFilter = (typeof ORIGINAL_FILTERS)[number];
export const ORIGINAL_FILTER_LABELS: Record<OriginalFilter, string> = {
  all: 'All',
  awaited: 'Original awaited',
  overdue: 'Overdue',
};

export interface OrderFilters {
  status: OrderStatus | 'all';
  /** Where the order's questions stand (decision 027). */
  clarification: ClarificationStatus | 'all';
  /** Absent counts as all (a view saved before the filter existed). */
  original?: OriginalFilter;
  /** The start of the practitioner's name, e-mail or clinic, or of the request ID (searched by the database). */
  practitioner: string;
  /** Sydney calendar dates (yyyy-mm-dd), both included; '' for open. */
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: OrderFilters = { status: 'all', clarification: 'all', original: 'all', practitioner: '', from: '', to: '' };
