/**
 * Filtering and sorting of the Practitioner Registrations table (spec section 2).
 * Pure functions over the whole list (thousands of rows), run in the browser on
 * every keystroke and by scripts/bench/admin-dashboard.ts in Node.
 */
import { LOCALE, type UserRole, type UserStatus } from '@pharmacy/shared';
// Relative, not '@/': scripts/bench/admin-dashboard.ts runs this module in Node.
import { parseCalendarDate, sydneyDayRange } from '../../lib/sydney-time.ts';
import { fullName, type PractitionerRow } from './practitioner-row.ts';

export interface PractitionerFilters {
  /** Part of the first name, last name, full name or e-mail, any case. */
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

/** Rows left by every filter, in their original order. */
export function filterPractitioners(rows: readonly PractitionerRow[], filters: PractitionerFilters): PractitionerRow[] {
  const search = filters.search.trim().toLowerCase();
  const { start = -Infinity, end = Infinity } = sydneyDayRange(filters.registeredFrom, filters.registeredTo);
  const datesFiltered = start !== -Infinity || end !== Infinity;
  const dob = parseCalendarDate(filters.dob);

  return rows.filter((row) => {
    if (filters.status !== 'all' && row.status !== filters.status) return false;
    if (filters.role !== 'all' && row.role !== filters.role) return false;
    if (datesFiltered && (typeof row.createdAt !== 'number' || row.createdAt < start || row.createdAt >= end)) {
      return false;
    }
    if (dob && (row.dob?.year !== dob.year || row.dob.month !== dob.month || row.dob.day !== dob.day)) return false;
    return search === '' || matchesSearch(row, search);
  });
}

function matchesSearch(row: PractitionerRow, lowerCaseSearch: string): boolean {
  return [fullName(row), row.email].some((text) => text.toLowerCase().includes(lowerCaseSearch));
}

const collator = new Intl.Collator(LOCALE, { sensitivity: 'base', numeric: true });

/** A row's value for the key; null when it has none. Null sorts last in both directions. */
type SortValue = string | number | null;

function sortValue(row: PractitionerRow, key: SortKey): SortValue {
  switch (key) {
    case 'name':
      return fullName(row) || null;
    case 'dob':
      return row.dob ? row.dob.year * 10_000 + row.dob.month * 100 + row.dob.day : null;
    case 'registered':
      return typeof row.createdAt === 'number' ? row.createdAt : null;
    default:
      return row[key] || null;
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy; rows that compare equal keep their order. */
export function sortPractitioners(rows: readonly PractitionerRow[], order: SortOrder): PractitionerRow[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  // Each row's value is worked out once, not once per comparison.
  const keyed = rows.map((row) => ({ row, value: sortValue(row, order.key) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
    return sign * compareValues(a.value, b.value);
  });
  return keyed.map(({ row }) => row);
}
