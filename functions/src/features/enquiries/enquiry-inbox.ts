/** How an admin's read and handled marks change an enquiry's inbox state (POST /api/enquiry-state). */
import type { EnquiryInboxChange, EnquiryInboxState } from './enquiry-record.ts';

/**
 * The state after the change. Marking again keeps the first time and admin: the
 * inbox shows when an enquiry was first read or dealt with. A handled enquiry has
 * been read, so marking it handled also marks it read.
 */
export function applyInboxChange(
  current: EnquiryInboxState,
  change: EnquiryInboxChange,
  actorUid: string,
  at: Date,
): EnquiryInboxState {
  const next: EnquiryInboxState = { readAt: current.readAt, handledAt: current.handledAt, handledBy: current.handledBy };
  if (change.read === true) next.readAt ??= at;
  if (change.read === false) next.readAt = null;
  if (change.handled === true) {
    next.handledAt ??= at;
    next.handledBy ??= actorUid;
    next.readAt ??= at;
  }
  if (change.handled === false) {
    next.handledAt = null;
    next.handledBy = null;
  }
  return next;
}

export function sameInboxState(a: EnquiryInboxState, b: EnquiryInboxState): boolean {
  return (
    a.readAt?.getTime() === b.readAt?.getTime() &&
    a.handledAt?.getTime() === b.handledAt?.getTime() &&
    a.handledBy === b.handledBy
  );
}
