import type { EnquiryKind, StoredEnquiry } from '@pharmacy/shared';
import type { QueueEntry } from './api/queue-documents.ts';

export const ENQUIRY_STATES = {
  all: 'All',
  unread: 'Unread',
  open: 'Not handled',
  handled: 'Handled',
} as const;
export type EnquiryStateFilter = keyof typeof ENQUIRY_STATES;

export interface EnquiryFilters {
  state: EnquiryStateFilter;
  kind: EnquiryKind | 'all';
  /** An enquiry's ID (the reference in the pharmacy's e-mail); '' for all. */
  reference: string;
}

export const NO_ENQUIRY_FILTERS: EnquiryFilters = { state: 'all', kind: 'all', reference: '' };

const inState: Record<EnquiryStateFilter, (enquiry: StoredEnquiry) => boolean> = {
  all: () => true,
  unread: (enquiry) => enquiry.readAt === null,
  open: (enquiry) => enquiry.handledAt === null,
  handled: (enquiry) => enquiry.handledAt !== null,
};

/**
 * The enquiries the filters let through; unreadable ones only while nothing is filtered, as
 * they cannot be judged. The database filters the list (api/list-enquiries.ts); the rows read
 * are checked again so one marked here leaves the filtered list before it is read again.
 */
export function filterEnquiries(entries: QueueEntry<StoredEnquiry>[], filters: Pick<EnquiryFilters, 'state' | 'kind'>): QueueEntry<StoredEnquiry>[] {
  if (filters.state === 'all' && filters.kind === 'all') return entries;
  return entries.filter(
    ({ value }) => value !== null && inState[filters.state](value) && (filters.kind === 'all' || value.kind === filters.kind),
  );
}
