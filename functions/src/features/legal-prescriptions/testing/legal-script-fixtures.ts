/**
 * Test helper: the legal prescription behind an order's items (decisions 026, 043, 049):
 * e-script tokens in their stored form, each state of an item's legal script, and an
 * order as this feature reads it (LegalOrder), of the order factory's stored lines.
 */
import type { EscriptToken, LegalScript } from '@pharmacy/shared';
import { storedLine } from '@pharmacy/shared/testing';
import type { LegalOrder } from '../legal-script-record.ts';

/** An e-script's 18-character token code, as the prescriber pastes it. */
export const ESCRIPT_CODE = '1XPR352VP3QCX7BJD6';
/** Another token code: the next supply's own token. */
export const OTHER_ESCRIPT_CODE = '21KR32BGDMPWJC0C89';

/** A token code in its stored form. */
export const escriptCode = (value = ESCRIPT_CODE): EscriptToken => ({ kind: 'code', value });

/** A token link in its stored form (host lower-cased, as parseEscriptToken stores it). */
export const escriptLink = (code = ESCRIPT_CODE): EscriptToken => ({ kind: 'link', value: `https://erx.com.au/scripts/${code}` });

/** An item sent with its e-script token: nothing awaited. */
export const tokenReceived = (token: EscriptToken = escriptCode()): LegalScript => ({ state: 'token_received', token });

/** An item whose paper original is to be posted, due on `dueDate` (a week after the order's Sydney date). */
export const originalAwaited = (dueDate = '2026-03-09'): LegalScript => ({ state: 'original_awaited', dueDate });

/** An item whose posted original an admin recorded as received. */
export const originalReceived = (dueDate = '2026-03-09', receivedOn = '2026-03-05'): LegalScript => ({
  state: 'original_received',
  dueDate,
  receivedOn,
  receivedBy: 'admin-uid',
});

/**
 * A received order of one stored line per legal script given (undefined: an item with
 * none recorded), no reminder sent yet.
 */
export function legalOrder(legalScripts: readonly (LegalScript | undefined)[], overrides: Partial<LegalOrder> = {}): LegalOrder {
  return {
    requestId: 'HC-260302-AAAA',
    status: 'received',
    items: legalScripts.map((legalScript) => storedLine(legalScript ? { legalScript } : {})),
    mail: {},
    needsMailResend: false,
    ...overrides,
  };
}
