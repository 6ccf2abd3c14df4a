import { ENQUIRY_SUBJECTS, isOneOf, listParamReader, writeListParams, type EnquiryKind, type SearchParams, type StoredEnquiry } from '@pharmacy/shared';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';

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

/** The inbox's filters in the address (issue 13); "Load more" depth is not kept (decision 028). */
const PARAMS = { state: 'show', kind: 'kind', reference: 'ref' } as const satisfies Record<keyof EnquiryFilters, string>;
const STATES = Object.keys(ENQUIRY_STATES) as EnquiryStateFilter[];
const KINDS = Object.keys(ENQUIRY_SUBJECTS) as EnquiryKind[];

/** The filters in an address; `ignored` names the parameters that were not understood. */
export function enquiryFiltersFrom(params: Pick<SearchParams, 'get'>): { filters: EnquiryFilters; ignored: string[] } {
  const { read, text, ignored } = listParamReader(params);
  const state = read(PARAMS.state, (value) => isOneOf(STATES, value));
  const kind = read(PARAMS.kind, (value) => isOneOf(KINDS, value));
  return {
    filters: {
      state: state !== null && isOneOf(STATES, state) ? state : 'all',
      kind: kind !== null && isOneOf(KINDS, kind) ? kind : 'all',
      reference: text(PARAMS.reference),
    },
    ignored,
  };
}

/** The address's parameters for the filters, keeping the others (view=enquiries). */
export function enquiryFiltersParams(filters: EnquiryFilters, current: URLSearchParams): URLSearchParams {
  return writeListParams(new URLSearchParams(current), PARAMS, filters, NO_ENQUIRY_FILTERS);
}

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
