import { useQuery } from '@tanstack/react-query';
import { ENQUIRY_COLLECTIONS, StoredEnquirySchema, type StoredEnquiry } from '@pharmacy/shared';
import { getFirebase } from '@/lib/firebase.ts';
import { QUEUE_LIMIT, workQueueKeys } from './query-keys.ts';
import { toQueueEntry, type QueueEntry } from './queue-documents.ts';

/**
 * The newest enquiries and script uploads (firestore.rules: admins list enquiries).
 * The inbox's filters run in the browser: they are few, and Firestore would need an
 * index for each combination.
 */
async function listEnquiries(): Promise<QueueEntry<StoredEnquiry>[]> {
  const [{ collection, getDocs, limit, orderBy, query }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const snapshot = await getDocs(
    query(collection(db, ENQUIRY_COLLECTIONS.enquiries), orderBy('createdAt', 'desc'), limit(QUEUE_LIMIT)),
  );
  return snapshot.docs.map((doc) => toQueueEntry(StoredEnquirySchema, doc.id, doc.data()));
}

export function useEnquiries() {
  return useQuery({ queryKey: [...workQueueKeys.enquiries, 'list'], queryFn: listEnquiries });
}

/** One enquiry, read again by id so it stays open when a change takes it out of the filtered list. */
async function getEnquiry(enquiryId: string): Promise<QueueEntry<StoredEnquiry> | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const snapshot = await getDoc(doc(db, ENQUIRY_COLLECTIONS.enquiries, enquiryId));
  return snapshot.exists() ? toQueueEntry(StoredEnquirySchema, snapshot.id, snapshot.data()) : null;
}

export function useEnquiry(initial: QueueEntry<StoredEnquiry>) {
  return useQuery({
    queryKey: [...workQueueKeys.enquiries, 'one', initial.id],
    queryFn: () => getEnquiry(initial.id),
    initialData: initial,
  });
}
