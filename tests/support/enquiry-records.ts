/**
 * What an enquiry or script upload leaves on the emulators (its enquiries/{id}
 * document, its file in Storage, its e-mail to the pharmacy), and the reset of the
 * per-client rate limit, which every test from 127.0.0.1 shares.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { ENQUIRY_COLLECTIONS, type OutboxMessage } from '@pharmacy/shared';
import { adminDb } from './admin.ts';
import { PHARMACY_EMAIL, storedFile } from './enquiries.ts';
import { outboxMessages } from './outbox.ts';

export { PHARMACY_EMAIL, resetRateLimits } from './enquiries.ts';

export interface StoredEnquiry {
  id: string;
  data: DocumentData;
}

/** The enquiries stored for a sender's (unique) e-mail address. */
export async function enquiriesFrom(email: string): Promise<StoredEnquiry[]> {
  const snapshot = await adminDb().collection(ENQUIRY_COLLECTIONS.enquiries).where('email', '==', email).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/** The pharmacy's copy of a sender's submission, if it has been sent yet. */
export async function pharmacyMailAbout(senderEmail: string): Promise<OutboxMessage | undefined> {
  return (await outboxMessages(PHARMACY_EMAIL)).find((message) => message.text.includes(senderEmail));
}

export async function storedFileExists(storagePath: string): Promise<boolean> {
  return (await storedFile(storagePath)) !== null;
}
