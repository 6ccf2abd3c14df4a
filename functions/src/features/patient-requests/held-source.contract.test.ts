import { describeHeldSourceContract } from './testing/held-source-contract.ts';
import { memoryHeldSource } from './testing/memory-held-source.ts';

// The Firestore source runs the same contract on the emulators: tests/api/store-contracts.test.ts.
describeHeldSourceContract('in memory', async (seed) => memoryHeldSource(seed));
