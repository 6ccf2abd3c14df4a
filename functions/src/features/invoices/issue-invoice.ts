/**
 * Issuing an order's invoice (decision 078): after a dispatch or pickup, after the admin's
 * move to Dispatched or Collected, after an admin prices the missing lines, and by the
 * retry job for any order still marked `invoiceDue`. Issuing never stops a dispatch: the
 * move's own transaction marks the order `invoiceDue` (orders' movedOrderFields), a
 * failure here is logged, and the scheduled retry issues it later.
 */
import * as logger from 'firebase-functions/logger';
import {
  AUDIT_ACTIONS,
  SITE,
  buildInvoice,
  deliveryChargeOf,
  deliveryFeeOfDispatch,
  type BillingSettings,
  type DeliveryCharge,
  type Invoice,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { aboutOrder, type Actor, type OrderRecord } from '../orders/index.ts';
import type { DispatchOfOrder, InvoiceStore, IssueOutcome } from './invoice-store.ts';
import { retryPayLinks, sendPayLinkAfterIssue, type PayLinkDeps } from './pay-link.ts';

/** The actor of an invoice the portal issues on its own (after a dispatch, or by the retry). */
export const INVOICE_ACTOR: Actor = { actorUid: 'system', actorEmail: 'invoicing' };

export interface InvoiceDeps {
  store: InvoiceStore;
  now: () => Date;
  /** The patient's pay link e-mail after an invoice is issued (decision 079); absent, none is sent. */
  payLinks?: PayLinkDeps;
}

/**
 * The delivery an order's invoice charges: what its consignment used, once, on the
 * consignment's first order; an order moved without a consignment is charged pickup when
 * collected, and its estimated method (post where none) when dispatched.
 */
export function deliveryOfOrder(order: Pick<OrderRecord, 'requestId' | 'status' | 'delivery'>, dispatch: DispatchOfOrder | null, settings: BillingSettings): DeliveryCharge {
  if (dispatch) {
    const charge = deliveryChargeOf(deliveryFeeOfDispatch(dispatch.method, dispatch.signatureRequired), settings);
    return dispatch.firstRequestId === order.requestId ? charge : { ...charge, cents: 0 };
  }
  if (order.status === 'collected') return deliveryChargeOf('pickup', settings);
  return deliveryChargeOf(order.delivery?.method ?? 'post', settings);
}

let tail: Promise<unknown> = Promise.resolve();
/**
 * Runs this instance's issues one after another. Every issue takes the one counter, so
 * two at once in one instance would only contend for it (and retry); across instances the
 * transaction alone keeps the numbers right.
 */
export function serially<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}

const issueAudit = (actor: Actor) => (order: OrderRecord, invoice: Invoice): AuditRecord => ({
  action: AUDIT_ACTIONS.invoiceIssue,
  ...actor,
  ...aboutOrder(order, { invoice: invoice.number, totalCents: invoice.totalCents }),
});

/** Issues the order's invoice now if it can: answers it, or why not. */
export async function issueInvoice(requestId: string, deps: InvoiceDeps, actor: Actor = INVOICE_ACTOR): Promise<IssueOutcome> {
  const settings = await deps.store.billingSettings();
  const at = deps.now();
  const outcome = await serially(() =>
    deps.store.issue({
      requestId,
      build: (order, dispatch) =>
        buildInvoice(order, { delivery: deliveryOfOrder(order, dispatch, settings), settings, tradingName: SITE.productName, consignmentId: order.consignmentId ?? null, at }),
      audit: issueAudit(actor),
    }),
  );
  if (outcome.kind === 'refused') throw new Error(outcome.message);
  // The patient's pay link (decision 079): a mail failure never stops issuing.
  if (outcome.kind === 'issued' && !outcome.alreadyIssued && deps.payLinks) await sendPayLinkAfterIssue(outcome.invoice, INVOICE_ACTOR, deps.payLinks);
  return outcome;
}

/**
 * How long a dispatch or status move waits for its invoices before it answers. Issuing
 * takes numbers one at a time (decision 078), so a burst of dispatches queues on the
 * counter: past this the move answers anyway, the issue carries on, and an order it did
 * not reach stays marked for the retry.
 */
export const ISSUE_WAIT_MS = 5000;

/** After orders moved to Dispatched or Collected: issues each one's invoice, never throwing and waiting at most ISSUE_WAIT_MS. */
export async function issueAfterMove(requestIds: readonly string[], deps: InvoiceDeps, waitMs = ISSUE_WAIT_MS): Promise<void> {
  const issuing = (async () => {
    for (const requestId of requestIds) {
      try {
        await issueInvoice(requestId, deps);
      } catch (error) {
        logger.error('Could not issue an invoice: the retry job will', { requestId, error: errorMessage(error) });
      }
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([issuing, waited]);
  clearTimeout(timer);
}

/** How many orders one run of the retry issues at most. */
export const INVOICE_RETRY_BATCH = 100;

/** The scheduled retry: every order still marked invoiceDue. */
export async function retryDueInvoices(deps: InvoiceDeps): Promise<{ issued: number; unpriced: number; failed: number; payLinks?: { sent: number; failed: number; dropped: number } }> {
  const due = await deps.store.listDue(INVOICE_RETRY_BATCH);
  const counts = { issued: 0, unpriced: 0, failed: 0 };
  for (const requestId of due) {
    try {
      const outcome = await issueInvoice(requestId, deps);
      if (outcome.kind === 'issued') counts.issued += 1;
      if (outcome.kind === 'unpriced') counts.unpriced += 1;
    } catch (error) {
      counts.failed += 1;
      logger.error('Could not issue an invoice on retry', { requestId, error: errorMessage(error) });
    }
  }
  if (due.length > 0) logger.info('Retried due invoices', counts);
  // The pay link e-mails that failed, each with a new token (decision 079).
  if (!deps.payLinks) return counts;
  const payLinks = await retryPayLinks(INVOICE_ACTOR, deps.payLinks);
  if (payLinks.sent + payLinks.failed + payLinks.dropped > 0) logger.info('Retried pay link e-mails', payLinks);
  return { ...counts, payLinks };
}
