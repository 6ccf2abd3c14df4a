import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_PATHS, PharmacyOverviewSchema, type PharmacyOverview } from '@pharmacy/shared';
import { getJson, replyBody, replyError } from '@/lib/api-reply.ts';
import { currentIdToken } from '@/lib/current-id-token.ts';

export const PHARMACY_OVERVIEW_QUERY_KEY = ['pharmacy-overview'] as const;

/** GET /api/pharmacy-overview as the signed-in admin: every figure, counted by the server in one request (decision 031). */
export async function getPharmacyOverview(): Promise<PharmacyOverview> {
  const reply = await getJson(ADMIN_API_PATHS.pharmacyOverview, await currentIdToken());
  if (!reply.ok) throw new Error(replyError(reply) ?? `The server answered with status ${reply.status}.`);
  return replyBody(reply, PharmacyOverviewSchema);
}

export function usePharmacyOverview() {
  return useQuery({ queryKey: PHARMACY_OVERVIEW_QUERY_KEY, queryFn: getPharmacyOverview });
}
