/**
 * POST /order-quotes (admins: re-price a line before compounding) and POST
 * /order-quote-answers (the order's prescriber, or the staff member who prepared it while
 * they still work for the prescriber: accept or decline a higher price). Anyone else's
 * order is answered as not found (decision 080).
 */
import type { RequestHandler } from 'express';
import { QuoteAnswerRequestSchema, RepriceRequestSchema, type QuoteResponse } from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { deliverOrderMail, isOrderRequestId, orderNotFound, signerOf, type OrderMailDeps, type OrderRecord } from '../orders/index.ts';
import { isApprovedPrescriber, isApprovedStaff, type StaffAccess } from '../staff/index.ts';
import type { QuoteStore } from './quote-store.ts';

export interface QuoteDeps {
  store: QuoteStore;
  /** Reads the order the answer is about, to check who may answer. */
  getOrder(requestId: string): Promise<OrderRecord | null>;
  staff: Pick<StaffAccess, 'worksFor'>;
  orderMail: OrderMailDeps;
}

const noSuchItem = () => new HttpError(400, 'quote_no_such_item', 'That order request has no such line.');

function responseOf(order: OrderRecord): QuoteResponse {
  const quote = order.quote!;
  return { success: true, status: quote.status, totalBeforeCents: quote.totalBeforeCents, totalAfterCents: quote.totalAfterCents };
}

export function reprice(deps: QuoteDeps): RequestHandler {
  return async (req, res) => {
    const { requestId, itemIndex, unitPrice, gst, reason } = parseBody(RepriceRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const caller = callerOf(res);
    const result = await deps.store.reprice(
      { requestId, by: signerOf(caller), actor: actorOf(caller), at: deps.orderMail.now() },
      { itemIndex, unitCents: unitPrice, gst, reason },
    );
    if (result.kind === 'not_found') throw orderNotFound();
    if (result.kind === 'no_such_item') throw noSuchItem();
    if (result.kind === 'refused') throw new HttpError(409, result.refusal.code, result.refusal.message);
    // The prescriber hears that an answer is needed: the request ID and a link only. A failure is retried by the mail job.
    if (result.waits) await deliverOrderMail(result.order, ['quoteAwaiting'], deps.orderMail);
    res.json(responseOf(result.order));
  };
}

/** The prescriber of the order, or the staff member who prepared it while they work for the prescriber. */
async function mayAnswer(caller: Caller, order: OrderRecord, deps: QuoteDeps): Promise<boolean> {
  if (isApprovedPrescriber(caller)) return order.prescriberId === caller.uid;
  if (isApprovedStaff(caller)) return order.preparedBy?.uid === caller.uid && (await deps.staff.worksFor(caller.uid, order.prescriberId));
  return false;
}

export function answer(deps: QuoteDeps): RequestHandler {
  return async (req, res) => {
    const caller = callerOf(res);
    if (!isApprovedPrescriber(caller) && !isApprovedStaff(caller)) {
      throw new HttpError(403, 'forbidden', 'Only the prescriber, or the staff member who prepared the order, can answer a new price.');
    }
    const { requestId, answer: given } = parseBody(QuoteAnswerRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const order = await deps.getOrder(requestId);
    if (!order || !(await mayAnswer(caller, order, deps))) throw orderNotFound();
    const result = await deps.store.answer({ requestId, by: signerOf(caller), actor: actorOf(caller), at: deps.orderMail.now() }, given);
    if (result.kind === 'not_found') throw orderNotFound();
    if (result.kind === 'refused') throw new HttpError(409, result.refusal.code, result.refusal.message);
    if (result.cancelled) await deliverOrderMail(result.order, ['statusUpdate'], deps.orderMail);
    res.json(responseOf(result.order));
  };
}
