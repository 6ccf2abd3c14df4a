/** Test helper: a draft prepared by a staff member for a prescriber, waiting for the signature. */
import type { OrderDraft } from '@pharmacy/shared';

export const DRAFT_SAVED_AT = '2026-06-01T00:00:00.000Z';

export function orderDraft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    draftId: 'draft-olivia-1',
    prescriberId: 'olivia',
    preparedBy: { uid: 'nora', name: 'Nora', email: 'nora@clinic.test' },
    status: 'awaiting_signature',
    // The send-back and access checks never read the lines; the sign is tested through the API (tests/api/order-drafts.test.ts).
    cart: [],
    notes: '',
    patients: [],
    scripts: [],
    note: '',
    lastChangedBy: { uid: 'nora', name: 'Nora' },
    createdAt: DRAFT_SAVED_AT,
    updatedAt: DRAFT_SAVED_AT,
    orderRequestId: null,
    signedBy: null,
    ...overrides,
  };
}
