/**
 * The filters and sort of the Practitioner Registrations table (spec section 2). The
 * database applies them (api/list-practitioners.ts, decision 023).
 */
import type { UserRole, UserStatus } from '@pharmacy/shared';

export interface PractitionerFilters {
  /** The start of the first name, last name, full name or e-mail, any case. */
  search: string;
  status: 'all' | UserStatus;
  role: 'all' | UserRole;
  /** Sydney calendar dates (YYYY-MM-DD), both inclusive; '' for no bound. */
  registeredFrom: string;
  registeredTo: string;
  /** YYYY-MM-DD; '' for any. */
  dob: string;
}

export const NO_FILTERS: PractitionerFilters = {
  search: '',
  status: 'all',
  role: 'all',
  registeredFrom: '',
  registeredTo: '',
  dob: '',
};

export const SORT_KEYS = ['name', 'email', 'practitionerNumber', 'clinicName', 'clinicAddress', 'dob', 'registered'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

/** Newest registrations first: the ones waiting for a decision. */
export const DEFAULT_SORT: SortOrder = { key: 'registered', direction: 'desc' };

/** Clicking the active column again reverses it; a newly chosen column starts ascending. */
export function nextSortOrder(current: SortOrder, key: SortKey): SortOrder {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
