/**
 * The consignments list's filter, held in the address like the other lists' (issue 13), so
 * the overview's figures link to exactly the list they count (decision 031).
 */
import { CONSIGNMENT_FILTERS, isOneOf, listParamReader, writeListParams, type ConsignmentFilter, type SearchParams } from '@pharmacy/shared';

export const DEFAULT_CONSIGNMENT_FILTER: ConsignmentFilter = 'open';
const PARAMS = { filter: 'filter' } as const;

export function consignmentFilterFrom(params: Pick<SearchParams, 'get'>): { filter: ConsignmentFilter; ignored: string[] } {
  const { read, ignored } = listParamReader(params);
  const filter = read(PARAMS.filter, (value) => isOneOf(CONSIGNMENT_FILTERS, value));
  return { filter: filter !== null && isOneOf(CONSIGNMENT_FILTERS, filter) ? filter : DEFAULT_CONSIGNMENT_FILTER, ignored };
}

/** The address's parameters for the filter, keeping the others (view=consignments). */
export function consignmentFilterParams(filter: ConsignmentFilter, current: URLSearchParams): URLSearchParams {
  return writeListParams(new URLSearchParams(current), PARAMS, { filter }, { filter: DEFAULT_CONSIGNMENT_FILTER });
}
