/**
 * The stored fields of an order's time to ready (decision 031), made in one place like
 * the list fields (decision 023): by the function when an admin moves an order to
 * ready, and by the backfill and the bench seed for orders stored before. With them the
 * database answers "the median time to ready over 30 days" with counts and one or two
 * documents, never by downloading the orders.
 */
export interface OrderReadyFields {
  /** When the order was made ready: the median's 30 days are a range over it. */
  readyAt: Date;
  /** Whole minutes from received (createdAt) to ready. */
  minutesToReady: number;
}

const MINUTE_MS = 60_000;

/**
 * The fields for an order received at `createdAt` with this status history, or null
 * while it has never been ready. An order is made ready at most once
 * (ORDER_STATUS_TRANSITIONS); should the history hold two, the latest counts.
 */
export function orderReadyFields(createdAt: Date, statusHistory: readonly { status: string; at: Date }[]): OrderReadyFields | null {
  const ready = statusHistory.findLast((change) => change.status === 'ready');
  if (!ready) return null;
  return {
    readyAt: ready.at,
    minutesToReady: Math.max(0, Math.floor((ready.at.getTime() - createdAt.getTime()) / MINUTE_MS)),
  };
}
