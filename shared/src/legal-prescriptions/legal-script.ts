/**
 * The legal prescription behind each order item (issue 12 part 2, decision 026). In
 * NSW an image or PDF of a script is an advance copy only: a pharmacy dispenses from
 * the posted paper original or from an electronic prescription's token. Each item
 * records which it has, and the order cannot be made ready or handed over while an
 * original is still awaited.
 *
 * What an order's status moves and summary fields ask of these is in orders'
 * order-originals.ts (orders use legal prescriptions, never the other way round).
 *
 * zod-free (the schemas are in legal-script-schema.ts); dates are Sydney calendar dates,
 * YYYY-MM-DD.
 */
import { LOCALE } from '../platform/constants.ts';
import type { EscriptToken } from './escript-token.ts';
import { sydneyDateOf } from '../platform/sydney-dates.ts';

export const LEGAL_SCRIPT_STATES = ['token_received', 'original_awaited', 'original_received', 'repeat_held'] as const;
export type LegalScriptState = (typeof LEGAL_SCRIPT_STATES)[number];

export type LegalScript =
  | { state: 'token_received'; token: EscriptToken }
  /** A mailed script, or an uploaded file (an advance copy): the paper original is due by `dueDate`. */
  | { state: 'original_awaited'; dueDate: string }
  /** An admin recorded the original's arrival: the Sydney date it came and who recorded it (uid). */
  | { state: 'original_received'; dueDate: string; receivedOn: string; receivedBy: string }
  /**
   * A next supply's item (decision 065): the repeat of the prescription the pharmacy holds from
   * the course's first order `of` (its paper original, or the repeat of its e-script), never that
   * order's token, which supplied once.
   */
  | { state: 'repeat_held'; of: string };

export const LEGAL_SCRIPT_LABELS: Record<LegalScriptState, string> = {
  token_received: 'E-script token received',
  original_awaited: 'Original outstanding',
  original_received: 'Original received',
  repeat_held: 'Repeat held by the pharmacy',
};

/** The spec's Send Via Mail instruction: the original is posted within 7 days of the order. */
export const ORIGINAL_DUE_DAYS = 7;
/** The practitioner's reminder goes this many days before the due date; another the day after it. */
export const ORIGINAL_REMINDER_DAYS_BEFORE = 2;

/** A calendar date moved by whole days (never by 24 hours, so daylight saving cannot shift it). */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** When the original of an item submitted at `submittedAt` is due: 7 Sydney calendar days later. */
export function originalDueDate(submittedAt: Date): string {
  return addCalendarDays(sydneyDateOf(submittedAt), ORIGINAL_DUE_DAYS);
}

const longDate = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** "3 December 2026" for 2026-12-03. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

/** The state a new item starts in: a token is the legal prescription; anything else waits for the original. */
export function initialLegalScript(token: EscriptToken | null, submittedAt: Date): LegalScript {
  return token ? { state: 'token_received', token } : { state: 'original_awaited', dueDate: originalDueDate(submittedAt) };
}

/**
 * The state a next supply's item starts in (decision 065), never a copy of the first's: while
 * the first's original is still awaited, this order waits for it too, with its own due date from
 * `askedAt`; otherwise the pharmacy holds the repeat (`repeat_held`). An older first item with no
 * state gives none.
 */
export function nextSupplyLegalScript(first: LegalScript | undefined, firstRequestId: string, askedAt: Date): LegalScript | undefined {
  if (!first) return undefined;
  if (first.state === 'original_awaited') return initialLegalScript(null, askedAt);
  return { state: 'repeat_held', of: firstRequestId };
}

/** What the rules here read of an order item. */
export interface ItemWithLegalScript {
  /** Absent on orders stored before issue 12: treated as they were, never waiting. */
  legalScript?: LegalScript | undefined;
}

/** Positions (from 0) of the items still waiting for their original. */
export function awaitedItemIndexes(items: readonly ItemWithLegalScript[]): number[] {
  return items.flatMap((item, index) => (item.legalScript?.state === 'original_awaited' ? [index] : []));
}

export const LEGAL_SCRIPT_ERROR_CODES = {
  originalAwaited: 'original_awaited',
  /** A cart item's or enquiry's e-script token is not a token. */
  invalidToken: 'invalid_escript_token',
  notAwaited: 'original_not_awaited',
  invalidItem: 'invalid_item',
} as const;

export const LEGAL_SCRIPT_API_PATHS = {
  /** Admins: POST { requestId, itemIndex, receivedOn } records an item's paper original as received. */
  originalReceived: '/api/order-original-received',
  /** Emulators only: POST { now? } runs the scheduled reminder job at once. */
  devScriptReminders: '/api/dev/script-reminders',
} as const;

/** What the practitioner and the admin read about e-scripts and originals. */
export const ESCRIPT_ORDER_MESSAGES = {
  tokenLabel: 'E-script token (link or code)',
  tokenHint: 'Paste the link or the token code from the e-script message. It is the legal prescription: no original needs posting.',
  fileLabel: 'Script copy (optional with a token)',
  fileHint: 'A PDF, JPG or PNG of the script is an advance copy only: post the original within 7 days.',
  tokenWithMail: 'An e-script token goes with Upload E-Script, not Send Via Mail.',
  notAwaited: 'This item is not waiting for an original script.',
  invalidItem: 'That order request has no such item.',
} as const;

/** One line on the item's legal prescription, as My Requests and the admin's order show it. */
export function legalScriptText(legalScript: LegalScript): string {
  switch (legalScript.state) {
    case 'token_received':
      return LEGAL_SCRIPT_LABELS.token_received;
    case 'original_awaited':
      return `${LEGAL_SCRIPT_LABELS.original_awaited}: due by ${formatCalendarDate(legalScript.dueDate)}`;
    case 'original_received':
      return `${LEGAL_SCRIPT_LABELS.original_received} on ${formatCalendarDate(legalScript.receivedOn)}`;
    case 'repeat_held':
      return `${LEGAL_SCRIPT_LABELS.repeat_held} (the prescription of ${legalScript.of})`;
  }
}
