import { describeOrderStoreContract } from './testing/order-store-contract.ts';
import { emptyOrderStoreContents, memoryOrderStore } from './testing/memory-order-store.ts';

// The Firestore adapter runs the same contract on the emulators: tests/api/store-contracts.test.ts.
describeOrderStoreContract('in memory', () => memoryOrderStore(emptyOrderStoreContents()), {
  honoursWritePreconditions: true,
});
