/**
 * Order requests as zod schemas: the cart on the wire (the dashboard builds it, the
 * function parses it) and the order request as stored and read back (the
 * practitioner's history, the admin's work queue, the function).
 */
import { z } from 'zod';
import { MAX_CART_ITEMS } from '../platform/constants.ts';
import { ORDER_MESSAGES, ORDER_STATUSES } from './order.ts';
import { orderClarificationSchema } from './order-question-summary-schema.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { compoundingRecordSchema } from './order-compounding-schema.ts';
import { NextSupplyOfSchema } from './item-course-schema.ts';
import { CartItemSchema, OrderItemSchema } from './order-line.ts';
import { DeliveryChargeSchema, PayerSchema } from '../prices/index.ts';
import { orderQuoteSchema } from './order-quote-schema.ts';
import { OrderBillingSchema } from './order-billing.ts';
import { OrderClinicAccountSchema } from '../clinic-accounts/index.ts';

// The line's schemas (wire and stored) live in order-line.ts (decision 057); named here too for the modules that read them from this one.
export {
  CartItemSchema,
  DaysSupplySchema,
  DirectionsSchema,
  OrderItemSchema,
  S8PrescriptionSchema,
  StoredScriptSchema,
  type CartItemPayload,
  type OrderItem,
  type StoredScript,
} from './order-line.ts';

export const CartSchema = z
  .array(CartItemSchema)
  .min(1, ORDER_MESSAGES.emptyCart)
  .max(MAX_CART_ITEMS, ORDER_MESSAGES.tooManyItems);

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** A person named on an order: who prepared it or who signed it (decision 045). */
export const OrderPersonSchema = z.object({ uid: z.string(), name: z.string() });
export type OrderPerson = z.infer<typeof OrderPersonSchema>;

/** Every status an order request has had, oldest first; `by` is the admin's uid (null for the submission). */
export function orderStatusChangeSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({ status: OrderStatusSchema, at: instant, by: z.string().nullable() });
}
export const OrderStatusChangeSchema = orderStatusChangeSchema(IsoInstantSchema);
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

/**
 * orderRequests/{requestId} as the practitioner's history and the admin's work queue
 * read it (firestore.rules), its times read with `instant` (stored-time.ts). The
 * practitioner block is copied from the practitioner's users record at submission,
 * never from the form. The function's record (functions/src/features/orders/order-record.ts)
 * extends it with the e-mails' state.
 */
export function orderRequestSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    requestId: z.string(),
    prescriberId: z.string(),
    practitioner: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      role: z.string(),
      practitionerNumber: z.string(),
      clinicName: z.string(),
      clinicAddress: z.string(),
    }),
    items: z.array(OrderItemSchema),
    /** Sum of the items' quantities. */
    totalItems: z.number().int(),
    notes: z.string(),
    status: OrderStatusSchema,
    statusHistory: z.array(orderStatusChangeSchema(instant)),
    createdAt: instant,
    updatedAt: instant,
    /** The staff member who prepared the order as a draft (decision 045); absent on a prescriber's own order. */
    preparedBy: OrderPersonSchema.optional(),
    /** The prescriber who signed it (decision 045); absent on orders sent before drafts existed. */
    signedBy: OrderPersonSchema.optional(),
    /** Questions on the order (order-question.ts): absent until an admin first asks. */
    clarification: orderClarificationSchema(instant).optional(),
    /** Whether the pharmacy waits for an item's paper original (legal-script.ts originalsSummary); false on older orders. */
    originalAwaited: z.boolean().default(false),
    /** The earliest due date (Sydney, YYYY-MM-DD) of an awaited original, or null. */
    originalDueDate: z.iso.date().nullable().default(null),
    /** When the order was made ready and the whole minutes from received (order-ready.ts); absent until then. */
    readyAt: instant.optional(),
    minutesToReady: z.number().int().nonnegative().optional(),
    /** Each item's record of compounding, by item index (null until recorded; decision 050); absent until the first. */
    compounding: z.array(compoundingRecordSchema(instant).nullable()).optional(),
    /** A next supply of an earlier order's item (course-schema.ts); absent on any other order. */
    nextSupplyOf: NextSupplyOfSchema.optional(),
    /** True on a next-supply order: the queue's "Next supply" filter. */
    nextSupply: z.boolean().optional(),
    /** The latest supply or checked record of compounding of any item (decisions 051, 053): the retention period counts from it. */
    lastSupplyAt: instant.optional(),
    /** The consignment it left in (decision 059): GET /api/order-consignments/{requestId} reads it; absent until dispatched from Ready to send. */
    consignmentId: z.string().optional(),
    /** The delivery the order was estimated with when sent (decision 076): the patient's method and its fee; absent on orders sent before prices. */
    delivery: DeliveryChargeSchema.optional(),
    /** Who pays (decision 076): absent is the patient. */
    payer: PayerSchema.optional(),
    /** Where the payer is the clinic (decision 081): the open account checked when it was sent, and its name then. */
    clinicAccount: OrderClinicAccountSchema.optional(),
    /** The latest re-pricing before compounding (decision 080): absent until the pharmacy first re-prices a line. */
    quote: orderQuoteSchema(instant).optional(),
    /** Why the order was cancelled, where the portal knows (decision 080: "quote declined"); absent otherwise. */
    cancelledReason: z.string().optional(),
    /** Where its invoice stands (order-billing.ts): absent until the invoice is issued. */
    billing: OrderBillingSchema.optional(),
  });
}

/** orderRequests/{requestId} in the browser: times as ISO 8601 text. */
export const OrderRequestSchema = orderRequestSchema(IsoInstantSchema);
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

/** GET /api/order-requests/{id} and /api/order-worksheets/{id}, 200: the order as the admin's screens read it (decision 039). */
export const OrderRequestReplySchema = z.object({ order: OrderRequestSchema });
export type OrderRequestReply = z.infer<typeof OrderRequestReplySchema>;

/** POST /api/submit-practitioner-request, 201 */
export const SubmitOrderResponseSchema = z.object({ success: z.literal(true), requestId: z.string().min(1) });
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponseSchema>;

/** POST /api/order-status (admin) */
export const OrderStatusUpdateSchema = z.object({
  requestId: z.string().trim().min(1),
  status: OrderStatusSchema,
});
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;

/** POST /api/order-status, 200: notified is false when the practitioner's e-mail failed (the server retries it). */
export const OrderStatusResponseSchema = z.object({
  success: z.literal(true),
  status: OrderStatusSchema,
  notified: z.boolean(),
});
export type OrderStatusResponse = z.infer<typeof OrderStatusResponseSchema>;
