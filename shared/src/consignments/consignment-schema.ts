/**
 * Consignments as zod schemas (decision 059): the requests the admin's screens send, the
 * stored consignment (a function of the time schema, as orders are: stored-time.ts), and the
 * three views the API answers with: the admin's, the prescriber's and the patient's.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../platform/text-schema.ts';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { PatientAddressSchema } from '../patients/index.ts';
import {
  CONSIGNMENT_FILTERS,
  CONSIGNMENT_MAX_LENGTHS,
  CONSIGNMENT_MESSAGES,
  CONSIGNMENT_STATUSES,
  DISPATCH_METHODS,
  MAX_ORDERS_PER_CONSIGNMENT,
  PROOF_SOURCES,
  parseTrackingNumber,
} from './consignment.ts';

export const DispatchMethodSchema = z.enum(DISPATCH_METHODS, { error: CONSIGNMENT_MESSAGES.method });
export const ConsignmentStatusSchema = z.enum(CONSIGNMENT_STATUSES);

const plainText = (max: number, tooLong: string) =>
  z
    .string({ error: CONSIGNMENT_MESSAGES.controlCharacters })
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONSIGNMENT_MESSAGES.controlCharacters);

/** A person's name typed by the pharmacy ('' when not given; the rules say when it is required). */
const typedName = plainText(CONSIGNMENT_MAX_LENGTHS.name, CONSIGNMENT_MESSAGES.nameTooLong).default('');
const idSeen = plainText(CONSIGNMENT_MAX_LENGTHS.idSeen, CONSIGNMENT_MESSAGES.idSeenTooLong).default('');

/** A request ID as the body carries it; the server checks its form before it names a document. */
const requestId = z.string({ error: CONSIGNMENT_MESSAGES.orderNotFound }).trim().min(1, CONSIGNMENT_MESSAGES.orderNotFound).max(64, CONSIGNMENT_MESSAGES.orderNotFound);

/** A typed tracking number, kept in its stored form; '' for none. */
const trackingNumber = z
  .string({ error: CONSIGNMENT_MESSAGES.trackingNumberFormat })
  .max(CONSIGNMENT_MAX_LENGTHS.trackingNumber * 2, CONSIGNMENT_MESSAGES.trackingNumberFormat)
  .default('')
  .transform((value, ctx) => {
    if (value.trim() === '') return '';
    const parsed = parseTrackingNumber(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: CONSIGNMENT_MESSAGES.trackingNumberFormat });
      return z.NEVER;
    }
    return parsed;
  });

/** POST /api/consignments (admin): dispatch ready orders as one consignment. dispatchProblem() applies the rest. */
export const DispatchRequestSchema = z.object({
  requestIds: z
    .array(requestId, { error: CONSIGNMENT_MESSAGES.noOrders })
    .min(1, CONSIGNMENT_MESSAGES.noOrders)
    .max(MAX_ORDERS_PER_CONSIGNMENT, CONSIGNMENT_MESSAGES.tooManyOrders)
    .refine((ids) => new Set(ids).size === ids.length, CONSIGNMENT_MESSAGES.duplicateOrders),
  method: DispatchMethodSchema,
  /** Typed from the carrier's label; '' when booking through the carrier account or for a pickup. */
  trackingNumber,
  /** Australia Post or StarTrack: book the shipment through the carrier account; its tracking number comes back. */
  bookWithCarrier: z.boolean().default(false),
  authorityToLeave: z.boolean().default(false),
  signatureRequired: z.boolean().default(false),
  /** Pickup: who collected it (required). */
  collectedBy: typedName,
  /** Pickup of a Schedule 8 item: the ID seen (required then). */
  idSeen,
});
export type DispatchRequest = z.input<typeof DispatchRequestSchema>;
export type ParsedDispatchRequest = z.output<typeof DispatchRequestSchema>;

/** POST /api/consignments/{id}/proof-of-delivery (admin): typed from the returned receipt. */
export const ProofOfDeliveryRequestSchema = z.object({
  signedBy: plainText(CONSIGNMENT_MAX_LENGTHS.name, CONSIGNMENT_MESSAGES.nameTooLong).min(1, CONSIGNMENT_MESSAGES.signedByRequired),
  /** ISO 8601 with an offset (the screen turns its Sydney time into one). */
  signedAt: z.iso.datetime({ offset: true, error: CONSIGNMENT_MESSAGES.signedAtRequired }),
  /** Required for a Schedule 8 consignment. */
  idSeen,
});
export type ProofOfDeliveryRequest = z.input<typeof ProofOfDeliveryRequestSchema>;

