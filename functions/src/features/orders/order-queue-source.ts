/**
 * The admin's orders queue read from Firestore for GET /api/order-requests (decision 063):
 * one page of the filtered queue, newest first, and its count, both run by the database
 * (decision 023's stored search fields and indexes, unchanged).
 */
import type { Query } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { z } from 'zod';
import { ORDER_COLLECTIONS, orderRequestSchema, type OrderListCondition } from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { db } from '../../platform/firebase.ts';
import { storedDate } from '../../platform/mail/stored-mail-state.ts';
import { parseStored } from '../../platform/stored-document.ts';

/**
 * An order as the queue shows it: the browser's OrderRequestSchema over the stored
 * document (its Timestamps as Dates, sent as ISO text), so the queue reads what it read
 * from Firestore before, and the server's e-mail bookkeeping is left out.
 */
const QueueOrderSchema = orderRequestSchema(storedDate);
export type QueueOrder = z.output<typeof QueueOrderSchema>;

/** One row of a page: the order, or null when the stored document does not match its schema (shown as unreadable). */
export interface QueueRow {
  id: string;
  order: QueueOrder | null;
}

export interface OrderQueueSource {
  /** Up to `size` orders after the one with ID `after`, newest first; 'cursor_gone' when that order no longer exists. */
  page(conditions: OrderListCondition[], after: string | undefined, size: number): Promise<QueueRow[] | 'cursor_gone'>;
  count(conditions: OrderListCondition[]): Promise<number>;
}

function filtered(conditions: OrderListCondition[]): Query {
  let query: Query = db().collection(ORDER_COLLECTIONS.orderRequests);
  for (const { field, op, value } of conditions) query = query.where(field, op, value);
  return query;
}

function rowOf(id: string, data: unknown): QueueRow {
  try {
    return { id, order: parseStored(QueueOrderSchema, data, `${ORDER_COLLECTIONS.orderRequests}/${id}`) };
  } catch (error) {
    logger.error('An order request in the queue does not match its schema', { orderRequestId: id, error: errorMessage(error) });
    return { id, order: null };
  }
}

export const firestoreOrderQueue: OrderQueueSource = {
  async page(conditions, after, size) {
    let query = filtered(conditions).orderBy('createdAt', 'desc');
    if (after !== undefined) {
      const cursor = await db().collection(ORDER_COLLECTIONS.orderRequests).doc(after).get();
      if (!cursor.exists) return 'cursor_gone';
      query = query.startAfter(cursor);
    }
    const snapshot = await query.limit(size).get();
    return snapshot.docs.map((doc) => rowOf(doc.id, doc.data()));
  },
  async count(conditions) {
    return (await filtered(conditions).count().get()).data().count;
  },
};
