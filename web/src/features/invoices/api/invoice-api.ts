import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVOICE_API_PATHS, OrderInvoiceReplySchema, PayLinkReplySchema, invoiceFileName, invoicePath, invoicePdfPath, type InvoicePaymentRequest, type InvoicePricesRequest, type OrderInvoiceReply } from '@pharmacy/shared';
import { downloadPrivateFile, getJson, postJson, replyBody } from '@/lib/api-reply.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { reachApi } from '@/lib/reach-api.ts';

const INVOICE_QUERY_KEY = ['invoices'] as const;
const ofOrder = (requestId: string) => [...INVOICE_QUERY_KEY, 'order', requestId] as const;
const load = { prefix: 'The invoice could not be loaded: ' };

/** GET /api/order-invoices/{requestId}: the order's invoice, or null and the lines waiting for a price. */
export async function getOrderInvoice(requestId: string): Promise<OrderInvoiceReply> {
  const reply = await reachApi((idToken) => getJson(invoicePath(requestId), idToken), load);
  return replyBody(reply, OrderInvoiceReplySchema);
}

export function useOrderInvoice(requestId: string, enabled = true) {
  return useQuery({ queryKey: ofOrder(requestId), queryFn: () => getOrderInvoice(requestId), enabled });
}

/** The invoice's PDF, fetched as the signed-in user and handed to the browser. */
export async function downloadInvoice(requestId: string, number: string): Promise<void> {
  await reachApi((idToken) => downloadPrivateFile(invoicePdfPath(requestId), idToken, invoiceFileName({ number })));
}

/** POST /api/order-invoice-payments/{requestId} (admin): a payment taken another way, or a refund and its reason. */
export function useRecordPayment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payment: InvoicePaymentRequest) => {
      const reply = await reachApi((idToken) => postJson(`${INVOICE_API_PATHS.payments}/${encodeURIComponent(requestId)}`, payment, idToken), {
        prefix: 'The payment could not be recorded: ',
      });
      return replyBody(reply, OrderInvoiceReplySchema);
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(ofOrder(requestId), reply);
      // The queue's Unpaid and Overdue lists and counts read the order's billing, which the payment changed.
      void queryClient.invalidateQueries({ queryKey: workQueueKeys.orders });
    },
  });
}

/** POST /api/order-invoice-prices/{requestId} (admin): the missing unit prices; the invoice is issued with them. */
export function usePriceInvoice(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prices: InvoicePricesRequest['prices']) => {
      const reply = await reachApi((idToken) => postJson(`${INVOICE_API_PATHS.prices}/${encodeURIComponent(requestId)}`, { prices }, idToken), {
        prefix: 'The prices could not be saved: ',
      });
      return replyBody(reply, OrderInvoiceReplySchema);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ofOrder(requestId) }),
  });
}

/** POST /api/order-invoice-pay-links/{requestId} (admin): e-mails the patient a new pay link; the old one stops working (decision 079). */
export function useResendPayLink(requestId: string) {
  return useMutation({
    mutationFn: async () => {
      const reply = await reachApi((idToken) => postJson(`${INVOICE_API_PATHS.payLinks}/${encodeURIComponent(requestId)}`, {}, idToken), {
        prefix: 'The pay link could not be sent: ',
      });
      return replyBody(reply, PayLinkReplySchema);
    },
  });
}