/** GET /api/consignments?filter= (admin). */
export const ConsignmentListQuerySchema = z.object({
  filter: z.enum(CONSIGNMENT_FILTERS, { error: CONSIGNMENT_MESSAGES.filter }).default('open'),
});

/** GET /api/consignment-manifests?date=&method=&format= (admin). */
export const ManifestQuerySchema = z.object({
  date: z.iso.date({ error: CONSIGNMENT_MESSAGES.manifestDate }),
  method: z.enum(['auspost', 'startrack', 'courier'], { error: CONSIGNMENT_MESSAGES.manifestMethod }),
  format: z.enum(['pdf', 'csv'], { error: CONSIGNMENT_MESSAGES.manifestFormat }).default('pdf'),
});
export type ManifestQuery = z.infer<typeof ManifestQuerySchema>;

/** POST /api/dev/consignment-tracking and /api/dev/consignment-receipts (emulators): run as of `now`. */
export const DevConsignmentJobRequestSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });

export function trackingEventSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    at: instant,
    /** The carrier's status or event code as it gave it ('' when none). */
    code: z.string(),
    description: z.string(),
    location: z.string(),
  });
}

export function proofOfDeliverySchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    signedBy: z.string(),
    at: instant,
    source: z.enum(PROOF_SOURCES),
    /** The ID seen (Schedule 8); null when not recorded. */
    idSeen: z.string().nullable(),
    /** The admin who typed it; null for the carrier's event. */
    recordedBy: z.string().nullable(),
  });
}

/** A person named on a consignment: the admin who dispatched it. */
export const ConsignmentPersonSchema = z.object({ uid: z.string(), name: z.string() });

/** consignments/{consignmentId} as stored, its times read with `instant`; the function extends it with its e-mails' state. */
export function consignmentSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({
    consignmentId: z.string(),
    /** The order requests it carries (request IDs). */
    orderIds: z.array(z.string()).min(1),
    /** Their prescribers (uids): whom "where is it" answers. */
    prescriberIds: z.array(z.string()),
    /** Where it goes; null for a pickup. */
    address: PatientAddressSchema.nullable(),
    method: DispatchMethodSchema,
    trackingNumber: z.string().nullable(),
    /** The carrier's shipment ID when booked through the carrier account (decision 060); null otherwise. */
    carrierShipmentId: z.string().nullable(),
    authorityToLeave: z.boolean(),
    signatureRequired: z.boolean(),
    status: ConsignmentStatusSchema,
    /** The carrier's tracking events, oldest first. */
    events: z.array(trackingEventSchema(instant)),
    proofOfDelivery: proofOfDeliverySchema(instant).nullable(),
    /** Whether one of its orders holds a Schedule 8 item. */
    containsS8: z.boolean(),
    dispatchedAt: instant,
    dispatchedBy: ConsignmentPersonSchema,
    /** The Sydney day it was dispatched (YYYY-MM-DD): the manifest's. */
    dispatchedOn: z.iso.date(),
    /** The latest of its orders' Ready times: the median Ready -> Delivered counts from it. */
    readyAt: instant.nullable(),
    /** Delivered or collected; null until then. */
    deliveredAt: instant.nullable(),
    minutesReadyToDelivered: z.number().int().nonnegative().nullable(),
    failedAt: instant.nullable(),
    /** S8 by carrier: when its receipt falls overdue, cleared once the signed receipt is recorded (the overview's and e-mail's query). */
    receiptDueAt: instant.nullable(),
    /** Whether the tracking job still asks the carrier about it (Australia Post or StarTrack, not yet delivered). */
    tracked: z.boolean(),
    /** SHA-256 (hex) of the patient's tracking token; the token itself is never stored. */
    trackingTokenHash: z.string(),
    /** When the patient's link stops working (30 days after delivery); null until delivered. */
    trackingExpiresAt: instant.nullable(),
    updatedAt: instant,
  });
}

