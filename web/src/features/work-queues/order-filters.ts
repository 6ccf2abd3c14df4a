import type { OrderRequest, OrderStatus } from '@pharmacy/shared';
import type { QueueEntry } from './api/queue-documents.ts';

export interface OrderFilters {
  status: OrderStatus | 'all';
  /** Matched against the practitioner's name, e-mail and clinic. */
  practitioner: string;
  /** Sydney calendar dates (yyyy-mm-dd), both included; '' for open. */
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: OrderFilters = { status: 'all', practitioner: '', from: '', to: '' };

/** Lower case with runs of spaces as one, so "jane  CITIZEN" finds Jane Citizen. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');

/** Whether the practitioner search finds this request; an empty search finds every one. */
export function matchesPractitioner(order: OrderRequest, search: string): boolean {
  const wanted = normalise(search);
  if (wanted === '') return true;
  const { firstName, lastName, email, clinicName } = order.practitioner;
  return [`${firstName} ${lastName}`, email, clinicName].some((text) => normalise(text).includes(wanted));
}

/**
 * The part of the filters Firestore cannot apply (it has no text search). An
 * unreadable request is kept while no search is typed, so the admin sees it exists.
 */
export function filterByPractitioner(entries: QueueEntry<OrderRequest>[], search: string): QueueEntry<OrderRequest>[] {
  if (normalise(search) === '') return entries;
  return entries.filter((entry) => entry.value !== null && matchesPractitioner(entry.value, search));
}
