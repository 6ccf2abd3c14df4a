/**
 * Directions on every order item (issue 25 part 1, decision 052): what the label will
 * say (dose, route, frequency), required on every new item, and an optional days'
 * supply (how long one supply lasts, which the due reminders count from).
 * zod-free; the wire fields are in order-schema.ts.
 */

export const DIRECTIONS_MIN_LENGTH = 3;
export const DIRECTIONS_MAX_LENGTH = 500;
export const DAYS_SUPPLY_MIN = 1;
export const DAYS_SUPPLY_MAX = 365;

export const DIRECTIONS_MESSAGES = {
  directionsLabel: 'Directions',
  directionsHint: `What the label will say: dose, route and frequency (${DIRECTIONS_MIN_LENGTH} to ${DIRECTIONS_MAX_LENGTH} characters).`,
  daysSupplyLabel: "Days' supply (optional)",
  daysSupplyHint: 'How many days one supply lasts, in whole days.',
  directionsMissing: 'Please enter the directions: what the label will say (dose, route and frequency).',
  directionsTooShort: `Directions need at least ${DIRECTIONS_MIN_LENGTH} characters: the dose, route and frequency, as the label will say them.`,
  directionsTooLong: `Please shorten the directions to ${DIRECTIONS_MAX_LENGTH} characters or fewer.`,
  daysSupply: `Days' supply is a whole number of days from ${DAYS_SUPPLY_MIN} to ${DAYS_SUPPLY_MAX}, or blank.`,
  /** Where an order stored before issue 25 has none. */
  noDirections: 'Not given (sent before directions were asked for)',
} as const;

/** Why typed directions would be refused, or null. */
export function directionsProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return DIRECTIONS_MESSAGES.directionsMissing;
  if (text.length < DIRECTIONS_MIN_LENGTH) return DIRECTIONS_MESSAGES.directionsTooShort;
  if (text.length > DIRECTIONS_MAX_LENGTH) return DIRECTIONS_MESSAGES.directionsTooLong;
  return null;
}

export const isDaysSupply = (days: number) => Number.isInteger(days) && days >= DAYS_SUPPLY_MIN && days <= DAYS_SUPPLY_MAX;

/** "28 days" / "1 day". */
export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** "28 days' supply" / "1 day's supply". */
export const daysSupplyText = (days: number) => (days === 1 ? "1 day's supply" : `${days} days' supply`);

/** What an item shows of its directions: the text, and its days' supply when given. */
export function directionsText(item: { directions?: string | undefined; daysSupply?: number | undefined }): string {
  const directions = item.directions?.trim() ? item.directions.trim() : DIRECTIONS_MESSAGES.noDirections;
  return item.daysSupply ? `${directions} (${daysSupplyText(item.daysSupply)})` : directions;
}
