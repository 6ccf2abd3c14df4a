import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import {
  MY_REQUESTS_PAGE_SIZE,
  MyRequestsPageSchema,
  ORDER_COLLECTIONS,
  OrderRequestSchema,
  matchesMyRequestsFilters,
  myRequestsConditions,
  myRequestsQueryString,
  myRequestsSearch,
  prescriberOrdersPath,
  type MyRequestsFilters,
  type OrderRequest,
} from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { getFirebase } from '@/lib/firebase.ts';
import { parseStoredDocument } from '@/lib/firestore-values.ts';
import { searchPatients } from '@/features/patients/index.ts';

export const ORDER_HISTORY_QUERY_KEY = ['order-history'] as const;

/** As many patients as one search of the requests takes (Firestore's array-contains-any holds 30). */
const PATIENTS_SEARCHED = 30;

/**
 * One page of My Requests and where the next starts: the last document read (the
 * prescriber's own query) or its request ID (the staff route); null on the last page.
 */
export interface OrderHistoryPage {
  orders: OrderRequest[];
  next: unknown;
}

const onePage = (orders: OrderRequest[]): OrderHistoryPage => ({ orders, next: null });

/**
 * One of the practitioner's own requests by its ID: the document itself, one read.
 * The rules refuse a request that is not theirs as they refuse one that does not exist.
 */
async function ownRequest(uid: string, requestId: string): Promise<OrderRequest | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  try {
    const snapshot = await getDoc(doc(db, ORDER_COLLECTIONS.orderRequests, requestId));
    const order = snapshot.exists() ? parseStoredDocument(OrderRequestSchema, snapshot.id, snapshot.data()) : null;
    return order?.prescriberId === uid ? order : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * One page of the practitioner's own requests, newest first, filtered by the database.
 * firestore.rules let a practitioner list only requests whose prescriberId is theirs, so
 * that filter is part of every query; prescriberId with each filter and createdAt has a
 * composite index (firestore.indexes.json, decision 069). A search by request ID reads
 * that one document; a search by patient finds the prescriber's patients as the patient
 * finder does, then their requests through the orders' patientIds.
 */
export async function getOrderHistoryPage(uid: string, filters: MyRequestsFilters, after: unknown): Promise<OrderHistoryPage> {
  const search = myRequestsSearch(filters.q);
  if (search.kind === 'request') {
    const order = await ownRequest(uid, search.requestId);
    return onePage(order && matchesMyRequestsFilters(order, filters) ? [order] : []);
  }
  const patientIds = search.kind === 'patient' ? (await searchPatients(uid, search.term, PATIENTS_SEARCHED)).map((patient) => patient.patientId) : undefined;
  if (patientIds?.length === 0) return onePage([]);
  const [{ collection, getDocs, limit, orderBy, query, startAfter, where }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirebase(),
  ]);
  const constraints: QueryConstraint[] = [
    where('prescriberId', '==', uid),
    ...myRequestsConditions(filters).map(({ field, value }) => where(field, '==', value)),
    ...(patientIds ? [where('patientIds', 'array-contains-any', patientIds)] : []),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after as QueryDocumentSnapshot)] : []),
    limit(MY_REQUESTS_PAGE_SIZE),
  ];
  const snapshot = await getDocs(query(collection(db, ORDER_COLLECTIONS.orderRequests), ...constraints));
  return {
    orders: snapshot.docs.flatMap((doc) => parseStoredDocument(OrderRequestSchema, doc.id, doc.data()) ?? []),
    next: snapshot.size === MY_REQUESTS_PAGE_SIZE ? (snapshot.docs.at(-1) ?? null) : null,
  };
}

/**
 * One page of the requests of the prescriber a staff member works for, through the
 * function, which applies the same filters and records each request shown in the access
 * log (decisions 064, 069); staff read no request from Firestore. A request that cannot be
 * read is left out, as in the prescriber's own list.
 */
export async function getStaffOrderHistoryPage(prescriberId: string, filters: MyRequestsFilters, after: unknown): Promise<OrderHistoryPage> {
  const queryString = myRequestsQueryString(filters, typeof after === 'string' ? after : undefined);
  const path = queryString === '' ? prescriberOrdersPath(prescriberId) : `${prescriberOrdersPath(prescriberId)}?${queryString}`;
  const reply = await reachApi((idToken) => getJson(path, idToken));
  const page = replyBody(reply, MyRequestsPageSchema);
  return {
    orders: page.orders.flatMap((order) => {
      const parsed = OrderRequestSchema.safeParse(order);
      return parsed.success ? [parsed.data] : [];
    }),
    next: page.next,
  };
}

/**
 * My Requests' pages as one query: the list's hook and the dashboard's read ahead
 * (decision 086) share it, so the list finds the first page read ahead under its own key.
 */
export const orderHistoryQueryOptions = (uid: string, filters: MyRequestsFilters, staffView = false) =>
  infiniteQueryOptions({
    queryKey: [...ORDER_HISTORY_QUERY_KEY, uid, staffView, filters],
    queryFn: ({ pageParam }) => (staffView ? getStaffOrderHistoryPage(uid, filters, pageParam) : getOrderHistoryPage(uid, filters, pageParam)),
    initialPageParam: null as unknown,
    getNextPageParam: (last: OrderHistoryPage) => last.next ?? undefined,
  });

/**
 * My Requests a page at a time, newest first (decision 069). `staffView`: a staff member's
 * view of the prescriber's requests (through the function). While new filters are read the
 * last answer stays, so the list does not flicker.
 */
export function useOrderHistory(uid: string, filters: MyRequestsFilters, staffView = false) {
  return useInfiniteQuery({ ...orderHistoryQueryOptions(uid, filters, staffView), placeholderData: keepPreviousData });
}
