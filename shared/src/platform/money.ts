/**
 * Money (issue 34): Australian dollars kept as whole cents everywhere (stored, sent and
 * summed), never as floating point. Text becomes cents only through `centsOfAud`, and
 * cents become text only through `formatAud` (what people read) or `decimalAud` (what
 * files such as an accounts export carry). Below the features: prices, invoices and
 * statements all write money so.
 */
import { z } from 'zod';

/** The most one amount may be: $1,000,000.00 (far above any compounded order). */
export const MAX_CENTS = 100_000_000;

/** A whole number of cents, 0 up to MAX_CENTS. */
export const CentsSchema = z.number().int().min(0).max(MAX_CENTS);

/** "24.50", "$24.50", "1,250", " 24.5 " (commas only between groups of three digits). */
const AUD_TEXT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Typed dollars as whole cents: "24.50" -> 2450, "$1,250" -> 125000, "0.5" -> 50; null
 * for anything else (a third decimal place, a minus sign, letters, empty, too large).
 * Never passes through a floating-point number.
 */
export function centsOfAud(text: string): number | null {
  const match = AUD_TEXT.exec(text.trim());
  if (!match) return null;
  const dollars = match[1]!.replaceAll(',', '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  if (dollars.length > 9) return null;
  const value = Number(dollars) * 100 + Number(cents);
  return value <= MAX_CENTS ? value : null;
}

/** 2450 -> "24.50", -2450 -> "-24.50": dollars with two decimals and no symbol (CSV exports). */
export function decimalAud(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** 2450 -> "$24.50", 125000 -> "$1,250.00", -500 -> "-$5.00": what people read. */
export function formatAud(cents: number): string {
  return AUD.format(cents / 100);
}
