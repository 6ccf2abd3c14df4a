/**
 * Quotes in Firestore (decision 080): the re-pricing and the answer each read the order,
 * apply the shared rules (shared/src/quotes) and write the order and its audit entries in
 * one transaction. A declined quote cancels the order with the status move's own rules
 * (orders' moveOrder) and frees the e-script claims it holds, as a cancel from the queue does.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  AUDIT_ACTIONS,
  ORDER_COLLECTIONS,
  QUOTE_DECLINED_REASON,
  answerQuote,
  repriceOrder,
  type QuoteAnswer,
  type QuotePerson,
  type QuoteRefusal,
  type Reprice,
} from '@pharmacy/shared';
import { aboutOrder, movedOrderFields, moveOrder, parseOrder, type Actor, type OrderRecord } from '../orders/index.ts';
import { claimIdsOf, releasesClaims } from '../legal-prescriptions/index.ts';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { pendingMail } from '../../platform/mail/mail-state.ts';

const orders = () => db().collection(ORDER_COLLECTIONS.orderRequests);
const claims = () => db().collection(ORDER_COLLECTIONS.escriptTokenClaims);

export type RepriceResult =
  | { kind: 'not_found' }
  | { kind: 'no_such_item' }
  | { kind: 'refused'; refusal: QuoteRefusal }
  /** The order as it is now; `waits` when the prescriber's answer is needed (its e-mail pending). */
  | { kind: 'repriced'; order: OrderRecord; waits: boolean };

export type AnswerResult =
  | { kind: 'not_found' }
  | { kind: 'refused'; refusal: QuoteRefusal }
  /** The order as it is now: cancelled (its status e-mail pending) when declined. */
  | { kind: 'answered'; order: OrderRecord; cancelled: boolean };

export interface QuoteChangeContext {
  requestId: string;
  by: QuotePerson;
  actor: Actor;
  at: Date;
}

export interface QuoteStore {
  reprice(context: QuoteChangeContext, change: Reprice): Promise<RepriceResult>;
  answer(context: QuoteChangeContext, answer: QuoteAnswer): Promise<AnswerResult>;
}

/** The claims of the order's tokens that this order holds (a claim another order holds is left alone). */
async function claimsHeldBy(transaction: Transaction, order: OrderRecord): Promise<DocumentReference[]> {
  const refs = claimIdsOf(order).map((id) => claims().doc(id));
  if (refs.length === 0) return [];
  const snapshots = await transaction.getAll(...refs);
  return snapshots.flatMap((claim) => (claim.exists && claim.get('requestId') === order.requestId ? [claim.ref] : []));
}

const centsOrNull = (price: { unitCents: number } | null) => (price ? price.unitCents : null);

export const quoteStore: QuoteStore = {
  async reprice({ requestId, by, actor, at }, change) {
    const ref = orders().doc(requestId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'not_found' } as const;
      const current = parseOrder(snapshot.data(), requestId);
      const outcome = repriceOrder(current, change, by, at);
      if (outcome.kind !== 'repriced') return outcome;
      const items = current.items.map((item, index) => ({ ...item, price: outcome.itemPrices[index] ?? null }));
      const mail = outcome.waits ? { ...current.mail, quoteAwaiting: pendingMail() } : current.mail;
      const order: OrderRecord = { ...current, items, quote: outcome.quote, mail, needsMailResend: outcome.waits || current.needsMailResend };
      // updatedAt stays: it counts only status changes (the retention period runs from it, decision 020).
      transaction.update(ref, {
        items,
        quote: outcome.quote,
        ...(outcome.waits ? { 'mail.quoteAwaiting': mail.quoteAwaiting, needsMailResend: true } : {}),
      });
      const last = outcome.quote.changes.at(-1)!;
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.orderReprice,
        ...actor,
        ...aboutOrder(current, {
          itemIndex: last.itemIndex,
          fromUnitCents: centsOrNull(last.from),
          toUnitCents: last.to.unitCents,
          reason: last.reason,
          totalBeforeCents: outcome.quote.totalBeforeCents,
          totalAfterCents: outcome.quote.totalAfterCents,
          quote: outcome.quote.status,
        }),
      });
      return { kind: 'repriced', order, waits: outcome.waits } as const;
    });
  },

  async answer({ requestId, by, actor, at }, answer) {
    const ref = orders().doc(requestId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'not_found' } as const;
      const current = parseOrder(snapshot.data(), requestId);
      const outcome = answerQuote(current, answer, by, at);
      if (outcome.kind === 'refused') return outcome;
      const answerAudit = {
        action: AUDIT_ACTIONS.orderQuoteAnswer,
        ...actor,
        ...aboutOrder(current, { answer, totalBeforeCents: outcome.quote.totalBeforeCents, totalAfterCents: outcome.quote.totalAfterCents }),
      };
      if (!outcome.cancels) {
        transaction.update(ref, { quote: outcome.quote });
        recordAuditIn(transaction, answerAudit);
        return { kind: 'answered', order: { ...current, quote: outcome.quote }, cancelled: false } as const;
      }
      // Declined: the order is cancelled by the status move's own rules, as from the queue.
      const move = moveOrder({ ...current, quote: outcome.quote }, { to: 'cancelled', actor, at });
      if (move.kind !== 'changed') {
        const message = move.kind === 'refused' ? move.refusal.message : 'This order request can no longer be cancelled.';
        return { kind: 'refused', refusal: { code: 'quote_not_awaiting', message } } as const;
      }
      const released = releasesClaims(current, 'cancelled') ? await claimsHeldBy(transaction, current) : [];
      const order: OrderRecord = { ...move.order, cancelledReason: QUOTE_DECLINED_REASON };
      transaction.update(ref, { ...movedOrderFields(order), quote: outcome.quote, cancelledReason: QUOTE_DECLINED_REASON });
      for (const claim of released) transaction.delete(claim);
      recordAuditIn(transaction, answerAudit);
      recordAuditIn(transaction, { ...move.audit, details: { ...move.audit.details, reason: QUOTE_DECLINED_REASON } });
      return { kind: 'answered', order, cancelled: true } as const;
    });
  },
};

