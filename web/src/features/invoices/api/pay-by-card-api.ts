/**
 * The patient's pay page's calls (decision 079): GET /api/invoice-payments/{token} and POST
 * …/checkout. Without the portal's sign-in or App Check code, as the tracking page: the
 * page is opened from an e-mail by someone who has no account.
 */
import { CheckoutReplySchema, PayPageInvoiceSchema, checkoutApiPath, payApiPath, type PayPageInvoice } from '@pharmacy/shared';
import { parseReplyBody } from '@/lib/api-reply-body.ts';

export type PayPageAnswer = { kind: 'found'; invoice: PayPageInvoice } | { kind: 'not-found' } | { kind: 'failed' };

export async function getPayPage(token: string): Promise<PayPageAnswer> {
  let response: Response;
  try {
    response = await fetch(payApiPath(token), { headers: { Accept: 'application/json' } });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 404) return { kind: 'not-found' };
  if (!response.ok) return { kind: 'failed' };
  const parsed = PayPageInvoiceSchema.safeParse(parseReplyBody(await response.text()));
  return parsed.success ? { kind: 'found', invoice: parsed.data } : { kind: 'failed' };
}

/** Stripe's checkout page for what is owing, or the server's message why not. */
export async function startCheckout(token: string): Promise<{ url: string } | { error: string | null }> {
  let response: Response;
  try {
    response = await fetch(checkoutApiPath(token), { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{}' });
  } catch {
    return { error: null };
  }
  const body = parseReplyBody(await response.text());
  if (response.ok) {
    const parsed = CheckoutReplySchema.safeParse(body);
    return parsed.success ? parsed.data : { error: null };
  }
  const error = (body as { error?: unknown } | null)?.error;
  return { error: typeof error === 'string' ? error : null };
}
