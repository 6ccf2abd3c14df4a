import { describeCompoundingStoreContract } from './testing/compounding-store-contract.ts';
import { emptyCompoundingWorld, memoryCompoundingStore } from './testing/memory-compounding-store.ts';

describeCompoundingStoreContract('memory', () => {
  const world = emptyCompoundingWorld();
  return {
    store: memoryCompoundingStore(world),
    seed: async (order) => void world.orders.set(order.requestId, order),
    read: async (requestId) => world.orders.get(requestId) ?? null,
  };
});
