/** react-query keys of the work queues: a change to one request or enquiry refreshes its list and its detail. */
export const workQueueKeys = {
  orders: ['work-queues', 'orders'] as const,
  enquiries: ['work-queues', 'enquiries'] as const,
};

/** How many of the newest documents one list reads: the queue's working set, not an archive. */
export const QUEUE_LIMIT = 200;
