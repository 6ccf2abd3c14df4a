import { useState } from 'react';
import { ADMIN_MESSAGES, USER_STATUSES, UserStatusSchema, type UserStatus } from '@pharmacy/shared';
import { useChangePractitionerStatus } from '../api/change-practitioner-status.ts';
import { useDeletePractitioner } from '../api/delete-practitioner.ts';
import { capitalise, statusTone } from '../practitioner-format.ts';
import { fullName, type PractitionerRow } from '../practitioner-row.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isKnownStatus = (status: string): status is UserStatus => UserStatusSchema.safeParse(status).success;

/**
 * The stored status (dot and word), the dropdown that stages a new one, Confirm
 * (only while the staged status differs) and Delete. Spec sections 2, 4 and 8;
 * the outcomes are alerts, as the spec has them.
 */
export function StatusCell({ row }: { row: PractitionerRow }) {
  // Null until the admin picks something: the dropdown then follows the stored status.
  const [staged, setStaged] = useState<UserStatus | null>(null);
  const changeStatus = useChangePractitionerStatus();
  const deletePractitioner = useDeletePractitioner();
  const busy = changeStatus.isPending || deletePractitioner.isPending;
  const name = fullName(row) || row.email;
  // A status the portal does not know stays visible in the dropdown rather than silently becoming another.
  const options: readonly string[] = isKnownStatus(row.status) ? USER_STATUSES : [row.status, ...USER_STATUSES];

  async function confirm() {
    if (staged === null) return;
    try {
      const outcome = await changeStatus.mutateAsync({ row, status: staged });
      if (outcome.kind === 'refused') {
        window.alert(ADMIN_MESSAGES.statusFailed + outcome.error);
        return;
      }
      setStaged(null);
      if (!outcome.notified) window.alert(ADMIN_MESSAGES.notifyFailed);
    } catch (error) {
      window.alert(ADMIN_MESSAGES.statusFailed + messageOf(error));
    }
  }

  async function remove() {
    if (!window.confirm(ADMIN_MESSAGES.deleteConfirm)) return;
    try {
      const outcome = await deletePractitioner.mutateAsync(row);
      window.alert(outcome.kind === 'deleted' ? ADMIN_MESSAGES.deleteSuccess : ADMIN_MESSAGES.deleteFailed + outcome.error);
    } catch (error) {
      window.alert(ADMIN_MESSAGES.deleteNetwork + messageOf(error));
    }
  }

  return (
    <div className="status-cell">
      <span className="status-cell__stored">
        <span className={`status-dot status-dot--${statusTone(row.status)}`} aria-hidden="true" />
        {capitalise(row.status)}
      </span>
      <select
        aria-label={`New status for ${name}`}
        value={staged ?? row.status}
        disabled={busy}
        onChange={(event) => {
          const chosen = event.target.value;
          setStaged(isKnownStatus(chosen) ? chosen : null);
        }}
      >
        {options.map((status) => (
          <option key={status} value={status} disabled={!isKnownStatus(status)}>
            {capitalise(status)}
          </option>
        ))}
      </select>
      <span className="status-cell__actions">
        {staged !== null && staged !== row.status && (
          <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void confirm()}>
            {changeStatus.isPending ? 'Saving... ' : 'Confirm '}
            <span className="visually-hidden">
              status {capitalise(staged)} for {name}
            </span>
          </button>
        )}
        <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => void remove()}>
          {deletePractitioner.isPending ? 'Deleting... ' : 'Delete '}
          <span className="visually-hidden">{name}</span>
        </button>
      </span>
    </div>
  );
}
