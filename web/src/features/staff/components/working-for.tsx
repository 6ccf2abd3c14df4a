import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { STAFF_MESSAGES, WORKING_FOR_PARAM } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { useActiveStaffLinks } from '../api/staff-links.ts';

/**
 * A staff member's workspace (decision 044): the switcher says whose work they are doing,
 * held in the address (?for=), and the screens below act for that prescriber only. Without
 * an active link there is nothing to work on.
 */
export function WorkingFor({ uid, children }: { uid: string; children: (prescriberId: string) => ReactNode }) {
  const id = useId();
  const links = useActiveStaffLinks('staffUid', uid);
  const [params, setParams] = useSearchParams();
  if (links.isPending) return <PageLoading label="Loading..." />;
  if (links.isError) return <FormError message="Whom you work for could not be loaded. Please try again." />;
  if (links.data.length === 0) return <p className="notice">{STAFF_MESSAGES.noPrescriber}</p>;
  const asked = params.get(WORKING_FOR_PARAM);
  const current = links.data.find((link) => link.prescriberId === asked) ?? links.data[0]!;
  return (
    <>
      <div className="toolbar working-for">
        <label htmlFor={id}>Working for</label>
        <select
          id={id}
          value={current.prescriberId}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            next.set(WORKING_FOR_PARAM, event.target.value);
            setParams(next);
          }}
        >
          {links.data.map((link) => (
            <option key={link.prescriberId} value={link.prescriberId}>
              {link.prescriberName}
            </option>
          ))}
        </select>
      </div>
      {/* key: another prescriber's work starts from a fresh screen. */}
      <div key={current.prescriberId}>{children(current.prescriberId)}</div>
    </>
  );
}
