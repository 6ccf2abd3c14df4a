/**
 * The Practitioner Registrations list's filters and sort (spec section 2): how they are
 * written in the address, and the Firestore conditions that apply them (decision 023).
 * One piece of code for the browser, which lists a page at a time, and the server, whose
 * CSV export streams the whole filtered set in the same order (decision 028).
 */
import { isOneOf, listParamReader, writeListParams, type SearchParams } from '../platform/list-params.ts';
import { USER_SEARCH_KEYS, normaliseSearch, prefixRange } from '../platform/list-search.ts';
import { isBackwardsRange, parseCalendarDate, sydneyDayRange } from '../platform/sydney-dates.ts';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '../accounts/index.ts';

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

/** The address's parameter for each filter. */
export const PRACTITIONER_FILTER_PARAMS = {
  search: 'q',
  status: 'status',
  role: 'role',
  registeredFrom: 'from',
  registeredTo: 'to',
  dob: 'dob',
} as const satisfies Record<keyof PractitionerFilters, string>;
const SORT = 'sort';
const DIRECTION = 'dir';

const isDate = (value: string) => parseCalendarDate(value) !== null;

export interface PractitionerListView {
  filters: PractitionerFilters;
  order: SortOrder;
  /** The parameters that were not understood and were ignored. */
  ignored: string[];
}

/** Filters and sort from an address (or an export's query string); anything malformed is named in `ignored`. */
export function practitionerListFrom(params: Pick<SearchParams, 'get'>): PractitionerListView {
  const { read, text, ignored } = listParamReader(params);
  const P = PRACTITIONER_FILTER_PARAMS;
  const status = read(P.status, (value) => isOneOf(USER_STATUSES, value));
  const role = read(P.role, (value) => isOneOf(USER_ROLES, value));
  const filters: PractitionerFilters = {
    search: text(P.search),
    status: status !== null && isOneOf(USER_STATUSES, status) ? status : NO_FILTERS.status,
    role: role !== null && isOneOf(USER_ROLES, role) ? role : NO_FILTERS.role,
    registeredFrom: read(P.registeredFrom, isDate) ?? '',
    registeredTo: read(P.registeredTo, isDate) ?? '',
    dob: read(P.dob, isDate) ?? '',
  };
  const key = read(SORT, (value) => isOneOf(SORT_KEYS, value));
  const direction = read(DIRECTION, (value) => value === 'asc' || value === 'desc');
  const order: SortOrder = {
    key: key !== null && isOneOf(SORT_KEYS, key) ? key : DEFAULT_SORT.key,
    direction: direction === 'asc' || direction === 'desc' ? direction : key ? 'asc' : DEFAULT_SORT.direction,
  };
  return { filters, order, ignored };
}

/** Writes the filters and sort into `params` (defaults left out), replacing what they held. */
export function writePractitionerList<Params extends SearchParams>(params: Params, { filters, order }: Pick<PractitionerListView, 'filters' | 'order'>): Params {
  writeListParams(params, PRACTITIONER_FILTER_PARAMS, filters, NO_FILTERS);
  params.delete(SORT);
  params.delete(DIRECTION);
  if (order.key !== DEFAULT_SORT.key || order.direction !== DEFAULT_SORT.direction) {
    params.set(SORT, order.key);
    params.set(DIRECTION, order.direction);
  }
  return params;
}

/** One Firestore condition, in the terms both SDKs' `where` take. */
export interface ListCondition {
  field: string;
  op: '==' | '>=' | '<';
  value: string | Date;
}

export interface ListQuery {
  conditions: ListCondition[];
  /**
   * When set, a record must also meet every condition of at least one of these groups
   * (Firestore's `or` of `and`s): the search, one prefix range per normalised field.
   */
  anyOf?: ListCondition[][];
  orderBy: { field: string; direction: SortDirection };
  /**
   * The other fields the query compares by range (a search's, the registration dates), in the order Firestore
   * sorts by them after `orderBy` (the same direction, names in code-point order):
   * written out, so that each SDK builds a page's cursor from all of them.
   */
  thenBy?: string[];
}

/** The stored field each sort reads (decision 023): createdAt, or the lower-cased copy the server keeps. */
export function practitionerSortField(key: SortKey): string {
  return key === 'registered' ? 'createdAt' : `listKeys.${key}`;
}

/**
 * The filters and sort as Firestore conditions, run by the database; null when they can
 * match nothing (the list shows practitioners only, so the admin role; a backwards date
 * range). Search is by the start of the full name (so of the given name too), the family
 * name or the e-mail: one prefix range on each of the stored `searchKeys`, any of which
 * may match (decision 070), so each is answered from an index.
 */
export function practitionerListQuery(filters: PractitionerFilters, order: SortOrder): ListQuery | null {
  if (filters.role === 'admin' || isBackwardsRange(filters.registeredFrom, filters.registeredTo)) return null;
  const conditions: ListCondition[] = [{ field: 'role', op: '==', value: 'practitioner' }];
  if (filters.status !== 'all') conditions.push({ field: 'status', op: '==', value: filters.status });
  if (filters.dob !== '') conditions.push({ field: 'listKeys.dob', op: '==', value: filters.dob });
  const { start, end } = sydneyDayRange(filters.registeredFrom, filters.registeredTo);
  if (start !== undefined) conditions.push({ field: 'createdAt', op: '>=', value: new Date(start) });
  if (end !== undefined) conditions.push({ field: 'createdAt', op: '<', value: new Date(end) });
  const orderBy = { field: practitionerSortField(order.key), direction: order.direction };
  const search = normaliseSearch(filters.search);
  const prefix = prefixRange(search);
  const anyOf =
    search === ''
      ? undefined
      : USER_SEARCH_KEYS.map((key): ListCondition[] => [
          { field: `searchKeys.${key}`, op: '>=', value: prefix.start },
          { field: `searchKeys.${key}`, op: '<', value: prefix.end },
        ]);
  const ranged = [...new Set([...conditions, ...(anyOf ?? []).flat()].filter(({ op }) => op !== '==').map(({ field }) => field))];
  const thenBy = ranged.filter((field) => field !== orderBy.field).sort();
  return anyOf ? { conditions, anyOf, orderBy, thenBy } : { conditions, orderBy, thenBy };
}
