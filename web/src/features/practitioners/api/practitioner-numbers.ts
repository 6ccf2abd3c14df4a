import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_SORT, NO_FILTERS } from '@pharmacy/shared';
import { RECENT_COUNT, statsFromCounters, type PractitionerStats } from '../practitioner-stats.ts';
import type { PractitionerRow } from '../practitioner-row.ts';
import { practitionerViewFrom } from '../practitioner-view.ts';
import { practitionerCountQuery, practitionerCountersQuery, practitionerPageQuery, practitionersQueryKey } from './list-practitioners.ts';

export interface PractitionerNumbers {
  stats: PractitionerStats;
  recent: PractitionerRow[];
}

/**
 * The five stat cards from one counter document the server keeps as practitioners
 * register and change (decision 034: no count query, so nothing scans the users), and
 * the five newest registrations: the start of the table's first page (decision 033),
 * which the table shares.
 */
async function practitionerNumbers(queryClient: QueryClient, now: Date): Promise<PractitionerNumbers> {
  const [counters, firstPage] = await Promise.all([
    queryClient.fetchQuery(practitionerCountersQuery),
    queryClient.fetchQuery(practitionerPageQuery({ filters: NO_FILTERS, order: DEFAULT_SORT, cursor: null })),
  ]);
  return { stats: statsFromCounters(counters, now), recent: firstPage.rows.slice(0, RECENT_COUNT) };
}

const numbersQuery = (queryClient: QueryClient) => ({
  queryKey: [...practitionersQueryKey, 'numbers'],
  // Counted when asked: "this week" moves on with the next reload, not on every render.
  queryFn: () => practitionerNumbers(queryClient, new Date()),
});

export function usePractitionerNumbers() {
  return useQuery(numbersQuery(useQueryClient()));
}

/**
 * What the dashboard's first screen reads, started before it mounts (decision 073): the
 * counter document and the first page behind the stat cards, and the table's page and
 * count for the address (the same queries, so one read between them).
 */
export async function readPractitionersAhead(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const { filters, order, cursor } = practitionerViewFrom(params);
  await Promise.all([
    queryClient.prefetchQuery(numbersQuery(queryClient)),
    queryClient.prefetchQuery(practitionerPageQuery({ filters, order, cursor })),
    queryClient.prefetchQuery(practitionerCountQuery(filters, queryClient)),
  ]);
}
