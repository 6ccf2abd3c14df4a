import { useId, useState } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { useReinstateStaff, useSuspendStaff } from '../api/staff-actions.ts';
import { useAllStaffLinks } from '../api/staff-links.ts';

const STATUS_TEXT = { active: 'Active', removed: 'Removed by the prescriber', ended: 'Ended', suspended: 'Suspended by the pharmacy' } as const;

/**
 * The pharmacy's list of each prescriber's staff (issue 26, decision 044), under the
 * practitioners: who prepares orders for whom, and Suspend for a staff member the
 * pharmacy no longer trusts (every link ends and their sessions are revoked).
 */
export function ClinicStaff() {
  const headingId = useId();
  const links = useAllStaffLinks();
  const suspend = useSuspendStaff();
  const reinstate = useReinstateStaff();
  // A person suspended has a row per prescriber; one Lift button (on their first row) is enough.
  const liftRows = new Set<string>();
  const suspendedPeople = new Set<string>();
  for (const link of links.data ?? []) {
    if (link.status !== 'suspended' || suspendedPeople.has(link.staffUid)) continue;
    suspendedPeople.add(link.staffUid);
    liftRows.add(`${link.prescriberId}_${link.staffUid}`);
  }
  const [notice, setNotice] = useState('');
  return (
    <section className="clinic-staff surface-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Prescribers&rsquo; staff</h2>
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      {links.isPending && <p>Loading staff...</p>}
      {links.isError && <FormError message="The prescribers' staff could not be loaded." />}
      {links.data?.length === 0 && <p>No prescriber has invited staff yet.</p>}
      {links.data && links.data.length > 0 && (
        <div className="table-frame">
        <table className="data-table">
          <caption className="visually-hidden">Staff invited by prescribers, and their access</caption>
          <thead>
            <tr>
              <th scope="col">Prescriber</th>
              <th scope="col">Staff member</th>
              <th scope="col">Access</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {links.data.map((link) => (
              <tr key={`${link.prescriberId}_${link.staffUid}`}>
                <td>{link.prescriberName}</td>
                <td>
                  {link.staffName} ({link.staffEmail})
                </td>
                <td>{STATUS_TEXT[link.status]}</td>
                <td>
                  {link.status === 'active' && (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={suspend.isPending}
                      onClick={() => {
                        if (!window.confirm(`Suspend ${link.staffName}? They are signed out and lose access to every prescriber's data.`)) return;
                        suspend.mutate(link.staffUid, { onSuccess: setNotice });
                      }}
                    >
                      Suspend {link.staffName}
                    </button>
                  )}
                  {liftRows.has(`${link.prescriberId}_${link.staffUid}`) && (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={reinstate.isPending}
                      onClick={() => {
                        if (!window.confirm(`Lift ${link.staffName}'s suspension? They can sign in again; each prescriber must invite them again.`)) return;
                        reinstate.mutate(link.staffUid, { onSuccess: setNotice });
                      }}
                    >
                      Lift {link.staffName}&rsquo;s suspension
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      <FormError message={suspend.error?.message ?? reinstate.error?.message} />
    </section>
  );
}
