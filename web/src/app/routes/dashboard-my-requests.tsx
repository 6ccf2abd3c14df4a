/**
 * My Requests, composed here: the orders' list of requests, with each request's question
 * (features/order-questions), each item's course (features/courses) each dispatched
 * request's delivery (features/consignments) and its invoice (features/invoices). Those use orders, so orders cannot import
 * them (eslint/feature-graph.js); they fill its slots.
 */
import type { ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OrderDelivery } from '@/features/consignments/index.ts';
import { OrderInvoice } from '@/features/invoices/index.ts';
import { PrescriberItemCourse } from '@/features/courses/index.ts';
import { AWAITING_ANSWER_QUERY_KEY, ClarificationBadge, OrderQuestions } from '@/features/order-questions/index.ts';
import { OrderHistory, type OrderHistorySlots } from '@/features/orders/index.ts';
import { QuoteAnswer, QuoteBadge } from '@/features/quotes/index.ts';
import { usePortalSession } from '../layout/portal-session.ts';

const SLOTS: OrderHistorySlots = {
  statusBadge: (order) => (
    <>
      <ClarificationBadge clarification={order.clarification} />
      <QuoteBadge quote={order.quote} />
    </>
  ),
  itemCourse: (order, item, index) => <PrescriberItemCourse order={order} item={item} index={index} />,
  delivery: (order) => (
    <>
      <OrderDelivery order={order} />
      <OrderInvoice order={order} />
    </>
  ),
  questions: (order, onPosted) => <OrderQuestions order={order} side="practitioner" onPosted={onPosted} />,
  quote: (order, onAnswered) => <QuoteOfOrder order={order} onAnswered={onAnswered} />,
};

/** The quote, answered by whoever is signed in if they may (the prescriber, or the staff member who prepared the order). */
function QuoteOfOrder({ onAnswered, ...props }: Omit<ComponentProps<typeof QuoteAnswer>, 'viewerUid'>) {
  const session = usePortalSession();
  const queryClient = useQueryClient();
  // An answered price no longer waits: the dashboard's marker counts it no more.
  const answered = () => Promise.all([onAnswered(), queryClient.invalidateQueries({ queryKey: AWAITING_ANSWER_QUERY_KEY })]);
  return <QuoteAnswer {...props} onAnswered={answered} viewerUid={session.status === 'signed-in' ? session.user.uid : undefined} />;
}

/** The prescriber's requests (or, with staffView, the requests of the prescriber a staff member works for). */
export function MyRequests(props: Omit<ComponentProps<typeof OrderHistory>, 'slots'>) {
  return <OrderHistory {...props} slots={SLOTS} />;
}
