/**
 * Favourites and protocols as zod schemas (decision 054): the requests the dashboard and
 * the admin's Protocols view send and the function parses, the replies, and the stored
 * documents the browser reads (the function reads them with storedDate).
 */
import { z } from 'zod';
import { IsoInstantSchema, type InstantSchema } from '../platform/stored-time.ts';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS } from '../platform/text-schema.ts';
import { DaysSupplySchema, DirectionsSchema, ORDER_MESSAGES, OrderItemSchema } from '../orders/index.ts';
import { FAVOURITE_LIMITS, FAVOURITE_MESSAGES, PROTOCOL_AUDIENCES } from './favourite.ts';

/** A favourite's or protocol's name: one line, 1 to 80 characters. */
export const FavouriteNameSchema = z
  .string({ error: FAVOURITE_MESSAGES.nameRequired })
  .trim()
  .min(1, FAVOURITE_MESSAGES.nameRequired)
  .max(FAVOURITE_LIMITS.name, FAVOURITE_MESSAGES.nameTooLong)
  .refine((value) => !CONTROL_CHARACTERS.test(value), FAVOURITE_MESSAGES.nameControlCharacters);

const multiline = (value: string) => !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS.test(value);

const catalogueValue = (max: number) => z.string({ error: FAVOURITE_MESSAGES.chooseFromCatalogue }).trim().max(max);

/**
 * One line as the browser sends it: the catalogue's values (the server re-reads the
 * labels from its own catalogue and refuses a line it does not offer), the directions
 * and the notes.
 */
export const LineInputSchema = z.object({
  condition: catalogueValue(200).min(1, ORDER_MESSAGES.selectCondition),
  formula: catalogueValue(200).min(1, ORDER_MESSAGES.selectFormula),
  strength: catalogueValue(100).default(''),
  amount: catalogueValue(100).default(''),
  /** What the label will say, as on every order item (decision 052). */
  directions: DirectionsSchema,
  daysSupply: DaysSupplySchema.optional(),
  notes: z
    .string({ error: FAVOURITE_MESSAGES.notesTooLong })
    .trim()
    .max(FAVOURITE_LIMITS.notes, FAVOURITE_MESSAGES.notesTooLong)
    .refine(multiline, FAVOURITE_MESSAGES.textControlCharacters)
    .default(''),
});
export type LineInput = z.input<typeof LineInputSchema>;

/** POST /api/favourites */
export const FavouriteInputSchema = z.object({ name: FavouriteNameSchema, line: LineInputSchema });
export type FavouriteInput = z.input<typeof FavouriteInputSchema>;

/** PUT /api/favourites/{id}: a new name. */
export const FavouriteRenameSchema = z.object({ name: FavouriteNameSchema });

/** POST /api/protocols */
export const ProtocolAudienceSchema = z.enum(PROTOCOL_AUDIENCES, { error: FAVOURITE_MESSAGES.audienceRequired });

export const ProtocolInputSchema = z.object({
  name: FavouriteNameSchema,
  /** Whom it is for (decision 065). */
  audience: ProtocolAudienceSchema,
  lines: z
    .array(LineInputSchema, { error: FAVOURITE_MESSAGES.linesRequired })
    .min(1, FAVOURITE_MESSAGES.linesRequired)
    .max(FAVOURITE_LIMITS.protocolLines, FAVOURITE_MESSAGES.tooManyLines),
});
export type ProtocolInput = z.input<typeof ProtocolInputSchema>;

/**
 * A line as stored: an order item's catalogue values and labels (the labels as they were
 * when it was saved, shown once it is no longer offered), its notes, directions and days' supply.
 */
export const SavedLineSchema = OrderItemSchema.pick({
  condition: true,
  conditionLabel: true,
  formula: true,
  formulaLabel: true,
  strength: true,
  amount: true,
  notes: true,
}).extend({ directions: z.string(), daysSupply: z.number().int().optional() });

/** favourites/{id} */
export function favouriteSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({ prescriberId: z.string(), name: z.string(), line: SavedLineSchema, createdAt: instant, updatedAt: instant });
}
export const FavouriteSchema = favouriteSchema(IsoInstantSchema);
export type Favourite = z.infer<typeof FavouriteSchema>;

/** protocols/{id}: who published it is in the audit log (protocol.publish); `audience` absent on one published before decision 065 (people). */
export function protocolSchema<Instant extends InstantSchema>(instant: Instant) {
  return z.object({ name: z.string(), audience: ProtocolAudienceSchema.optional(), lines: z.array(SavedLineSchema), publishedAt: instant });
}
export const ProtocolSchema = protocolSchema(IsoInstantSchema);
export type Protocol = z.infer<typeof ProtocolSchema>;

/** GET /api/protocols, 200: the protocols for the caller, by name, each with its id. */
export const ProtocolListResponseSchema = z.object({ protocols: z.array(ProtocolSchema.extend({ id: z.string() })) });
export type ProtocolListResponse = z.infer<typeof ProtocolListResponseSchema>;

/** The answer to a save, rename or publish. */
export const FavouriteResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type FavouriteResponse = z.infer<typeof FavouriteResponseSchema>;
