/** Test helper: a draft prepared by a staff member for a prescriber, waiting for the signature. */
import type { CartItemPayload } from '@pharmacy/shared';
import { wireLine } from '@pharmacy/shared/testing';

export { DRAFT_SAVED_AT, orderDraft } from '@pharmacy/shared/testing';

/**
 * A line of the built-in catalogue for `patientId`, the paper script posted: what a draft
 * holds to be signed through the submit's own checks.
 */
export function draftCartItem(patientId: string): CartItemPayload {
  return wireLine({ patientId });
}
