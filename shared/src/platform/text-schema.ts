/**
 * Text fields people type into the portal's and the site's forms, as zod schemas:
 * names are one line of plain text (they end up in headings, lists and e-mail
 * subjects); notes may span lines. Each form gives its own messages.
 */
import { z } from 'zod';
import { refuseUnfitName } from './person-name.ts';

export const CONTROL_CHARACTERS = /\p{Cc}/u;
export const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS_AND_TABS = /[^\P{Cc}\n\r\t]/u;

export interface PersonNameMessages {
  required: string;
  tooLong: string;
  controlCharacters: string;
}

/** A required person's name of at most `maxLength` characters (person-name.ts says what a name may hold). */
export function personNameSchema(maxLength: number, messages: PersonNameMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(maxLength, messages.tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), messages.controlCharacters)
    .superRefine(refuseUnfitName);
}
