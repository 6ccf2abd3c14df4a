/**
 * Times in stored documents (decision 015). Firestore keeps them as Timestamps, and
 * the two readers convert them differently, each for a reason:
 * - the browser turns every Timestamp of a document into ISO 8601 text before it
 *   parses (web/src/lib/firestore-values.ts): its screens sort, filter, cache and
 *   show text;
 * - the function reads each one as a Date inside the schema (storedDate,
 *   functions/src/platform/mail/stored-mail-state.ts): it computes with them and
 *   writes them back, and a Date is stored as a Timestamp again where text would stay
 *   text.
 * So the schema of a stored document with times is a function of the time schema,
 * written once in shared: the browser's is that function called with
 * IsoInstantSchema, the function's is it called with storedDate and extended with the
 * server's own fields.
 */
import { z } from 'zod';

/** An instant as the browser reads it: ISO 8601 text. */
export const IsoInstantSchema = z.string();

/** What a stored document's times are read with: IsoInstantSchema, or the function's storedDate. */
export type InstantSchema = z.ZodType;
