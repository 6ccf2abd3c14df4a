import { useQueryClient } from '@tanstack/react-query';
import type { Payer } from '@pharmacy/shared';
import { orderRequestForm, type OrderSubmission } from '@/features/orders/index.ts';
import { ORDER_DRAFTS_QUERY_KEY, saveDraft, type DraftTarget } from '../api/order-drafts.ts';

/** Who pays on the draft (decision 083): chosen in the cart (staff; its first choice), or fixed by the prescriber's signing panel. */
export type DraftPayer = { initialPayer: Payer } | { payer: Payer };

/** Sends the cart as a draft (the order form's own multipart body); the drafts are read again after. */
export function useDraftSend(target: DraftTarget, label: string, onSaved?: () => void, payer: DraftPayer = { initialPayer: 'patient' }) {
  const queryClient = useQueryClient();
  return {
    label,
    ...payer,
    run: async (submission: OrderSubmission) => {
      const id = await saveDraft(target, orderRequestForm(submission), submission.upload, submission.idempotencyKey);
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: ORDER_DRAFTS_QUERY_KEY });
      return id;
    },
  };
}
