import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_SORT, NO_FILTERS, type UserStatus } from '@pharmacy/shared';
import { RECENT_COUNT, newThisWeekFrom, type PractitionerStats } from '../practitioner-stats.ts';
import type { PractitionerRow } from '../practitioner-row.ts';
import { practitionerCountQuery, practitionerPageQuery, practitionersQueryKey } from './list-practitioners.ts';

export interface PractitionerNumbers {
  stats: PractitionerStats;
  recent: PractitionerRow[];
}

/**
 * The five stat cards as count queries (the database counts; nothing is downloaded)
 * and the five newest registrations (issue 13). Each card is the table's own count
 * for a filter ("Pending" is Status: Pending, "New This Week" is Registered From six
 * days ago), and the recent list is the start of the table's first page: the dashboard
 * asks the database once for each, and choosing that filter in the table is answered
 * from the same query.
 */
async function practitionerNumbers(queryClient: QueryClient, now: Date): Promise<PractitionerNumbers> {
  const count = (change: Partial<typeof NO_FILTERS>) => queryClient.fetchQuery(practitionerCountQuery({ ...NO_FILTERS, ...change }));
  const withStatus = (status: UserStatus) => count({ status });
  const [total, pending, approved, rejected, newThisWeek, firstPage] = await Promise.all([
    count({}),
    withStatus('pending'),
    withStatus('approved'),
    withStatus('rejected'),
    count({ registeredFrom: newThisWeekFrom(now) }),
    queryClient.fetchQuery(practitionerPageQuery({ filters: NO_FILTERS, order: DEFAULT_SORT, cursor: null })),
  ]);
  return {
    stats: { total, pending, approved, rejected, newThisWeek },
    recent: firstPage.rows.slice(0, RECENT_COUNT),
  };
}

export function usePractitionerNumbers() {
  const queryClient = useQueryClient();
  // Counted when asked: "this week" moves on with the next reload, not on every render.
  return useQuery({ queryKey: [...practitionersQueryKey, 'numbers'], queryFn: () => practitionerNumbers(queryClient, new Date()) });
}
