/**
 * The overview's money this month (issue 34 part 8, decision 082), summed by Firestore
 * over the invoices issued on the month's Sydney days: two aggregation queries (sum()),
 * each billed as one read per 1,000 invoices it covers, and no invoice downloaded. The
 * invoices themselves are the record, so the figures can never drift from them as a
 * counter kept beside them could.
 */
import { AggregateField } from 'firebase-admin/firestore';
import { INVOICE_COLLECTIONS, type OverviewMoney } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';

/** The sums the figures are made of: over every invoice of the month, and over those still Unpaid. */
export interface MoneySums {
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  unpaidTotalCents: number;
  unpaidPaidCents: number;
}

/** Sums over invoices issued on the Sydney days `from`..`to` (YYYY-MM-DD, both included). */
export type MoneyCounter = (from: string, to: string) => Promise<MoneySums>;

/** The figures from the sums: paid is net of refunds; outstanding is what the unpaid invoices still owe. */
export function moneyFigures(from: string, to: string, sums: MoneySums): OverviewMoney {
  const nonNegative = (cents: number) => Math.max(0, cents);
  return {
    from,
    to,
    invoicedCents: nonNegative(sums.totalCents),
    paidCents: nonNegative(sums.paidCents - sums.refundedCents),
    outstandingCents: nonNegative(sums.unpaidTotalCents - sums.unpaidPaidCents),
  };
}

const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

export const firestoreMoneyCounter: MoneyCounter = async (from, to) => {
  // issuedOn is the Sydney date as YYYY-MM-DD: text order is date order.
  const month = db().collection(INVOICE_COLLECTIONS.invoices).where('issuedOn', '>=', from).where('issuedOn', '<=', to);
  const [all, unpaid] = await Promise.all([
    month.aggregate({ total: AggregateField.sum('totalCents'), paid: AggregateField.sum('paidCents'), refunded: AggregateField.sum('refundedCents') }).get(),
    // Index (status, issuedOn) in firestore.indexes.json.
    month.where('status', '==', 'unpaid').aggregate({ total: AggregateField.sum('totalCents'), paid: AggregateField.sum('paidCents') }).get(),
  ]);
  return {
    totalCents: cents(all.data().total),
    paidCents: cents(all.data().paid),
    refundedCents: cents(all.data().refunded),
    unpaidTotalCents: cents(unpaid.data().total),
    unpaidPaidCents: cents(unpaid.data().paid),
  };
};
