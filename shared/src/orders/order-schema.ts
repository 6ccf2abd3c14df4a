/**
 * Order requests as zod schemas: the cart on the wire (the dashboard builds it, the
 * function parses it) and the order request as stored and read back (the
 * practitioner's history, the admin's work queue, the function).
 */
import { z } from 'zod';
import { MAX_CART_ITEMS } from '../platform/constants.ts';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  ORDER_MAX_LENGTHS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  SCRIPT_METHODS,
} from './order.ts';
import { orderClarificationSchema } from './order-question-summary-schema.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { ESCRIPT_ORDER_MESSAGES, EscriptTokenFieldSchema, LegalScriptSchema } from '../legal-prescriptions/index.ts';
import { DOCUMENT_ID_PATTERN } from '../platform/document-id.ts';
import { PATIENT_MESSAGES, PatientSnapshotSchema } from '../patients/index.ts';
import { FORMULA_SCHEDULES, FORMULA_STORAGE } from '../catalogue/index.ts';
import { compoundingRecordSchema } from './order-compounding-schema.ts';
import {
  S8_AUTHORITY_MAX_LENGTH,
  S8_MESSAGES,
  S8_REPEAT_INTERVAL_MAX_DAYS,
  S8_REPEAT_INTERVAL_MIN_DAYS,
  nswAuthorityProblem,
  type S8Prescription,
} from './s8-item.ts';
import { CourseItemFieldsSchema, NextSupplyOfSchema, RepeatsSchema } from './item-course-schema.ts';
import { DAYS_SUPPLY_MAX, DAYS_SUPPLY_MIN, DIRECTIONS_MESSAGES, directionsProblem } from './item-directions.ts';

const text = (max: number) => z.string().trim().max(max);

