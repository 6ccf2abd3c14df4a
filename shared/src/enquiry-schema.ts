/**
 * The enquiry forms' text fields as a zod schema: used by the function. Kept apart
 * from enquiry.ts so the public forms, which import only its constants, do not
 * pull zod into the pages' JavaScript (decision 006).
 */
import { z } from 'zod';
import { ENQUIRY_MAX_LENGTHS, ENQUIRY_MESSAGES, ENQUIRY_SUBJECTS } from './enquiry.ts';

// Names end up in e-mail subjects: one line of plain text. Notes may span lines.
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS = /[^\P{Cc}\n\r\t]/u;

function name(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(ENQUIRY_MAX_LENGTHS.name, ENQUIRY_MESSAGES.nameTooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), ENQUIRY_MESSAGES.controlCharacters);
}

/**
 * The text fields of both forms, in the order the forms show them, so the first issue
 * is the first field to fix. The phone number is only checked for presence and length
 * here: whether it is a real Australian number is decided by the function
 * (libphonenumber is too large for the browser bundle), which also normalises it.
 */
export const EnquiryFieldsSchema = z.object({
  subject: z.enum([ENQUIRY_SUBJECTS.contact, ENQUIRY_SUBJECTS.script], { error: ENQUIRY_MESSAGES.invalidForm }),
  firstName: name(ENQUIRY_MESSAGES.firstName),
  lastName: name(ENQUIRY_MESSAGES.lastName),
  email: z
    .string({ error: ENQUIRY_MESSAGES.email })
    .trim()
    .max(ENQUIRY_MAX_LENGTHS.email, ENQUIRY_MESSAGES.email)
    .pipe(z.email({ error: ENQUIRY_MESSAGES.email })),
  contactNumber: z
    .string({ error: ENQUIRY_MESSAGES.contactNumber })
    .trim()
    .min(1, ENQUIRY_MESSAGES.contactNumber)
    .max(ENQUIRY_MAX_LENGTHS.contactNumber, ENQUIRY_MESSAGES.contactNumber),
  /** Optional: an empty or blank field is no notes at all. */
  notes: z
    .string()
    .trim()
    .max(ENQUIRY_MAX_LENGTHS.notes, ENQUIRY_MESSAGES.notesTooLong)
    .refine((value) => !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS.test(value), ENQUIRY_MESSAGES.controlCharacters)
    .optional()
    .transform((value) => value || null),
});
export type EnquiryFields = z.infer<typeof EnquiryFieldsSchema>;
export type EnquiryFieldsInput = z.input<typeof EnquiryFieldsSchema>;

