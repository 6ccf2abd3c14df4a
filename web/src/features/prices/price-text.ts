/** How prices read on every screen (decision 077): a line's price, or the words for one the pharmacy prices. */
import { PRICED_BY_PHARMACY, formatAud, type LinePrice } from '@pharmacy/shared';

/** "$49.00" (unit x quantity), or "priced by the pharmacy". */
export function linePriceText(price: LinePrice | null | undefined, quantity: number): string {
  return price ? formatAud(price.unitCents * quantity) : PRICED_BY_PHARMACY;
}

/** "1 item priced by the pharmacy", "2 items priced by the pharmacy". */
export function unpricedText(count: number): string {
  return `${count === 1 ? '1 item' : `${count} items`} ${PRICED_BY_PHARMACY}`;
}
