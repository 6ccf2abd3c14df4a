/** Asking and answering questions on an order through the running stack, and reading the thread the function kept. */
import {
  ORDER_COLLECTIONS,
  ORDER_QUESTION_API_PATHS,
  ORDER_QUESTION_FIELDS,
  ORDER_THREAD_COLLECTION,
  type OrderMessageKind,
} from '@pharmacy/shared';
import { adminDb } from './admin.ts';
import { request, type SiteResponse } from './api.ts';
import type { FileFixture } from './file-fixtures.ts';

/** The multipart form of both POSTs, as the portal sends it. */
export function threadForm(requestId: string, text: string, file?: FileFixture): FormData {
  const form = new FormData();
  form.append(ORDER_QUESTION_FIELDS.requestId, requestId);
  form.append(ORDER_QUESTION_FIELDS.text, text);
  if (file) form.append(ORDER_QUESTION_FIELDS.file, new File([new Uint8Array(file.content)], file.fileName, { type: file.contentType }));
  return form;
}

export const askQuestion = (requestId: string, text: string, idToken: string | undefined, file?: FileFixture): Promise<SiteResponse> =>
  request(ORDER_QUESTION_API_PATHS.ask, { idToken, body: threadForm(requestId, text, file) });

export const answerQuestion = (requestId: string, text: string, idToken: string | undefined, file?: FileFixture): Promise<SiteResponse> =>
  request(ORDER_QUESTION_API_PATHS.answer, { idToken, body: threadForm(requestId, text, file) });

export const threadFile = (requestId: string, messageId: string, idToken: string | undefined): Promise<SiteResponse> =>
  request(`${ORDER_QUESTION_API_PATHS.files}/${requestId}/${messageId}`, { idToken });

const thread = (requestId: string) =>
  adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId).collection(ORDER_THREAD_COLLECTION);

/** The order's thread as stored, oldest first. */
export async function storedThread(requestId: string): Promise<{ id: string; kind: OrderMessageKind; data: Record<string, unknown> }[]> {
  const snapshot = await thread(requestId).orderBy('createdAt').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, kind: doc.get('kind') as OrderMessageKind, data: doc.data() }));
}

/** Removes the threads of these orders (deleteTestOrders removes the orders and their files). */
export async function deleteThreads(requestIds: Iterable<string>): Promise<void> {
  await Promise.all([...requestIds].map((requestId) => adminDb().recursiveDelete(thread(requestId))));
}
