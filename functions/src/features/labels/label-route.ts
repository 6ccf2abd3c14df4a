/**
 * GET /order-labels/:requestId/:itemIndex (admins): one checked item's dispensing label
 * as a PDF (decision 058). The label is made first, so a refused one is neither counted
 * nor audited; then the print is counted and audited (order.label-print the first time,
 * order.label-reprint after) before the PDF is sent, so no print goes unrecorded.
 */
import type { RequestHandler } from 'express';
import { AUDIT_ACTIONS, labelFileName, type MedicationDatabase } from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { aboutOrder, isOrderRequestId, orderNotFound, type OrderRecord } from '../orders/index.ts';
import { labelContent } from './label-content.ts';
import { LabelRefusal, labelPdf } from './label-pdf.ts';
import type { LabelPrintStore } from './label-print-store.ts';

export interface LabelDeps {
  orders: { get(requestId: string): Promise<OrderRecord | null> };
  /** Today's catalogue (the built-in one when none is stored). */
  readCatalogue: () => Promise<MedicationDatabase>;
  prints: LabelPrintStore;
  now: () => Date;
}

/** Item indexes as the path gives them: 0 to 999, digits only. */
const itemIndexOf = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : -1);

export function orderLabel(deps: LabelDeps): RequestHandler<{ requestId: string; itemIndex: string }> {
  return async (req, res) => {
    const { requestId } = req.params;
    if (!isOrderRequestId(requestId)) throw orderNotFound();
    const order = await deps.orders.get(requestId);
    if (!order) throw orderNotFound();
    const itemIndex = itemIndexOf(req.params.itemIndex);
    const content = labelContent(order, itemIndex, await deps.readCatalogue());
    if (content.kind === 'refused') throw new HttpError(content.status, content.code, content.message);

    const at = deps.now();
    let pdf: Uint8Array;
    try {
      pdf = await labelPdf(content.blocks, { at, title: `Label ${requestId} item ${itemIndex + 1}` });
    } catch (error) {
      if (error instanceof LabelRefusal) throw new HttpError(422, error.code, error.message);
      throw error;
    }

    const caller = callerOf(res);
    await deps.prints.recordPrint(requestId, itemIndex, (printNumber) => ({
      action: printNumber === 1 ? AUDIT_ACTIONS.orderLabelPrint : AUDIT_ACTIONS.orderLabelReprint,
      ...actorOf(caller),
      ...aboutOrder(order, { item: itemIndex + 1, print: printNumber }),
    }));
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(labelFileName(requestId, itemIndex))}`,
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(pdf));
  };
}
