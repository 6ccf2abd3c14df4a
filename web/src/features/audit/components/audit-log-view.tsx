import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LOCALE, patientNameInEntry, type AuditAction } from '@pharmacy/shared';
import { rowsArrived } from '@/lib/queue/rows-first.ts';
import { AddressNote } from '@/components/ui/address-note.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useAuditLog, useAuditLogCount, type AuditFilters, type AuditLogRow } from '../api/get-audit-log.ts';
import { useAdmins } from '../api/list-admins.ts';
import { AUDIT_PARAMS, auditFiltersFrom } from '../audit-address.ts';
import { AUDIT_ACTION_LABELS, isAuditAction } from '../audit-entry-text.ts';
import { AuditLogTable } from './audit-log-table.tsx';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS) as [AuditAction, string][];

/** Every admin action, newest first, as the server recorded it; the filters live in the address. */
export function AuditLogView() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const { filters, ignored } = auditFiltersFrom(params);
  const { action, actorUid, patientIds } = filters;
  function setParam(name: string, value: string | undefined) {
    const nextParams = new URLSearchParams(params);
    if (value) nextParams.set(name, value);
    else nextParams.delete(name);
    setParams(nextParams);
  }
  const log = useAuditLog(filters);
  const total = useAuditLogCount(filters, rowsArrived(log));
  const rows = log.data?.pages.flatMap((page) => page.rows) ?? [];
  const filtered = action !== undefined || actorUid !== undefined || patientIds.length > 0;

  return (
    <section className="audit-log" aria-labelledby={headingId}>
      <h2 id={headingId}>Audit Log</h2>
      <p>
        Every admin action, and every time an admin opened a patient&rsquo;s order, worksheet, file or question thread, newest first.
        Entries are written by the server and can never be changed or deleted.
      </p>
      <div className="audit-log__controls">
        <FormField label="Action">
          {(control) => (
            <select {...control} value={action ?? ''} onChange={(event) => setParam(AUDIT_PARAMS.action, isAuditAction(event.target.value) ? event.target.value : undefined)}>
              <option value="">All actions</option>
              {ACTION_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <AdminFilter actorUid={actorUid} onChange={(uid) => setParam(AUDIT_PARAMS.admin, uid)} />
        <button type="button" className="button button--secondary" disabled={log.isFetching} onClick={() => void log.refetch()}>
          {log.isRefetching ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      {patientIds.length > 0 && (
        <PatientFilter patientIds={patientIds} rows={rows} onClear={() => setParam(AUDIT_PARAMS.patient, undefined)} />
      )}
      <AddressNote ignored={ignored} />
      {rows.length > 0 && total.data !== undefined && (
        <p role="status" className="queue-count">
          Showing {rows.length.toLocaleString(LOCALE)} of {total.data.toLocaleString(LOCALE)} {total.data === 1 ? 'entry' : 'entries'}.
        </p>
      )}
      {log.isPending && <PageLoading label="Loading the audit log..." />}
      <FormError message={log.error ? `The audit log could not be loaded: ${log.error.message}` : null} />
      {log.isSuccess && rows.length === 0 && <p>{emptyText(filters, filtered)}</p>}
      {rows.length > 0 && <AuditLogTable rows={rows} label="Audit log entries" />}
      {log.hasNextPage && (
        <button type="button" className="button button--secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}

function emptyText({ action, actorUid, patientIds = [] }: AuditFilters, filtered: boolean): string {
  if (!filtered) return 'No admin actions have been recorded yet.';
  if (action && !actorUid && patientIds.length === 0) return 'No entries for this action yet.';
  return 'No entries match these filters.';
}

/** Who acted: the admins by e-mail; an admin in the address who is no longer one still filters, by uid. */
function AdminFilter({ actorUid, onChange }: { actorUid: string | undefined; onChange: (uid: string | undefined) => void }) {
  const admins = useAdmins();
  const choices = admins.data ?? [];
  const unlisted = actorUid !== undefined && !choices.some((admin) => admin.uid === actorUid);
  return (
    <FormField label="Admin">
      {(control) => (
        <select {...control} value={actorUid ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">All admins</option>
          {choices.map((admin) => (
            <option key={admin.uid} value={admin.uid}>
              {admin.email}
            </option>
          ))}
          {unlisted && <option value={actorUid}>{actorUid}</option>}
        </select>
      )}
    </FormField>
  );
}

/** The patient filter, named from the entries themselves (their names are in each entry's details); never their health data. */
function PatientFilter({ patientIds, rows, onClear }: { patientIds: string[]; rows: AuditLogRow[]; onClear: () => void }) {
  const names = patientIds.map((id) => rows.map((row) => patientNameInEntry(row, id)).find((name) => name !== undefined) ?? `patient ${id}`);
  return (
    <p className="audit-log__patient">
      Entries about <strong>{[...new Set(names)].join(', ')}</strong>.{' '}
      <button type="button" className="button button--secondary button--small" onClick={onClear}>
        Show every patient
      </button>
    </p>
  );
}