/** An item's directions on the wire (item-directions.ts): trimmed, 3 to 500 characters, each refusal naming what to fix. */
export const DirectionsSchema = z
  .string({ error: DIRECTIONS_MESSAGES.directionsMissing })
  .trim()
  .superRefine((value, ctx) => {
    const problem = directionsProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const DaysSupplySchema = z
  .number({ error: DIRECTIONS_MESSAGES.daysSupply })
  .int(DIRECTIONS_MESSAGES.daysSupply)
  .min(DAYS_SUPPLY_MIN, DIRECTIONS_MESSAGES.daysSupply)
  .max(DAYS_SUPPLY_MAX, DIRECTIONS_MESSAGES.daysSupply);

/**
 * One cart item as the dashboard sends it in the `cart` JSON field (spec section 3,
 * "Cart item", plus the catalogue values the server checks). Labels and the
 * description are the practitioner's view; the server re-reads them from the
 * catalogue by value and never trusts them.
 */
export const CartItemSchema = z.object({
  condition: z.string().min(1, ORDER_MESSAGES.selectCondition),
  conditionLabel: text(200),
  formula: z.string().min(1, ORDER_MESSAGES.selectFormula),
  formulaLabel: text(200),
  /** '' when the formula has no strengths. */
  strength: text(100),
  /** '' when the formula has no amounts. */
  amount: text(100),
  description: text(1000),
  notes: z.string().trim().max(ORDER_MAX_LENGTHS.notes, ORDER_MESSAGES.notesTooLong),
  /** What the label will say (item-directions.ts): required, 3 to 500 characters. */
  directions: DirectionsSchema,
  /** How many days one supply lasts; absent for not said. */
  daysSupply: DaysSupplySchema.optional(),
  /** The repeats the prescription authorises (item-course.ts; the course's rules are courses'); absent is none. The minimum interval is repeatIntervalDays, on any item. */
  repeats: RepeatsSchema.optional(),
  /**
   * The script's file name, or MAIL_SUBMISSION_LABEL; '' for an Upload E-Script item
   * sent with its e-script token and no file (a file part comes for every upload item
   * with a name, in cart order).
   */
  scriptFileName: text(255),
  scriptMethod: z.enum(SCRIPT_METHODS, { error: ORDER_MESSAGES.selectScriptMethod }),
  /** Upload E-Script only: the electronic prescription's token, a link or code (decision 026); '' or absent for none. */
  escriptToken: EscriptTokenFieldSchema.optional(),
  /**
   * Schedule 8 items only (s8-item.ts): the NSW Health authority number as typed and the
   * repeat interval in days. Whether they are required is the server's to say, from its
   * own catalogue; here only their form is checked. Absent or '' for none.
   */
  s8AuthorityNumber: z
    .string()
    .max(S8_AUTHORITY_MAX_LENGTH, S8_MESSAGES.authorityFormat)
    .superRefine((value, ctx) => {
      const problem = nswAuthorityProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  repeatIntervalDays: z
    .number({ error: S8_MESSAGES.intervalFormat })
    .int(S8_MESSAGES.intervalFormat)
    .min(S8_REPEAT_INTERVAL_MIN_DAYS, S8_MESSAGES.intervalFormat)
    .max(S8_REPEAT_INTERVAL_MAX_DAYS, S8_MESSAGES.intervalFormat)
    .optional(),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantity })
    .int(ORDER_MESSAGES.quantity)
    .min(MIN_QUANTITY, ORDER_MESSAGES.quantity)
    .max(MAX_QUANTITY, ORDER_MESSAGES.quantity),
  /** patients/{patientId}, one of the caller's own: the server copies the patient onto the stored item. */
  patientId: z
    .string({ error: PATIENT_MESSAGES.patientMissing })
    .trim()
    .min(1, PATIENT_MESSAGES.patientMissing)
    .regex(DOCUMENT_ID_PATTERN, PATIENT_MESSAGES.patientNotFound),
}).superRefine((item, ctx) => {
  const token = item.escriptToken?.trim() ?? '';
  // Upload E-Script takes a token, a file (an advance copy), or both; never neither.
  if (item.scriptMethod === 'upload' && token === '' && item.scriptFileName === '') {
    ctx.addIssue({ code: 'custom', path: ['scriptFileName'], message: ORDER_MESSAGES.attachScript });
  }
  if (item.scriptMethod === 'mail' && token !== '') {
    ctx.addIssue({ code: 'custom', path: ['escriptToken'], message: ESCRIPT_ORDER_MESSAGES.tokenWithMail });
  }
});
export type CartItemPayload = z.infer<typeof CartItemSchema>;

export const CartSchema = z
  .array(CartItemSchema)
  .min(1, ORDER_MESSAGES.emptyCart)
  .max(MAX_CART_ITEMS, ORDER_MESSAGES.tooManyItems);

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** A script kept in private Storage; only admins download it, through /api. */
export const StoredScriptSchema = z.object({
  storagePath: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type StoredScript = z.infer<typeof StoredScriptSchema>;

export const S8PrescriptionSchema = z.object({
  /** Absent for an animal's item (decision 048). */
  authorityNumber: z.string().optional(),
  repeatIntervalDays: z.number().int(),
}) satisfies z.ZodType<S8Prescription>;

/** One item of a stored order request: catalogue values and labels as the server checked them. */
export const OrderItemSchema = z.object({
  condition: z.string(),
  conditionLabel: z.string(),
  formula: z.string(),
  formulaLabel: z.string(),
  strength: z.string(),
  amount: z.string(),
  description: z.string(),
  /**
   * The formula's schedule and storage in the catalogue when the order was placed
   * (decision 042): copied, so a later sync cannot change them. null where the catalogue
   * did not say; absent on orders stored before issue 24.
   */
  schedule: z.enum(FORMULA_SCHEDULES).nullable().optional(),
  storage: z.enum(FORMULA_STORAGE).nullable().optional(),
  /** A Schedule 8 item's authority number and repeat interval (s8-item.ts); absent on any other item. */
  s8Prescription: S8PrescriptionSchema.optional(),
  notes: z.string(),
  /** What the label will say (item-directions.ts); absent on orders stored before issue 25. */
  directions: z.string().optional(),
  /** How many days one supply lasts; absent when not said. */
  daysSupply: z.number().int().optional(),
  quantity: z.number().int(),
  scriptMethod: z.enum(SCRIPT_METHODS),
  /** null for a mailed script, or an e-script sent with its token only. */
  script: StoredScriptSchema.nullable(),
  /** The legal prescription behind the item (decision 026); absent on orders stored before it. */
  legalScript: LegalScriptSchema.optional(),
  /** The patient as they were when the order was sent; absent on orders stored before items named their patient. */
  patient: PatientSnapshotSchema.optional(),
}).extend(CourseItemFieldsSchema.shape);
export type OrderItem = z.infer<typeof OrderItemSchema>;

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
    /** Questions on the order (order-question-summary.ts; the thread is order-questions'): absent until an admin first asks. */
    clarification: orderClarificationSchema(instant).optional(),
    /** Whether the pharmacy waits for an item's paper original (order-originals.ts originalsSummary); false on older orders. */
    originalAwaited: z.boolean().default(false),
    /** The earliest due date (Sydney, YYYY-MM-DD) of an awaited original, or null. */
    originalDueDate: z.iso.date().nullable().default(null),
    /** When the order was made ready and the whole minutes from received (order-ready.ts); absent until then. */
    readyAt: instant.optional(),
    minutesToReady: z.number().int().nonnegative().optional(),
    /** Each item's record of compounding, by item index (null until recorded; decision 050); absent until the first. */
    compounding: z.array(compoundingRecordSchema(instant).nullable()).optional(),
    /** A next supply of an earlier order's item (item-course-schema.ts); absent on any other order. */
    nextSupplyOf: NextSupplyOfSchema.optional(),
    /** True on a next-supply order: the queue's "Next supply" filter. */
    nextSupply: z.boolean().optional(),
    /** The latest supply or checked record of compounding of any item (decisions 051, 053): the retention period counts from it. */
    lastSupplyAt: instant.optional(),
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
