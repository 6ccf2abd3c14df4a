import type { RequestHandler } from 'express';
import { AUDIT_ACTIONS } from '@pharmacy/shared';
import { isOrderRequestId } from './order-request-id.ts';
import { aboutOrder } from './order-status.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { sendPrivateFile } from '../../platform/http/send-private-file.ts';
import type { OrderDeps } from './deps.ts';
import { orderNotFound } from './order-status-route.ts';

export const NO_SCRIPT = 'That item of the order request has no uploaded script.';

/**
 * GET /order-scripts/:requestId/:itemIndex (admins): one item's script, as a
 * download. Recorded before it is sent, so no download goes unrecorded; the entry
 * names the order and the item, never the file (its name may say what it is for).
 */
export function orderScript(deps: OrderDeps): RequestHandler<{ requestId: string; itemIndex: string }> {
  return async (req, res) => {
    const { requestId, itemIndex } = req.params;
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const order = await deps.store.get(requestId);
    if (!order) throw orderNotFound();
    const index = /^\d{1,3}$/.test(itemIndex) ? Number(itemIndex) : -1;
    const script = order.items[index]?.script;
    if (!script) throw new HttpError(404, 'no_script', NO_SCRIPT);

    await deps.recordAudit({
      action: AUDIT_ACTIONS.orderScriptDownload,
      ...actorOf(callerOf(res)),
      ...aboutOrder(order, { itemIndex: index, contentType: script.contentType, size: script.size }),
    });
    await sendPrivateFile(res, {
      content: deps.store.openScript(script.storagePath),
      contentType: script.contentType,
      size: script.size,
      fileName: script.fileName,
    });
  };
}
