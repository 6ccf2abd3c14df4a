/**
 * What an order's status and summary ask of its items' legal prescriptions (decision
 * 026): the summary fields the queue filters on and the reminder job reads, and the
 * clause of orderMoveRefusal (order-move.ts) that keeps an order from ready while an
 * original is awaited. The legal prescription itself is legal-prescriptions'; it knows
 * nothing of orders. zod-free.
 */
import { LEGAL_SCRIPT_ERROR_CODES, awaitedItemIndexes, type ItemWithLegalScript } from '../legal-prescriptions/index.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order.ts';

/**
 * The order's summary fields the admin's queue filters on and the reminder job reads:
 * whether the pharmacy waits for any original (not on a cancelled order) and the
 * earliest due date among them.
 */
export function originalsSummary(
  items: readonly ItemWithLegalScript[],
  status: OrderStatus,
): { originalAwaited: boolean; originalDueDate: string | null } {
  if (status === 'cancelled') return { originalAwaited: false, originalDueDate: null };
  const due = items.flatMap((item) => (item.legalScript?.state === 'original_awaited' ? [item.legalScript.dueDate] : []));
  return due.length === 0 ? { originalAwaited: false, originalDueDate: null } : { originalAwaited: true, originalDueDate: due.sort()[0] ?? null };
}

/** The statuses that hand the medicine over, or promise it: none may be reached without a legal prescription. */
export const STATUSES_NEEDING_LEGAL_SCRIPT: readonly OrderStatus[] = ['ready', 'dispatched', 'collected'];

function itemList(indexes: readonly number[]): string {
  const numbers = indexes.map((index) => String(index + 1));
  if (numbers.length === 1) return `item ${numbers[0]}`;
  return `items ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * orderMoveRefusal's clause (order-move.ts) for the legal prescription: ready,
 * dispatched and collected wait while any item's original is awaited.
 */
export function legalScriptRefusal(order: { items?: readonly ItemWithLegalScript[] | undefined }, to: OrderStatus): { code: string; message: string } | null {
  if (!STATUSES_NEEDING_LEGAL_SCRIPT.includes(to)) return null;
  const awaited = awaitedItemIndexes(order.items ?? []);
  if (awaited.length === 0) return null;
  const waits = awaited.length === 1 ? 'waits for its' : 'wait for their';
  const noun = awaited.length === 1 ? 'script' : 'scripts';
  const list = itemList(awaited);
  return {
    code: LEGAL_SCRIPT_ERROR_CODES.originalAwaited,
    message: `${list[0]?.toUpperCase()}${list.slice(1)} ${waits} original ${noun}. Mark the original received before moving this order request to ${ORDER_STATUS_LABELS[to]}.`,
  };
}
