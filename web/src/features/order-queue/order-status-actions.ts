import { ORDER_STATUS_LABELS, ORDER_STATUS_TRANSITIONS, type OrderStatus } from '@pharmacy/shared';

export interface StatusAction {
  status: OrderStatus;
  /** The button's text. */
  label: string;
  /** Cancelling cannot be undone, so the admin confirms it first. */
  confirm?: string;
}

export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel this order request? The practitioner will be e-mailed, and it cannot be undone.';

/** The buttons an order request in `status` offers: its allowed next statuses only, in the order of ORDER_STATUS_TRANSITIONS. */
export function statusActions(status: OrderStatus): StatusAction[] {
  return ORDER_STATUS_TRANSITIONS[status].map((next) =>
    next === 'cancelled'
      ? { status: next, label: 'Cancel request', confirm: CANCEL_CONFIRMATION }
      : { status: next, label: `Mark ${ORDER_STATUS_LABELS[next].toLocaleLowerCase('en-AU')}` },
  );
}
