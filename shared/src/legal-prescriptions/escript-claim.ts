/**
 * Apart from escript-token.ts, which the public upload page loads: these are for the
 * portal's cart and the function only (decision 032's budget).
 */
import type { EscriptToken } from './escript-token.ts';

/**
 * One e-script token, one supply (issue 24 part 4, decision 043): the text two tokens
 * are compared by, their stored form with its kind. A link and a code are never the same
 * token here (one cannot be read from the other without fetching the link).
 */
export const escriptTokenKey = (token: EscriptToken): string => `${token.kind}:${token.value}`;

export const ESCRIPT_CLAIM_MESSAGES = {
  taken: 'This e-script token is already on another order. Each token supplies once: the repeat has its own token.',
  repeatedInOrder: 'Two items of this order carry the same e-script token. Each token supplies once: the repeat has its own token.',
} as const;

export const ESCRIPT_CLAIM_ERROR_CODES = {
  /** 409: another order holds the token. */
  taken: 'escript_token_used',
  /** 400: two items of the one order carry it. */
  repeatedInOrder: 'escript_token_repeated',
} as const;
