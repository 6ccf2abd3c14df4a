import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { StaffInvitationRequestSchema, type StaffInvitationRequest } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { inviteStaff, useRemoveStaff } from '../api/staff-actions.ts';
import { STAFF_LINKS_QUERY_KEY, useCurrentStaffLinks } from '../api/staff-links.ts';

/**
 * The prescriber's Staff section (issue 26, decision 044): invite a nurse or receptionist
 * by name and e-mail (they get a link only), and remove one, which ends their access at once.
 * Someone the pharmacy suspended is listed as such (issue 32, decision 062): they cannot be
 * invited again, and the section says so before the prescriber tries.
 */
export function StaffSection({ uid }: { uid: string }) {
  const headingId = useId();
  const current = useCurrentStaffLinks(uid);
  const links = { ...current, data: current.data?.filter((link) => link.status === 'active') };
  const suspended = current.data?.filter((link) => link.status === 'suspended') ?? [];
  const remove = useRemoveStaff();
  const [notice, setNotice] = useState('');

  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Staff</h2>
      <p>
        Staff find, add and edit your saved patients for you, and prepare orders that wait under To sign until you sign them. They
        cannot send an order to the pharmacy, answer the pharmacy&rsquo;s questions, change your account or invite anyone.
      </p>
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      <div className="surface-panel">
        <h3>Your staff</h3>
        {links.isPending && <p>Loading staff...</p>}
        {links.isError && <FormError message="Your staff could not be loaded. Please try again." />}
        {links.data?.length === 0 && <p>No staff yet.</p>}
        {links.data && links.data.length > 0 && (
          <ul className="staff-section__list">
            {links.data.map((link) => (
              <li key={link.staffUid}>
                <span>
                  {link.staffName} ({link.staffEmail})
                </span>{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm(`Remove ${link.staffName}? They lose access to your patients and orders at once.`)) return;
                    remove.mutate(link.staffUid, { onSuccess: (message) => setNotice(message) });
                  }}
                >
                  Remove {link.staffName}
                </button>
              </li>
            ))}
          </ul>
        )}
        <FormError message={remove.error?.message} />
      </div>
      {suspended.length > 0 && (
        <div className="surface-panel">
          <h3>Suspended by the pharmacy</h3>
          <p>
            The pharmacy has suspended these people&rsquo;s access to every prescriber&rsquo;s patients and orders. They cannot be
            invited again; please call the pharmacy if you think this is wrong.
          </p>
          <ul className="staff-section__list">
            {suspended.map((link) => (
              <li key={link.staffUid}>
                {link.staffName} ({link.staffEmail}): suspended by the pharmacy
              </li>
            ))}
          </ul>
        </div>
      )}
      <InviteStaffForm onInvited={setNotice} />
    </section>
  );
}

function InviteStaffForm({ onInvited }: { onInvited: (message: string) => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffInvitationRequest>({ resolver: zodResolver(StaffInvitationRequestSchema), defaultValues: { name: '', email: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      onInvited(await inviteStaff(values));
      reset();
      await queryClient.invalidateQueries({ queryKey: STAFF_LINKS_QUERY_KEY });
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form className="form surface-panel" noValidate onSubmit={(event) => void submit(event)}>
      <h3>Invite a staff member</h3>
      <TextField label="Name" autoComplete="off" registration={register('name')} error={errors.name?.message} />
      <TextField label="Email" type="email" autoComplete="off" registration={register('email')} error={errors.email?.message} />
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send invitation'}
      </button>
    </form>
  );
}
