/** The record of compounding's store in memory, for the unit tests (the contract keeps it honest). */
import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { OrderRecord } from '../../orders/index.ts';
import type { CompoundingStore } from '../compounding-store.ts';

export interface CompoundingWorld {
  orders: Map<string, OrderRecord>;
  audit: AuditRecord[];
}

export const emptyCompoundingWorld = (): CompoundingWorld => ({ orders: new Map(), audit: [] });

export function memoryCompoundingStore(world: CompoundingWorld): CompoundingStore {
  return {
    async change(requestId, decide) {
      const order = world.orders.get(requestId);
      if (!order) return { kind: 'not_found' };
      // A copy, as a transaction reads a snapshot: the decision cannot change the stored order.
      const step = decide(structuredClone(order));
      if (step.kind !== 'changed') return step;
      world.orders.set(requestId, { ...order, compounding: step.compounding, ...(step.lastSupplyAt ? { lastSupplyAt: step.lastSupplyAt } : {}) });
      world.audit.push(step.audit);
      return step;
    },
  };
}
