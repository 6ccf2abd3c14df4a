import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API_PATHS, ConsignmentCountsSchema, PharmacyOverviewSchema } from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

export const PHARMACY_OVERVIEW_QUERY_KEY = ['pharmacy-overview'] as const;

/**
 * The overview with its consignment figures (issue 33 part 6). Optional: a function
 * deployed before consignments answers without them, and the overview shows the rest.
 */
export const OverviewReplySchema = PharmacyOverviewSchema.extend({ consignments: ConsignmentCountsSchema.optional() });
export type OverviewReply = z.infer<typeof OverviewReplySchema>;

/** GET /api/pharmacy-overview as the signed-in admin: every figure, counted by the server in one request (decision 031). */
export async function getPharmacyOverview(): Promise<OverviewReply> {
  const reply = await reachApi((idToken) => getJson(ADMIN_API_PATHS.pharmacyOverview, idToken));
  return replyBody(reply, OverviewReplySchema);
}

export function usePharmacyOverview() {
  return useQuery({ queryKey: PHARMACY_OVERVIEW_QUERY_KEY, queryFn: getPharmacyOverview });
}
