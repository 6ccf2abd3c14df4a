/**
 * The practitioner dashboard's first read, started as soon as the session is known
 * (decision 086), beside the dashboard's code, instead of after the code has arrived, the
 * guard has seen the record and the section has mounted. It reads exactly what the open
 * section reads first, with the section's own query options, into the portal's query
 * cache, where the section's hooks find it in flight or answered.
 *
 * Only for an approved prescriber: a staff member's sections read for the prescriber they
 * work for, and an admin's dashboard is not a prescriber's, so neither gets a read ahead
 * (reading the catalogue as "own" for a staff member once left their New order waiting).
 * A read ahead that fails is an error in a cache nobody shows yet: the section's hook
 * reads again as it mounts (react-query retries a failed query on mount).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MyRequestsFilters } from '@pharmacy/shared';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { DASHBOARD_SECTIONS } from '@/lib/dashboard-sections.ts';
import { portalQueryClient } from '@/lib/portal-query.tsx';
import { markCachedReadAhead } from '@/lib/read-ahead.ts';
import { isApprovedPrescriber, type RestoredSession } from '@/features/accounts/index.ts';
import { medicationDatabaseQueryOptions } from '@/features/catalogue/index.ts';
import { favouritesQueryOptions, protocolsQueryOptions } from '@/features/favourites/index.ts';
import { draftsQueryOptions } from '@/features/order-drafts/index.ts';
import { openingFilters, orderHistoryQueryOptions } from '@/features/orders/index.ts';

/** What is read ahead: the open section's first reads, for the signed-in prescriber. */
export type DashboardReadAhead =
  /** The catalogue, the favourites and the protocols: the shortcuts no longer wait for the catalogue. */
  | { section: 'new-order'; uid: string }
  /** The prescriber's drafts. */
  | { section: 'to-sign'; uid: string }
  /** My Requests' first page, with the filters the address opens it with. */
  | { section: 'requests'; uid: string; filters: MyRequestsFilters };

/** Which reads to start for this session at this address; null for none. */
export function dashboardReadAheadFor(session: RestoredSession | null, address: { search: string; hash: string }): DashboardReadAhead | null {
  if (!session || !isApprovedPrescriber(session.record)) return null;
  const section = DASHBOARD_SECTIONS.from(new URLSearchParams(address.search).get(VIEW_PARAM));
  switch (section) {
    case 'new-order':
    case 'to-sign':
      return { section, uid: session.uid };
    case 'requests':
      return { section, uid: session.uid, filters: openingFilters(address.hash) };
    default:
      // Patients, Staff and Account read once something is asked, or little: nothing to win.
      return null;
  }
}

/** Starts the reads; resolves once all have answered or failed (it never rejects). */
export async function startDashboardReads(queryClient: QueryClient, plan: DashboardReadAhead): Promise<void> {
  switch (plan.section) {
    case 'new-order':
      await Promise.all([
        queryClient.prefetchQuery(medicationDatabaseQueryOptions()),
        queryClient.prefetchQuery(favouritesQueryOptions(plan.uid)),
        queryClient.prefetchQuery(protocolsQueryOptions()),
      ]);
      return;
    case 'to-sign': {
      // Drafts are read again on every mount; the answer read ahead counts as fresh once.
      const options = draftsQueryOptions(plan.uid);
      await queryClient.prefetchQuery(options);
      markCachedReadAhead(queryClient, options.queryKey);
      return;
    }
    case 'requests':
      await queryClient.prefetchInfiniteQuery(orderHistoryQueryOptions(plan.uid, plan.filters));
      return;
  }
}

/**
 * Called by /dashboard's portal shell (layout/portal-layout.tsx) with the restored session,
 * which the shell asks for while this module's code is still arriving.
 */
export async function readDashboardAhead(session: RestoredSession | null, address: { search: string; hash: string }): Promise<void> {
  const plan = dashboardReadAheadFor(session, address);
  if (plan) await startDashboardReads(portalQueryClient, plan);
}
