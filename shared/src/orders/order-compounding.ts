/**
 * What an order keeps of its items' records of compounding (decision 050), and the rule
 * its moves ask: ready waits until a second admin has checked every item's record. How a
 * record is made and checked is the compounding-records feature's, which uses orders;
 * this is the part the order document and its moves need. zod-free.
 */

/** orderMoveRefusal's clause (order-move.ts) while an item's record is not checked (409). */
export const COMPOUNDING_NOT_CHECKED = {
  code: 'compounding_not_checked',
  message: (checked: number, total: number) =>
    `Every item's record of compounding must be checked by a second admin before the order is ready (${checked} of ${total} checked).`,
} as const;

/** What of an order the rules below read: its items and their records (one per item, null until made). */
export interface CompoundedOrder {
  items?: readonly unknown[] | undefined;
  compounding?: readonly ({ batchNumber: string; checkedAt?: unknown } | null)[] | undefined;
}

/** How many of the order's items have a checked record, of how many. */
export function compoundingProgress(order: CompoundedOrder): { checked: number; total: number } {
  const total = order.items?.length ?? 0;
  const records = order.compounding ?? [];
  let checked = 0;
  for (let index = 0; index < total; index += 1) if (records[index]?.checkedAt) checked += 1;
  return { checked, total };
}

/** null when every item's record is checked; otherwise the refusal of ready (409). */
export function compoundingRefusal(order: CompoundedOrder): { code: string; message: string } | null {
  const { checked, total } = compoundingProgress(order);
  if (checked === total) return null;
  return { code: COMPOUNDING_NOT_CHECKED.code, message: COMPOUNDING_NOT_CHECKED.message(checked, total) };
}
