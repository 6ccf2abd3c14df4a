/**
 * A course's endpoints on the wire (course.ts; decisions 052 and 053): their requests
 * and answers. The repeats field of a cart item and what an order item keeps of its
 * course are orders' (item-course-schema.ts).
 */
import { z } from 'zod';
import { MAX_CART_ITEMS } from '../platform/constants.ts';
import { NextSupplyOfSchema, ORDER_STATUSES, SupplySchema } from '../orders/index.ts';
import { COURSE_MESSAGES, NEXT_SUPPLY_REASON_MAX_LENGTH } from './course.ts';
import { DOCUMENT_ID_PATTERN } from '../platform/document-id.ts';

export const COURSE_API_PATHS = {
  /**
   * Admins: POST { requestId, itemIndex } with an Idempotency-Key header records the supply of that order's item:
   * once per order item; the same key again answers that supply, another key is refused (decision 065).
   */
  supplies: '/api/order-supplies',
  /** The order's prescriber: POST { requestId, itemIndex, reason? } asks for the next supply (201, a new order request). */
  nextSupply: '/api/next-supply',
  /** The order's prescriber: POST { requestId, itemIndex, on } turns the item's due reminders on or off. */
  reminders: '/api/course-reminders',
  /** GET `${course}/{patientId}?after=<cursor>`: the patient's course, newest first (their prescriber, or an admin). */
  course: '/api/patient-courses',
  /** Emulators only: POST { now? } runs the due-reminder job as of that instant. */
  devDueReminders: '/api/dev/course-reminders',
} as const;

const RequestIdSchema = z.string().trim().min(1).max(64);
const ItemIndexSchema = z.number().int().min(0).max(MAX_CART_ITEMS - 1);

export const SupplyRequestSchema = z.object({ requestId: RequestIdSchema, itemIndex: ItemIndexSchema });
export type SupplyRequest = z.infer<typeof SupplyRequestSchema>;

export const NextSupplyRequestSchema = z.object({
  requestId: RequestIdSchema,
  itemIndex: ItemIndexSchema,
  reason: z.string().trim().max(NEXT_SUPPLY_REASON_MAX_LENGTH, COURSE_MESSAGES.reasonTooLong).default(''),
});
export type NextSupplyRequest = z.input<typeof NextSupplyRequestSchema>;

export const CourseRemindersRequestSchema = z.object({ requestId: RequestIdSchema, itemIndex: ItemIndexSchema, on: z.boolean() });
export type CourseRemindersRequest = z.infer<typeof CourseRemindersRequestSchema>;

export const PatientIdParamSchema = z.string().regex(DOCUMENT_ID_PATTERN);

/** POST /api/order-supplies, 200 */
export const SupplyResponseSchema = z.object({ success: z.literal(true), supply: SupplySchema, courseText: z.string().nullable() });
export type SupplyResponse = z.infer<typeof SupplyResponseSchema>;

/** POST /api/next-supply, 201 */
export const NextSupplyResponseSchema = z.object({ success: z.literal(true), requestId: z.string(), repeat: z.number().int(), repeats: z.number().int() });
export type NextSupplyResponse = z.infer<typeof NextSupplyResponseSchema>;

/** One item of a patient's course as the course page lists it. */
export const CourseEntrySchema = z.object({
  requestId: z.string(),
  itemIndex: z.number().int(),
  /** ISO instant the order was sent. */
  orderedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  formulaLabel: z.string(),
  strength: z.string(),
  amount: z.string(),
  quantity: z.number().int(),
  directions: z.string().nullable(),
  repeats: z.number().int(),
  repeatsLeft: z.number().int(),
  supplies: z.array(SupplySchema.pick({ repeat: true, at: true, requestId: true })),
  /** Sydney date (YYYY-MM-DD) the next supply may be made from; null when any date may, or none is left. */
  nextFrom: z.string().nullable(),
  courseText: z.string().nullable(),
  /** On a next-supply order: the course it belongs to. */
  nextSupplyOf: NextSupplyOfSchema.omit({ reason: true }).nullable(),
  dueRemindersOff: z.boolean(),
});
export type CourseEntry = z.infer<typeof CourseEntrySchema>;

/** GET /api/patient-courses/{patientId}, 200: a page, newest order first; `next` is the cursor of the next page, or null. */
export const CoursePageSchema = z.object({ entries: z.array(CourseEntrySchema), next: z.string().nullable() });
export type CoursePage = z.infer<typeof CoursePageSchema>;

export const DevDueRemindersRequestSchema = z.object({ now: z.iso.datetime().optional() });
export const DevDueRemindersResponseSchema = z.object({
  asOf: z.string(),
  today: z.string(),
  reminded: z.array(z.string()),
  failed: z.array(z.string()),
  /** Due, but whose prescriber no longer has access (not approved, or deleted): marked reminded, never e-mailed (decision 065). */
  withheld: z.array(z.string()),
});
export type DevDueRemindersResponse = z.infer<typeof DevDueRemindersResponseSchema>;
