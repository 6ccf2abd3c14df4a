/** How prices read on every screen (decision 077): a line's price, or the words for one the pharmacy prices. */
import { PRICED_BY_PHARMACY, QUOTE_STATUS_LABELS, formatAud, type LinePrice, type QuoteStatus } from '@pharmacy/shared';

/** "$49.00" (unit x quantity), or "priced by the pharmacy". */
export function linePriceText(price: LinePrice | null | undefined, quantity: number): string {
  return price ? formatAud(price.unitCents * quantity) : PRICED_BY_PHARMACY;
}

/** "1 item priced by the pharmacy", "2 items priced by the pharmacy". */
export function unpricedText(count: number): string {
  return `${count === 1 ? '1 item' : `${count} items`} ${PRICED_BY_PHARMACY}`;
}

/**
 * The title of a sent order's prices. A quote rewrites the lines' prices (decision 080), so
 * once the pharmacy has re-priced a line they are no longer the prices it was sent with.
 */
export function sentPricesTitle(quote: { status: QuoteStatus } | null | undefined): string {
  return quote ? `Prices with the pharmacy’s new price (${QUOTE_STATUS_LABELS[quote.status]})` : 'Prices when sent';
}
