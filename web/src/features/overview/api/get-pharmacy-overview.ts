import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_PATHS, PharmacyOverviewSchema, type PharmacyOverview } from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

export const PHARMACY_OVERVIEW_QUERY_KEY = ['pharmacy-overview'] as const;

/** GET /api/pharmacy-overview as the signed-in admin: every figure, counted by the server in one request (decision 031). */
export async function getPharmacyOverview(): Promise<PharmacyOverview> {
  const reply = await reachApi((idToken) => getJson(ADMIN_API_PATHS.pharmacyOverview, idToken));
  return replyBody(reply, PharmacyOverviewSchema);
}

export function usePharmacyOverview() {
  return useQuery({ queryKey: PHARMACY_OVERVIEW_QUERY_KEY, queryFn: getPharmacyOverview });
}
