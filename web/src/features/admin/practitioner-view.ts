/**
 * What Practitioner Registrations shows, held in the address (issue 13): filters, sort
 * and the page's cursor, so Back, a reload and a pasted link show the same list. Anything
 * in the address that is not understood is dropped with a note, never a blank screen.
 */
import { USER_ROLES, USER_STATUSES, isDocumentId } from '@pharmacy/shared';
import { parseCalendarDate } from '@/lib/sydney-time.ts';
import { DEFAULT_SORT, NO_FILTERS, SORT_KEYS, type PractitionerFilters, type SortOrder } from './practitioner-filters.ts';

/** The page starts after (Next) or ends before (Previous) this record. */
export interface PageCursor {
  direction: 'after' | 'before';
  id: string;
}

export interface PractitionerView {
  filters: PractitionerFilters;
  order: SortOrder;
  cursor: PageCursor | null;
  /** 1-based, for "Showing 51–100"; 1 without a cursor. */
  page: number;
  /** The address's parameters that were not understood and were ignored. */
  ignored: string[];
}

const PARAMS = {
  search: 'q',
  status: 'status',
  role: 'role',
  registeredFrom: 'from',
  registeredTo: 'to',
  dob: 'dob',
} as const satisfies Record<keyof PractitionerFilters, string>;
const SORT = 'sort';
const DIRECTION = 'dir';
const AFTER = 'after';
const BEFORE = 'before';
const PAGE = 'page';
/** Every parameter this list owns; the others (e.g. view=) are left as they are. */
const OWN = [...Object.values(PARAMS), SORT, DIRECTION, AFTER, BEFORE, PAGE];

const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);
const isDate = (value: string) => parseCalendarDate(value) !== null;

export function practitionerViewFrom(params: URLSearchParams): PractitionerView {
  const ignored: string[] = [];
  const read = (name: string, valid: (value: string) => boolean): string | null => {
    const value = params.get(name);
    if (value === null || value === '') return null;
    if (valid(value)) return value;
    ignored.push(name);
    return null;
  };
  const status = read(PARAMS.status, (value) => oneOf(USER_STATUSES, value));
  const role = read(PARAMS.role, (value) => oneOf(USER_ROLES, value));
  const filters: PractitionerFilters = {
    search: (params.get(PARAMS.search) ?? '').slice(0, 200),
    status: status && oneOf(USER_STATUSES, status) ? status : NO_FILTERS.status,
    role: role && oneOf(USER_ROLES, role) ? role : NO_FILTERS.role,
    registeredFrom: read(PARAMS.registeredFrom, isDate) ?? '',
    registeredTo: read(PARAMS.registeredTo, isDate) ?? '',
    dob: read(PARAMS.dob, isDate) ?? '',
  };
  const key = read(SORT, (value) => oneOf(SORT_KEYS, value));
  const direction = read(DIRECTION, (value) => value === 'asc' || value === 'desc');
  const order: SortOrder = {
    key: key && oneOf(SORT_KEYS, key) ? key : DEFAULT_SORT.key,
    direction: direction === 'asc' || direction === 'desc' ? direction : key ? 'asc' : DEFAULT_SORT.direction,
  };
  const after = read(AFTER, isDocumentId);
  const before = read(BEFORE, isDocumentId);
  const cursor: PageCursor | null = after ? { direction: 'after', id: after } : before ? { direction: 'before', id: before } : null;
  const pageText = read(PAGE, (value) => /^[1-9]\d{0,6}$/.test(value));
  const page = cursor && pageText ? Number(pageText) : 1;
  return { filters, order, cursor, page, ignored };
}

/** The address's parameters for a view, keeping those of other parts of the dashboard. */
export function practitionerViewParams(view: Omit<PractitionerView, 'ignored'>, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of OWN) params.delete(name);
  for (const [field, name] of Object.entries(PARAMS) as [keyof PractitionerFilters, string][]) {
    if (view.filters[field] !== NO_FILTERS[field]) params.set(name, view.filters[field]);
  }
  if (view.order.key !== DEFAULT_SORT.key || view.order.direction !== DEFAULT_SORT.direction) {
    params.set(SORT, view.order.key);
    params.set(DIRECTION, view.order.direction);
  }
  if (view.cursor) {
    params.set(view.cursor.direction === 'after' ? AFTER : BEFORE, view.cursor.id);
    params.set(PAGE, String(view.page));
  }
  return params;
}

/** What the note above the list says when the address held something not understood. */
export function ignoredNote(ignored: readonly string[]): string {
  return `Part of this page's address was not understood (${ignored.join(', ')}) and was ignored: the list shows the first page without it.`;
}
