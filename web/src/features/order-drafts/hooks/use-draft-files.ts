import { useQuery } from '@tanstack/react-query';
import type { OrderDraft } from '@pharmacy/shared';
import { draftScripts } from '../api/order-drafts.ts';

/** A draft's script copies, fetched to be sent again with it. */
export function useDraftFiles(draft: OrderDraft) {
  return useQuery({ queryKey: ['order-draft-scripts', draft.draftId, draft.updatedAt], queryFn: () => draftScripts(draft), staleTime: Infinity });
}
