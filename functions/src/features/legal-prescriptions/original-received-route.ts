import type { RequestHandler } from 'express';
import {
  ESCRIPT_ORDER_MESSAGES,
  LEGAL_SCRIPT_ERROR_CODES,
  ORIGINAL_RECEIVED_MESSAGES,
  OriginalReceivedRequestSchema,
  sydneyDateOf,
  type OriginalReceivedResponse,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import type { OriginalReceivedChange, OriginalReceivedOutcome } from './legal-script-record.ts';

/** What the route needs of the orders feature, which mounts it (decision 049). */
export interface OriginalsDeps {
  store: { markOriginalReceived(change: OriginalReceivedChange): Promise<OriginalReceivedOutcome> };
  /** The orders' own check of a request ID's form, so nothing else is read. */
  isOrderRequestId(requestId: string): boolean;
  /** The orders' 404. */
  orderNotFound(): HttpError;
}

const invalidReceivedOn = (message: string) => new HttpError(400, 'invalid_request', message);

/**
 * POST /order-original-received (admins): an item's paper original has arrived. The
 * item moves from original awaited to original received, with the date and the admin,
 * in one transaction with its audit entry (decision 026).
 */
export function originalReceived({ store, isOrderRequestId, orderNotFound }: OriginalsDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { requestId, itemIndex, receivedOn } = parseBody(OriginalReceivedRequestSchema, req.body);
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    if (receivedOn > sydneyDateOf(now())) throw invalidReceivedOn(ORIGINAL_RECEIVED_MESSAGES.receivedInFuture);
    const outcome = await store.markOriginalReceived({ requestId, itemIndex, receivedOn, actor: actorOf(callerOf(res)) });
    switch (outcome.kind) {
      case 'not_found':
        throw orderNotFound();
      case 'invalid_item':
        throw new HttpError(400, LEGAL_SCRIPT_ERROR_CODES.invalidItem, ESCRIPT_ORDER_MESSAGES.invalidItem);
      case 'not_awaited':
        throw new HttpError(409, LEGAL_SCRIPT_ERROR_CODES.notAwaited, ESCRIPT_ORDER_MESSAGES.notAwaited);
      case 'received_before_order':
        throw invalidReceivedOn(ORIGINAL_RECEIVED_MESSAGES.receivedBeforeOrder);
      case 'marked': {
        const body: OriginalReceivedResponse = { success: true, legalScript: outcome.legalScript };
        res.json(body);
      }
    }
  };
}
