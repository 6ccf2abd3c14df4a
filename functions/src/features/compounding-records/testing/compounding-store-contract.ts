/**
 * What every CompoundingStore must do, run against the in-memory store (unit tests) and
 * Firestore (tests/api/store-contracts.test.ts, on the emulators).
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../orders/index.ts';
import type { CompoundingStore } from '../compounding-store.ts';
import { recordChecked, recordPrepared } from '../compounding-steps.ts';
import { CHECKER, PREPARER, actorOf, compoundingOrder } from './compounding-fixtures.ts';

/** Whose orders the contract makes, so the emulator run can remove them afterwards. */
export const COMPOUNDING_CONTRACT_PRACTITIONER = 'compounding-store-contract';

export interface CompoundingHarness {
  store: CompoundingStore;
  seed(order: OrderRecord): Promise<void>;
  read(requestId: string): Promise<OrderRecord | null>;
}

const requestId = () => `HC-000101-${Array.from({ length: 4 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join('')}`;
const AT = new Date('2026-03-04T01:00:00.000Z');
const LATER = new Date('2026-03-04T02:00:00.000Z');

export function describeCompoundingStoreContract(name: string, harness: () => CompoundingHarness) {
  describe(`CompoundingStore contract: ${name}`, () => {
    async function seeded() {
      const { store, seed, read } = harness();
      const order = compoundingOrder(requestId(), { prescriberId: COMPOUNDING_CONTRACT_PRACTITIONER });
      await seed(order);
      return { store, read, id: order.requestId, order };
    }

    it('writes the records and the last supply, and nothing else of the order', async () => {
      const { store, read, id, order } = await seeded();
      await store.change(id, (current) => recordPrepared(current, { itemIndex: 1, by: PREPARER, actor: actorOf(PREPARER), at: AT, batchNumber: 'B-7', beyondUseDate: '2026-04-01' }));
      await store.change(id, (current) => recordChecked(current, { itemIndex: 1, by: CHECKER, actor: actorOf(CHECKER), at: LATER, version: 1 }));
      const stored = await read(id);
      expect(stored?.compounding).toEqual([
        null,
        { batchNumber: 'B-7', beyondUseDate: '2026-04-01', preparedBy: PREPARER, preparedAt: AT, version: 1, checkedBy: CHECKER, checkedAt: LATER },
      ]);
      expect(stored?.lastSupplyAt).toEqual(LATER);
      expect(stored?.updatedAt).toEqual(order.updatedAt);
      expect(stored?.status).toBe(order.status);
    });

    it('writes nothing for a refusal, and answers not found for a missing order', async () => {
      const { store, read, id } = await seeded();
      const refused = await store.change(id, (current) => recordChecked(current, { itemIndex: 0, by: CHECKER, actor: actorOf(CHECKER), at: LATER, version: 1 }));
      expect(refused.kind).toBe('refused');
      expect((await read(id))?.compounding).toBeUndefined();
      expect(await store.change(requestId(), () => { throw new Error('not called'); })).toEqual({ kind: 'not_found' });
    });
  });
}
