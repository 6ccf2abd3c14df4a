/**
 * The invoice routes (issue 34 part 5, decision 078; the contract is shared/src/invoices):
 * the order's invoice and its PDF for the order's prescriber, their active staff and
 * admins (anyone else: 404, as for an order that does not exist), and the admin's entry of
 * the prices an order's lines were missing, which issues its invoice. Guards are per
 * route: this router is mounted at the root.
 */
import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  INVOICE_API_PATHS,
  INVOICE_ERROR_CODES,
  INVOICE_MESSAGES,
  InvoicePaymentRequestSchema,
  InvoicePricesRequestSchema,
  invoiceFileName,
  sydneyDateOf,
  withPayment,
  type InvoicePayment,
  type OrderInvoiceReply,
} from '@pharmacy/shared';
import { actorOf } from '../../platform/http/actor.ts';
import { routePath } from '../../platform/http/app.ts';
import { callerOf, isAdmin, requireAdmin } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { aboutOrder, isOrderRequestId, orderNotFound, type OrderRecord } from '../orders/index.ts';
import { isApprovedPrescriber, isApprovedStaff, type StaffAccess } from '../staff/index.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { issueWithPrices } from './invoice-prices.ts';
import type { InvoiceDeps } from './issue-invoice.ts';

export interface InvoiceRouteDeps extends InvoiceDeps {
  staff: Pick<StaffAccess, 'worksFor'>;
  recordAudit(record: AuditRecord): Promise<void>;
}

/** Use after requireCaller: an admin, an approved prescriber or an approved staff member; anyone else is refused before anything is read. */
const requireInvoiceReader: RequestHandler = (_req, res, next) => {
  const caller = callerOf(res);
  if (!isAdmin(caller) && !isApprovedPrescriber(caller) && !isApprovedStaff(caller)) throw new HttpError(403, 'forbidden', 'Only the pharmacy, the prescriber and their staff can see an invoice.');
  next();
};

const invoiceNotFound = () => new HttpError(404, INVOICE_ERROR_CODES.invoiceNotFound, INVOICE_MESSAGES.invoiceNotFound);

export function invoicesRouter(deps: InvoiceRouteDeps, requireCaller: RequestHandler): Router {
  const router = Router();

  /** The order, when the caller may see its invoice: an admin, its prescriber, or their active staff; otherwise "not found". */
  async function orderFor(requestId: unknown, res: Parameters<RequestHandler>[1]): Promise<OrderRecord> {
    if (typeof requestId !== 'string' || !isOrderRequestId(requestId)) throw orderNotFound();
    const caller = callerOf(res);
    const order = await deps.store.orderOf(requestId);
    if (!order) throw orderNotFound();
    const allowed =
      isAdmin(caller) ||
      (isApprovedPrescriber(caller) && order.prescriberId === caller.uid) ||
      (isApprovedStaff(caller) && (await deps.staff.worksFor(caller.uid, order.prescriberId)));
    if (!allowed) throw orderNotFound();
    return order;
  }

  router.get(`${routePath(INVOICE_API_PATHS.invoice)}/:requestId`, requireCaller, requireInvoiceReader, async (req, res) => {
    const order = await orderFor(req.params.requestId, res);
    const invoice = await deps.store.byRequestId(order.requestId);
    const moved = order.status === 'dispatched' || order.status === 'collected';
    const unpricedLines = !invoice && moved ? order.items.flatMap((item, index) => (item.price ? [] : [index + 1])) : [];
    const body: OrderInvoiceReply = { invoice, unpricedLines };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  router.get(`${routePath(INVOICE_API_PATHS.pdf)}/:requestId`, requireCaller, requireInvoiceReader, async (req, res) => {
    const order = await orderFor(req.params.requestId, res);
    const invoice = await deps.store.byRequestId(order.requestId);
    if (!invoice) throw invoiceNotFound();
    const pdf = await invoicePdf(invoice, deps.now());
    await deps.recordAudit({ action: AUDIT_ACTIONS.invoiceDownload, ...actorOf(callerOf(res)), ...aboutOrder(order, { invoice: invoice.number }) });
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(invoiceFileName(invoice))}`,
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(pdf));
  });

  router.post(`${routePath(INVOICE_API_PATHS.prices)}/:requestId`, requireCaller, requireAdmin, async (req, res) => {
    const requestId = req.params.requestId;
    if (typeof requestId !== 'string' || !isOrderRequestId(requestId)) throw orderNotFound();
    const { prices } = parseBody(InvoicePricesRequestSchema, req.body);
    const invoice = await issueWithPrices(requestId, prices, actorOf(callerOf(res)), deps);
    const body: OrderInvoiceReply = { invoice, unpricedLines: [] };
    res.json(body);
  });

  router.post(`${routePath(INVOICE_API_PATHS.payments)}/:requestId`, requireCaller, requireAdmin, async (req, res) => {
    const requestId = req.params.requestId;
    if (typeof requestId !== 'string' || !isOrderRequestId(requestId)) throw orderNotFound();
    const payment = parseBody(InvoicePaymentRequestSchema, req.body);
    const now = deps.now();
    if (payment.on > sydneyDateOf(now)) throw new HttpError(400, 'invalid_request', INVOICE_MESSAGES.paymentDate);
    const caller = callerOf(res);
    const order = await deps.store.orderOf(requestId);
    if (!order) throw orderNotFound();
    const record: InvoicePayment = { paymentId: randomUUID(), ...payment, recordedAt: now.toISOString(), recordedBy: caller.uid };
    const outcome = await deps.store.changeInvoice(
      requestId,
      (invoice) => withPayment(invoice, record),
      (invoice) => ({
        action: payment.kind === 'refund' ? AUDIT_ACTIONS.invoiceRefund : AUDIT_ACTIONS.invoicePayment,
        ...actorOf(caller),
        ...aboutOrder(order, { invoice: invoice.number, amountCents: payment.amountCents, method: payment.method, status: invoice.status }),
      }),
    );
    if (outcome.kind === 'not_found') throw invoiceNotFound();
    if (outcome.kind === 'refused') throw new HttpError(409, outcome.code, outcome.message);
    const body: OrderInvoiceReply = { invoice: outcome.invoice, unpricedLines: [] };
    res.json(body);
  });

  return router;
}
