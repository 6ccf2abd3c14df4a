/**
 * What a person's name may not hold. Names are shown to admins and were greeted in
 * e-mails: a name that carries a link ("Click https://… to pay") or hidden format
 * characters (bidi overrides that reverse what an admin reads, zero-width marks) is
 * how a visitor makes the pharmacy's screens say their words. Names hold letters of
 * any script and the punctuation names use, nothing else. Kept free of zod so the
 * public forms can use it too.
 */
import type { z } from 'zod';

/** Control characters (line breaks, NUL…) and format characters (bidi overrides, zero-width marks). */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/**
 * Anything that reads as a link or an address: a scheme, `www.`, an `@`, or a word
 * followed by a common top-level domain (`pay.com`, `x.com.au`).
 */
const LINK_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]\.(?:com|net|org|au|io|co|me|info|biz|xyz|link|click|app|site|online|shop|top|ru|cn|ly|gl|to|tk|ml)\b/iu;

/** Letters (any script) with their marks, spaces, apostrophes, hyphens, full stops and commas. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '\u2019\u02BB.,\-\u2010\u2013]+$/u;

export const NAME_MESSAGES = {
  hiddenCharacters: 'Please remove special characters from your name.',
  linkLike: 'Please enter a name without links or web addresses.',
  characters: 'Please use only letters, spaces, hyphens, apostrophes and full stops in a name.',
} as const;

/** The message for a name that may not be used, or null for a fine one. */
export function personNameProblem(name: string): string | null {
  if (HIDDEN_CHARACTERS.test(name)) return NAME_MESSAGES.hiddenCharacters;
  if (LINK_LIKE.test(name)) return NAME_MESSAGES.linkLike;
  if (!NAME_CHARACTERS.test(name)) return NAME_MESSAGES.characters;
  return null;
}

/** For a zod schema's superRefine: the name's problem as an issue on that field. */
export function refuseUnfitName(value: string, ctx: z.RefinementCtx): void {
  // An empty name is the required-field message's to report, alone.
  if (value === '') return;
  const problem = personNameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}
