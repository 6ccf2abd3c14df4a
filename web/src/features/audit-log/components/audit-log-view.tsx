import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LOCALE, listParamReader, type AuditAction } from '@pharmacy/shared';
import { AddressNote } from '@/components/ui/address-note.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useAuditLog, useAuditLogCount } from '../api/get-audit-log.ts';
import { AUDIT_ACTION_LABELS, isAuditAction } from '../audit-entry-text.ts';
import { AuditLogTable } from './audit-log-table.tsx';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][];
/** The address's parameter for the action filter (issue 13). */
const ACTION_PARAM = 'action';

/** Every admin action, newest first, as the server recorded it; the action filter lives in the address. */
export function AuditLogView() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const reader = listParamReader(params);
  const action = (reader.read(ACTION_PARAM, isAuditAction) ?? undefined) as AuditAction | undefined;
  function setAction(next: AuditAction | undefined) {
    const nextParams = new URLSearchParams(params);
    if (next) nextParams.set(ACTION_PARAM, next);
    else nextParams.delete(ACTION_PARAM);
    setParams(nextParams);
  }
  const log = useAuditLog(action);
  const total = useAuditLogCount(action);
  const rows = log.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <section className="audit-log" aria-labelledby={headingId}>
      <h2 id={headingId}>Audit Log</h2>
      <p>Every admin action, newest first. Entries are written by the server and can never be changed or deleted.</p>
      <div className="audit-log__controls">
        <FormField label="Action">
          {(control) => (
            <select
              {...control}
              value={action ?? ''}
              onChange={(event) => setAction(isAuditAction(event.target.value) ? event.target.value : undefined)}
            >
              <option value="">All actions</option>
              {ACTION_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="button" className="button button--secondary" disabled={log.isFetching} onClick={() => void log.refetch()}>
          {log.isRefetching ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <AddressNote ignored={reader.ignored} />
      {rows.length > 0 && total.data !== undefined && (
        <p role="status" className="queue-count">
          Showing {rows.length.toLocaleString(LOCALE)} of {total.data.toLocaleString(LOCALE)} {total.data === 1 ? 'entry' : 'entries'}.
        </p>
      )}
      {log.isPending && <PageLoading label="Loading the audit log..." />}
      <FormError message={log.error ? `The audit log could not be loaded: ${log.error.message}` : null} />
      {log.isSuccess && rows.length === 0 && (
        <p>{action ? 'No entries for this action yet.' : 'No admin actions have been recorded yet.'}</p>
      )}
      {rows.length > 0 && <AuditLogTable rows={rows} label="Audit log entries" />}
      {log.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}
