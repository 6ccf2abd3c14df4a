import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_MESSAGES,
  CreateAdminRequestSchema,
  MOBILE_NUMBER_MESSAGE,
  australianMobileE164,
  type CreateAdminRequest,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiRefusal } from '@/lib/reach-api.ts';
import { formatSydneyDate } from '@/lib/sydney-time.ts';
import { useAdminTeam, useCreateAdmin, useReplaceAdminMobile, type AdminRow } from '../api/admin-team.ts';

const EMPTY_ADMIN: CreateAdminRequest = { firstName: '', lastName: '', email: '', mobile: '' };

/**
 * The pharmacy's admins (decision 037): who they are, the mobile each one's sign-in codes
 * go to, and whether their phone has been confirmed. An admin adds another here (the
 * server sets the new admin's mobile, so nobody else's phone can become their second
 * factor) and replaces another's lost phone; never their own.
 */
export function AdminTeam({ email }: { email: string }) {
  const headingId = useId();
  const team = useAdminTeam();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="admin-team" aria-labelledby={headingId}>
      <h2 id={headingId}>Admins</h2>
      <p>
        Everyone who can open the pharmacy&apos;s side of the portal. Each admin signs in with a code texted to the mobile on record
        here, and only that mobile: a lost phone is replaced by another admin.
      </p>
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      {team.isPending ? (
        <PageLoading label="Loading admins..." />
      ) : team.isError ? (
        <FormError message={`The admins could not be loaded: ${team.error.message}`} />
      ) : (
        <div className="table-frame" role="region" aria-label="The pharmacy's admins" tabIndex={0}>
          <table className="data-table admin-team__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Mobile on record</th>
                <th scope="col">Phone</th>
                <th scope="col">Added</th>
                <th scope="col">Lost phone</th>
              </tr>
            </thead>
            <tbody>
              {team.data.map((admin) => (
                <AdminTeamRow key={admin.id} admin={admin} isMe={admin.email.toLowerCase() === email.toLowerCase()} onReplaced={setNotice} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddAdminForm onAdded={setNotice} />
    </section>
  );
}

function AdminTeamRow({ admin, isMe, onReplaced }: { admin: AdminRow; isMe: boolean; onReplaced: (notice: string) => void }) {
  const [replacing, setReplacing] = useState(false);
  return (
    <tr>
      <td>
        {admin.name}
        {isMe && ' (you)'}
      </td>
      <td>{admin.email}</td>
      <td>{admin.mobileHint ?? 'None: they cannot sign in until one is set'}</td>
      <td>{admin.phoneConfirmed ? 'Confirmed' : 'Not yet signed in with it'}</td>
      <td>{admin.addedAt ? formatSydneyDate(admin.addedAt) : '—'}</td>
      <td>
        {isMe ? (
          <span className="queue-secondary">{ADMIN_MESSAGES.cannotReplaceOwnMobile}</span>
        ) : replacing ? (
          <ReplaceMobileForm
            admin={admin}
            onDone={(notice) => {
              setReplacing(false);
              if (notice) onReplaced(notice);
            }}
          />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setReplacing(true)}>
            Replace mobile<span className="visually-hidden"> of {admin.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** The new number, checked as typed; the server checks it again and does the rest. */
function ReplaceMobileForm({ admin, onDone }: { admin: AdminRow; onDone: (notice: string | null) => void }) {
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const replace = useReplaceAdminMobile();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!australianMobileE164(mobile)) {
      setError(MOBILE_NUMBER_MESSAGE);
      return;
    }
    setError(null);
    replace.mutate(
      { userId: admin.id, mobile },
      { onSuccess: () => onDone(ADMIN_MESSAGES.adminMobileReplaced), onError: (failure) => setError(failure.message) },
    );
  }
  return (
    <form className="form admin-team__replace" noValidate onSubmit={submit} aria-label={`New mobile for ${admin.name}`}>
      <FormField label={`New mobile for ${admin.name}`} error={error ?? undefined}>
        {(control) => <input {...control} type="tel" autoComplete="off" value={mobile} onChange={(event) => setMobile(event.target.value)} />}
      </FormField>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={replace.isPending}>
          {replace.isPending ? 'Replacing...' : 'Replace mobile'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function AddAdminForm({ onAdded }: { onAdded: (notice: string) => void }) {
  const headingId = useId();
  const create = useCreateAdmin();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateAdminRequest>({ resolver: zodResolver(CreateAdminRequestSchema), defaultValues: EMPTY_ADMIN });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const added = await create.mutateAsync(values);
      reset(EMPTY_ADMIN);
      onAdded(added.invited ? ADMIN_MESSAGES.adminAdded : ADMIN_MESSAGES.adminAddedNotInvited);
    } catch (error) {
      // Everything typed stays; a taken address is said beside its field.
      if (error instanceof ApiRefusal && error.reply.status === 409) setError('email', { message: error.message });
      else setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form className="form surface-panel admin-team__add" noValidate aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)}>
      <h3 id={headingId}>Add an admin</h3>
      <p>
        They are e-mailed a link to choose their password. At their first sign-in they can enrol only the mobile you enter here.
      </p>
      <TextField label="First name" autoComplete="off" registration={register('firstName')} error={errors.firstName?.message} />
      <TextField label="Last name" autoComplete="off" registration={register('lastName')} error={errors.lastName?.message} />
      <TextField label="Email" type="email" autoComplete="off" registration={register('email')} error={errors.email?.message} />
      <TextField
        label="Mobile"
        type="tel"
        autoComplete="off"
        hint="Their own Australian mobile: their sign-in codes are texted to it."
        registration={register('mobile')}
        error={errors.mobile?.message}
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Adding...' : 'Add admin'}
      </button>
    </form>
  );
}
