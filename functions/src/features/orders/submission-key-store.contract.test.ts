import { describeSubmissionKeyStoreContract } from './testing/submission-key-store-contract.ts';
import { memorySubmissionKeyStore } from './testing/memory-submission-key-store.ts';

// The Firestore adapter runs the same contract on the emulators: tests/api/store-contracts.test.ts.
describeSubmissionKeyStoreContract('in memory', () => memorySubmissionKeyStore());
