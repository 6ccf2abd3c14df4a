/**
 * Electronic prescription tokens (issue 12, decision 026). A token is what the
 * prescriber's software sends the patient in place of a paper script: a link to the
 * QR code, or the token's code itself. The pharmacy's dispensing software downloads
 * the prescription with it. We check its form only: the server never fetches a link
 * (it would hand a prescription to whoever runs that host, and the pharmacy's
 * software is the one that may open it).
 *
 * zod-free, so the public Upload Script page can check a token without pulling zod
 * into its JavaScript (decision 006).
 */

/**
 * Hosts of Australia's prescription delivery services: eRx (its links are on
 * erx.com.au and its subdomains) and MediSecure (closed in 2024; its tokens may still
 * turn up, and the pharmacy decides what to do with one).
 */
export const ESCRIPT_TOKEN_HOSTS = ['erx.com.au', 'medisecure.com.au'] as const;

/**
 * A token's code: the Script ID of the prescription, 18 characters of digits and
 * capital letters in the Agency's examples (e.g. 1XPR352VP3QCX7BJD6), one example 19.
 * We take 16 to 20 with at least one digit and one letter, read in any case, with
 * spaces or hyphens between groups as people copy them.
 */
const TOKEN_CODE = /^(?=[0-9A-Z]*[0-9])(?=[0-9A-Z]*[A-Z])[0-9A-Z]{16,20}$/;
const CODE_SEPARATORS = /[\s-]+/g;

/** Longest text the field takes: a token link is well under this. */
export const ESCRIPT_TOKEN_MAX_LENGTH = 500;

export type EscriptTokenKind = 'link' | 'code';

export interface EscriptToken {
  kind: EscriptTokenKind;
  /** A link with its host in lower case; a code in capitals without separators. */
  value: string;
}

export const ESCRIPT_TOKEN_MESSAGES = {
  invalid:
    'This is not an e-script token. Paste the link from the e-script message (https://…erx.com.au/…) or its 18-character token code.',
  tooLong: `An e-script token is shorter than ${ESCRIPT_TOKEN_MAX_LENGTH} characters. Please paste only the link or the code.`,
} as const;

/**
 * https://, a host (letters, digits, hyphens, dots; no credentials and no port), then
 * a path or query: a token link names its token. Printable ASCII only, as links are.
 */
const LINK = /^https:\/\/([a-z0-9.-]+)([/?][\x21-\x7e]*)$/i;

function hostAllowed(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return ESCRIPT_TOKEN_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

function parseLink(text: string): EscriptToken | null {
  const match = LINK.exec(text);
  const [, host = '', rest = ''] = match ?? [];
  if (!match || !hostAllowed(host) || rest === '/' || rest === '?') return null;
  return { kind: 'link', value: `https://${host.toLowerCase()}${rest}` };
}

/**
 * The token in its stored form, or null when the text is no token (an empty text is
 * no token either: callers decide whether one is required).
 */
export function parseEscriptToken(input: string): EscriptToken | null {
  const text = input.trim();
  if (text === '' || text.length > ESCRIPT_TOKEN_MAX_LENGTH) return null;
  if (/^https?:\/\//i.test(text)) return parseLink(text);
  const code = text.replace(CODE_SEPARATORS, '').toUpperCase();
  return TOKEN_CODE.test(code) ? { kind: 'code', value: code } : null;
}

/** Why a typed token would be refused, or null when it is empty or a token. */
export function escriptTokenProblem(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  if (text.length > ESCRIPT_TOKEN_MAX_LENGTH) return ESCRIPT_TOKEN_MESSAGES.tooLong;
  return parseEscriptToken(text) ? null : ESCRIPT_TOKEN_MESSAGES.invalid;
}

