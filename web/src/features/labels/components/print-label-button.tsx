import type { OrderRequest } from '@pharmacy/shared';
import { FileDownloadButton } from '@/components/ui/file-download-button.tsx';
import { printLabel } from '../api/print-label.ts';

/** Whether the item's record of compounding is checked: only then has it a label (decision 058). */
export const hasLabel = (order: OrderRequest, index: number) => Boolean(order.compounding?.[index]?.checkedAt);

/** "Print label" for one checked item, with the reason under it when the label is refused; nothing for an unchecked item. */
export function PrintLabelButton({ order, index }: { order: OrderRequest; index: number }) {
  if (!hasLabel(order, index)) return null;
  return <FileDownloadButton download={() => printLabel(order.requestId, index)} label="Print label" context={`for item ${index + 1}`} />;
}
