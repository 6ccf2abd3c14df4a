/** The course calls (decisions 052 and 053): a supply, the next supply, the due reminders, a patient's course. */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COURSE_API_PATHS,
  CoursePageSchema,
  NextSupplyResponseSchema,
  ORDER_IDEMPOTENCY_HEADER,
  SupplyResponseSchema,
  type CourseRemindersRequest,
  type NextSupplyRequest,
  type SupplyRequest,
} from '@pharmacy/shared';
import { getJson, postJson, replyBody } from '@/lib/api-reply.ts';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { reachApi } from '@/lib/reach-api.ts';
import { ORDER_HISTORY_QUERY_KEY } from '@/features/orders/index.ts';

export const COURSE_FAILED = {
  supply: 'Could not record the supply: ',
  nextSupply: 'Could not ask for the next supply: ',
  reminders: 'Could not change the reminders: ',
  course: 'Could not load the course: ',
} as const;

const COURSE_QUERY_KEY = ['patient-course'];

/**
 * Admins: the supply of the order's item; rejects with the server's reason (already supplied, no
 * repeats left, too early). `key` is the button's Idempotency-Key: a double click, or a retry, is
 * answered with the one supply (decision 065).
 */
export function useRecordSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, ...supply }: SupplyRequest & { key: string }) =>
      replyBody(
        await reachApi((idToken) => postJson(COURSE_API_PATHS.supplies, supply, idToken, { [ORDER_IDEMPOTENCY_HEADER]: key }), { prefix: COURSE_FAILED.supply }),
        SupplyResponseSchema,
      ),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: workQueueKeys.orders }), queryClient.invalidateQueries({ queryKey: COURSE_QUERY_KEY })]),
  });
}

/** The order's prescriber: the next supply, a new order request; rejects with the server's reason (and the date it may be from). */
export function useAskNextSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ask: NextSupplyRequest) =>
      replyBody(await reachApi((idToken) => postJson(COURSE_API_PATHS.nextSupply, ask, idToken), { prefix: COURSE_FAILED.nextSupply }), NextSupplyResponseSchema),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: COURSE_QUERY_KEY })]),
  });
}

export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CourseRemindersRequest) => {
      await reachApi((idToken) => postJson(COURSE_API_PATHS.reminders, change, idToken), { prefix: COURSE_FAILED.reminders });
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: COURSE_QUERY_KEY })]),
  });
}

/** A patient's course, a page at a time, newest first (paged on the server). */
export function usePatientCourse(patientId: string) {
  return useInfiniteQuery({
    queryKey: [...COURSE_QUERY_KEY, patientId],
    queryFn: async ({ pageParam }) => {
      const query = pageParam ? `?after=${encodeURIComponent(pageParam)}` : '';
      const reply = await reachApi((idToken) => getJson(`${COURSE_API_PATHS.course}/${encodeURIComponent(patientId)}${query}`, idToken), { prefix: COURSE_FAILED.course });
      return replyBody(reply, CoursePageSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}
