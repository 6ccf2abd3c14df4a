import type { AuditRecord } from '../../../platform/audit/audit-log.ts';
import type { LabelPrintStore } from '../label-print-store.ts';

/** The print counts and their audit entries in memory, for the unit tests. */
export function memoryLabelPrintStore(): LabelPrintStore & { audit: AuditRecord[] } {
  const counts = new Map<string, number>();
  const audit: AuditRecord[] = [];
  return {
    audit,
    async recordPrint(requestId, itemIndex, entry) {
      const key = `${requestId}/${itemIndex}`;
      const printNumber = (counts.get(key) ?? 0) + 1;
      counts.set(key, printNumber);
      audit.push(entry(printNumber));
      return printNumber;
    },
  };
}
