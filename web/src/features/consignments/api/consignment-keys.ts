/** react-query keys of consignments: a dispatch or a proof of delivery refreshes every one of them. */
export const CONSIGNMENT_QUERY_KEY = ['consignments'] as const;

export const consignmentKeys = {
  all: CONSIGNMENT_QUERY_KEY,
  list: (filter: string) => [...CONSIGNMENT_QUERY_KEY, 'list', filter] as const,
  ofOrder: (requestId: string) => [...CONSIGNMENT_QUERY_KEY, 'order', requestId] as const,
  one: (consignmentId: string) => [...CONSIGNMENT_QUERY_KEY, 'one', consignmentId] as const,
};
