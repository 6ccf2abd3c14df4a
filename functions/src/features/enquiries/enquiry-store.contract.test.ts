import { describeEnquiryStoreContract } from './testing/enquiry-store-contract.ts';
import { memoryEnquiryStore } from './testing/memory-enquiry-store.ts';

// The Firestore adapter runs the same contract on the emulators: tests/api/store-contracts.test.ts.
describeEnquiryStoreContract('in memory', () => memoryEnquiryStore({ enquiries: new Map(), files: new Map() }));
