/**
 * The filters and sort of the Practitioner Registrations table (spec section 2). What
 * they are, how the address holds them and the conditions that apply them are shared
 * with the server's CSV export (shared/src/practitioners/practitioner-list.ts, decision 028).
 */
import type { SortKey, SortOrder } from '@pharmacy/shared';

export {
  DEFAULT_SORT,
  NO_FILTERS,
  SORT_KEYS,
  type PractitionerFilters,
  type SortDirection,
  type SortKey,
  type SortOrder,
} from '@pharmacy/shared';

/** Clicking the active column again reverses it; a newly chosen column starts ascending. */
export function nextSortOrder(current: SortOrder, key: SortKey): SortOrder {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
