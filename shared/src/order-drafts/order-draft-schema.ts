/** Order drafts' requests and documents as zod schemas (decision 045). */
import { z } from 'zod';
import { DocumentIdSchema } from '../platform/document-id.ts';
import { IsoInstantSchema } from '../platform/stored-time.ts';
import { PatientSnapshotSchema } from '../patients/index.ts';
import { CartSchema, OrderPersonSchema, StoredScriptSchema } from '../orders/index.ts';
import { PayerSchema } from '../prices/index.ts';
import { ORDER_DRAFT_MESSAGES, ORDER_DRAFT_STATUSES, SEND_BACK_NOTE_MAX_LENGTH } from './order-draft.ts';

/**
 * The draft's version as the prescriber opened it: every save, send-back and sign makes
 * the next one, and a sign or send-back of another version is refused (issue 32, decision 064).
 */
export const DraftVersionSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** POST /api/order-drafts/send-back */
export const SendBackDraftRequestSchema = z.object({
  draftId: DocumentIdSchema,
  version: DraftVersionSchema,
  note: z
    .string({ error: ORDER_DRAFT_MESSAGES.noteRequired })
    .trim()
    .min(1, ORDER_DRAFT_MESSAGES.noteRequired)
    .max(SEND_BACK_NOTE_MAX_LENGTH, ORDER_DRAFT_MESSAGES.noteTooLong),
});
export type SendBackDraftRequest = z.infer<typeof SendBackDraftRequestSchema>;

/**
 * POST /api/order-drafts/sign. `payer` is the prescriber's choice on the signing screen
 * (decision 083); absent, the draft's own payer. Either way the submit's payer check decides.
 */
export const SignDraftRequestSchema = z.object({ draftId: DocumentIdSchema, version: DraftVersionSchema, payer: PayerSchema.optional() });
export type SignDraftRequest = z.infer<typeof SignDraftRequestSchema>;

/** POST /api/order-drafts, 201 or 200. */
export const SaveDraftResponseSchema = z.object({ success: z.literal(true), draftId: z.string(), message: z.string() });
export type SaveDraftResponse = z.infer<typeof SaveDraftResponseSchema>;

/** POST /api/order-drafts/sign, 201. */
export const SignDraftResponseSchema = z.object({ success: z.literal(true), requestId: z.string() });

/**
 * orderDrafts/{draftId} as the prescriber and their staff read it (firestore.rules): the
 * cart exactly as the order form sends it (CartSchema, so an item's new fields come
 * with it), with the patients and script copies as checked when it was saved.
 */
export const OrderDraftSchema = z.object({
  draftId: z.string(),
  prescriberId: z.string(),
  preparedBy: OrderPersonSchema.extend({ email: z.string() }),
  status: z.enum(ORDER_DRAFT_STATUSES),
  cart: CartSchema,
  notes: z.string(),
  /** Per item, the patient as the draft was last saved. */
  patients: z.array(PatientSnapshotSchema),
  /** Per item, the copy of the script kept with the draft, or null. */
  scripts: z.array(StoredScriptSchema.nullable()),
  /** The prescriber's note when they sent it back; '' before. */
  note: z.string(),
  lastChangedBy: OrderPersonSchema,
  createdAt: IsoInstantSchema,
  updatedAt: IsoInstantSchema,
  orderRequestId: z.string().nullable(),
  signedBy: OrderPersonSchema.nullable(),
  /**
   * Who pays for the order the draft becomes (decision 083): the clinic's account only while
   * the prescriber had one open when it was saved; drafts saved before payers were the patient's.
   */
  payer: PayerSchema.default('patient'),
  /** Made one higher by every change (decision 064); drafts saved before it were 0. */
  version: DraftVersionSchema.default(0),
});
export type OrderDraft = z.infer<typeof OrderDraftSchema>;
