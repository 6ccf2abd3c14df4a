/** react-query keys of the work queues: a change to one request or enquiry refreshes its list and its detail. */
export const workQueueKeys = {
  orders: ['work-queues', 'orders'] as const,
  enquiries: ['work-queues', 'enquiries'] as const,
};

/** How many documents one read of a queue brings; "Load more" reads the next lot (issue 13: nothing is capped). */
export const QUEUE_PAGE_SIZE = 50;
