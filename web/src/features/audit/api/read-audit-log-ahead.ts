import type { QueryClient } from '@tanstack/react-query';
import { auditFiltersFrom } from '../audit-address.ts';
import { readAuditLogPageAhead } from './get-audit-log.ts';

/** The audit log's first page for the address, started before the screen mounts (decision 073). */
export async function readAuditLogAhead(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  await readAuditLogPageAhead(queryClient, auditFiltersFrom(params).filters);
}
