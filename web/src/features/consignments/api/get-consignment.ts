import { useQuery } from '@tanstack/react-query';
import {
  CONSIGNMENT_API_PATHS,
  CONSIGNMENT_MESSAGES,
  ConsignmentListSchema,
  ConsignmentReplySchema,
  OrderConsignmentReplySchema,
  type AdminConsignment,
  type ConsignmentFilter,
  type PrescriberConsignment,
} from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { consignmentKeys } from './consignment-keys.ts';

const load = { prefix: CONSIGNMENT_MESSAGES.loadFailed };

/** GET /api/order-consignments/{requestId}: one order's consignment as its prescriber, their staff or an admin sees it; null before dispatch. */
export async function getOrderConsignment(requestId: string): Promise<PrescriberConsignment | null> {
  const reply = await reachApi((idToken) => getJson(`${CONSIGNMENT_API_PATHS.orderConsignment}/${encodeURIComponent(requestId)}`, idToken), load);
  return replyBody(reply, OrderConsignmentReplySchema).consignment;
}

export function useOrderConsignment(requestId: string, enabled = true) {
  return useQuery({ queryKey: consignmentKeys.ofOrder(requestId), queryFn: () => getOrderConsignment(requestId), enabled });
}

/** GET /api/consignments/{id} (admin): everything but the patient's token. */
export async function getConsignment(consignmentId: string): Promise<AdminConsignment> {
  const reply = await reachApi((idToken) => getJson(`${CONSIGNMENT_API_PATHS.consignments}/${encodeURIComponent(consignmentId)}`, idToken), load);
  return replyBody(reply, ConsignmentReplySchema).consignment;
}

/** The admin's view of an order's consignment: found through the order, then read whole. */
export function useAdminOrderConsignment(requestId: string) {
  const ofOrder = useOrderConsignment(requestId);
  const consignmentId = ofOrder.data?.consignmentId;
  const whole = useQuery({
    queryKey: consignmentKeys.one(consignmentId ?? ''),
    queryFn: () => getConsignment(consignmentId ?? ''),
    enabled: consignmentId !== undefined,
  });
  return { ofOrder, whole };
}

/** GET /api/consignments?filter= (admin): newest dispatched first. */
export async function listConsignments(filter: ConsignmentFilter): Promise<AdminConsignment[]> {
  const reply = await reachApi((idToken) => getJson(`${CONSIGNMENT_API_PATHS.consignments}?filter=${encodeURIComponent(filter)}`, idToken), load);
  return replyBody(reply, ConsignmentListSchema).consignments;
}

export function useConsignments(filter: ConsignmentFilter) {
  return useQuery({ queryKey: consignmentKeys.list(filter), queryFn: () => listConsignments(filter) });
}
