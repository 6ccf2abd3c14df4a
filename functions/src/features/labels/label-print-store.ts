/**
 * How many times each item's label has been printed (decision 058): the first print and
 * every reprint are audited, and which is which is decided with the count in one
 * transaction, so two admins printing at once are print 1 and print 2, never two firsts.
 * labelPrints/{requestId} holds `{ prints: { [itemIndex]: count } }`, server only
 * (firestore.rules deny every browser); the retention purge removes it with its order.
 */
import { LABEL_COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { recordAuditIn, type AuditRecord } from '../../platform/audit/audit-log.ts';

export interface LabelPrintStore {
  /** Counts one more print of the item's label and writes `audit(printNumber)` with it; resolves the print's number (1 for the first). */
  recordPrint(requestId: string, itemIndex: number, audit: (printNumber: number) => AuditRecord): Promise<number>;
}

type StoredPrints = { prints?: Record<string, number> };

export const labelPrintStore: LabelPrintStore = {
  async recordPrint(requestId, itemIndex, audit) {
    const ref = db().collection(LABEL_COLLECTIONS.labelPrints).doc(requestId);
    return db().runTransaction(async (transaction) => {
      const stored = ((await transaction.get(ref)).data() ?? {}) as StoredPrints;
      const printNumber = (stored.prints?.[String(itemIndex)] ?? 0) + 1;
      transaction.set(ref, { prints: { [String(itemIndex)]: printNumber } }, { merge: true });
      recordAuditIn(transaction, audit(printNumber));
      return printNumber;
    });
  },
};
