import { useQueryClient } from '@tanstack/react-query';
import { orderRequestForm, type OrderSubmission } from '@/features/orders/index.ts';
import { ORDER_DRAFTS_QUERY_KEY, saveDraft, type DraftTarget } from '../api/order-drafts.ts';

/** Sends the cart as a draft (the order form's own multipart body); the drafts are read again after. */
export function useDraftSend(target: DraftTarget, label: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return {
    label,
    run: async (submission: OrderSubmission) => {
      const id = await saveDraft(target, orderRequestForm(submission), submission.upload, submission.idempotencyKey);
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: ORDER_DRAFTS_QUERY_KEY });
      return id;
    },
  };
}
