/** The record of compounding in Firestore: on its order, orderRequests/{requestId}, written by this Admin SDK code only. */
import { ORDER_COLLECTIONS } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { OrderRecordSchema } from '../orders/index.ts';
import type { CompoundingStore } from './compounding-store.ts';

export const compoundingStore: CompoundingStore = {
  async change(requestId, decide) {
    const ref = db().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'not_found' } as const;
      const step = decide(parseStored(OrderRecordSchema, snapshot.data(), ref.path));
      if (step.kind !== 'changed') return step;
      transaction.update(ref, { compounding: step.compounding, ...(step.lastSupplyAt ? { lastSupplyAt: step.lastSupplyAt } : {}) });
      recordAuditIn(transaction, step.audit);
      return step;
    });
  },
};