export const TrackingEventSchema = trackingEventSchema(IsoInstantSchema);
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;
export const ProofOfDeliverySchema = proofOfDeliverySchema(IsoInstantSchema);
export type ProofOfDelivery = z.infer<typeof ProofOfDeliverySchema>;

/**
 * The admin's view of a consignment (GET /api/consignments, /{id}; the dispatch's answer):
 * everything but the token hash, plus whether its S8 receipt is overdue now.
 */
export const AdminConsignmentSchema = consignmentSchema(IsoInstantSchema)
  .omit({ trackingTokenHash: true })
  .extend({ s8ReceiptOverdue: z.boolean(), trackingUrl: z.string().nullable() });
export type AdminConsignment = z.infer<typeof AdminConsignmentSchema>;

/** POST /api/consignments, 201. notified: whether the patient's tracking e-mail was sent (false when none was asked for or it failed). */
export const DispatchResponseSchema = z.object({
  consignment: AdminConsignmentSchema,
  /** Whether an e-mail with the tracking link went to the patient (their e-mail and consent to notices recorded). */
  patientNotified: z.boolean(),
});
export type DispatchResponse = z.infer<typeof DispatchResponseSchema>;

/** GET /api/consignments/{id} and POST .../proof-of-delivery, 200. */
export const ConsignmentReplySchema = z.object({ consignment: AdminConsignmentSchema });
export type ConsignmentReply = z.infer<typeof ConsignmentReplySchema>;

/** GET /api/consignments?filter=, 200: newest dispatched first, at most CONSIGNMENT_LIST_LIMIT. */
export const ConsignmentListSchema = z.object({ consignments: z.array(AdminConsignmentSchema) });
export type ConsignmentList = z.infer<typeof ConsignmentListSchema>;

/**
 * GET /api/order-consignments/{requestId}, 200: the prescriber's (and their staff's) view of
 * one order's consignment: no address, no other orders, no ID seen, no token.
 */
export const PrescriberConsignmentSchema = z.object({
  consignmentId: z.string(),
  requestId: z.string(),
  method: DispatchMethodSchema,
  trackingNumber: z.string().nullable(),
  /** The carrier's page for the tracking number, or null (a local courier, a pickup). */
  trackingUrl: z.string().nullable(),
  status: ConsignmentStatusSchema,
  signatureRequired: z.boolean(),
  authorityToLeave: z.boolean(),
  events: z.array(TrackingEventSchema),
  dispatchedAt: IsoInstantSchema,
  deliveredAt: IsoInstantSchema.nullable(),
  /** Who signed (or collected) and when; null until then. */
  proofOfDelivery: z.object({ signedBy: z.string(), at: IsoInstantSchema }).nullable(),
});
export type PrescriberConsignment = z.infer<typeof PrescriberConsignmentSchema>;
/** null while the order has not been dispatched. */
export const OrderConsignmentReplySchema = z.object({ consignment: PrescriberConsignmentSchema.nullable() });
export type OrderConsignmentReply = z.infer<typeof OrderConsignmentReplySchema>;

/** GET /api/track/{token}, 200: all the patient's page shows. Never a name, medicine or address. */
export const PublicTrackingSchema = z.object({
  status: ConsignmentStatusSchema,
  /** The carrier's name (DISPATCH_METHOD_LABELS). */
  carrier: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  pharmacyPhone: z.string(),
});
export type PublicTracking = z.infer<typeof PublicTrackingSchema>;

/** The overview's consignment figures (GET /api/pharmacy-overview's `consignments`). */
export const ConsignmentCountsSchema = z.object({
  /** On the way now: dispatched or in transit. */
  dispatched: z.number().int().nonnegative(),
  /** Delivered or collected, over the last 30 Sydney days. */
  delivered: z.number().int().nonnegative(),
  /** Delivery failed now. */
  failed: z.number().int().nonnegative(),
  /** Schedule 8 consignments 7 days or more past dispatch without a signed receipt. */
  s8ReceiptsOverdue: z.number().int().nonnegative(),
  /** Median minutes from Ready to Delivered over the consignments delivered in the last 30 Sydney days; null when none was. */
  readyToDelivered: z.object({ consignments: z.number().int().nonnegative(), medianMinutes: z.number().nonnegative().nullable() }),
});
export type ConsignmentCounts = z.infer<typeof ConsignmentCountsSchema>;
