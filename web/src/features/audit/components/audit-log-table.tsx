import { formatSydneyLogTime } from '@/lib/sydney-time.ts';
import type { AuditLogRow } from '../api/get-audit-log.ts';
import { auditActionLabel, describeDetails } from '../audit-entry-text.ts';

/** Read-only on purpose: an audit entry is never changed or deleted, so a row has no controls. */
export function AuditLogTable({ rows, label }: { rows: AuditLogRow[]; label: string }) {
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className="table-frame" role="region" aria-label={label} tabIndex={0}>
      <table className="data-table audit-log__table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">What</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="audit-log__when">
                <time dateTime={row.at}>{formatSydneyLogTime(row.at)}</time>
              </td>
              <td>{row.actorEmail}</td>
              <td>{auditActionLabel(row.action)}</td>
              <td className="audit-log__what">{row.target.label}</td>
              <td>{describeDetails(row.details)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
