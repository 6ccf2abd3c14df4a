import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSIGNMENT_API_PATHS, CONSIGNMENT_MESSAGES, ConsignmentReplySchema, type AdminConsignment, type ProofOfDeliveryRequest } from '@pharmacy/shared';
import { postJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { CONSIGNMENT_QUERY_KEY } from './consignment-keys.ts';

/** POST /api/consignments/{id}/proof-of-delivery: who signed and when, typed from the returned receipt. */
export async function recordProofOfDelivery({ consignmentId, proof }: { consignmentId: string; proof: ProofOfDeliveryRequest }): Promise<AdminConsignment> {
  const path = `${CONSIGNMENT_API_PATHS.consignments}/${encodeURIComponent(consignmentId)}${CONSIGNMENT_API_PATHS.proofOfDeliverySuffix}`;
  const reply = await reachApi((idToken) => postJson(path, proof, idToken), { prefix: CONSIGNMENT_MESSAGES.proofFailed });
  return replyBody(reply, ConsignmentReplySchema).consignment;
}

export function useRecordProofOfDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordProofOfDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSIGNMENT_QUERY_KEY }),
  });
}
