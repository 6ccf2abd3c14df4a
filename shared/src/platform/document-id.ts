/**
 * The IDs the API accepts in a path or body, checked before they reach Firestore or
 * Storage: a slash, a dot-dot or an empty string would otherwise name another
 * document, a collection or nothing, and the SDK answers those with an exception
 * (a 500), not a refusal. One pattern per kind of ID.
 */
import { z } from 'zod';

/**
 * A Firebase Auth UID or a Firestore auto-ID: letters, digits, `_` and `-`, at most
 * 128 characters (Auth's own limit for UIDs; auto-IDs are 20 characters), and not
 * `__…__`, which Firestore reserves (the SDK throws on `__proto__`).
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const INVALID_ID_MESSAGE = 'That is not a valid ID.';

export function isDocumentId(text: string): boolean {
  return DOCUMENT_ID_PATTERN.test(text);
}

/** A user's or an enquiry's ID in a request body. */
export const DocumentIdSchema = z.string().trim().regex(DOCUMENT_ID_PATTERN, INVALID_ID_MESSAGE);
