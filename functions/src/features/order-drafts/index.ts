/** Order drafts: staff prepare an order for a prescriber, who sends it back or signs it (decision 045). */
export { ORDER_DRAFT_BODY_LIMIT, orderDraftUploadRouter, orderDraftsRouter } from './router.ts';
export type { OrderDraftDeps } from './order-drafts.ts';
export { orderDraftStore } from './order-draft-store.ts';
