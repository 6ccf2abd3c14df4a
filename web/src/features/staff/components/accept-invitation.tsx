import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ROUTES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { OutcomeHeading } from '@/components/ui/outcome-heading.tsx';
import { NewPasswordFields, newPasswordFields, withMatchingPasswords } from '@/features/accounts/index.ts';
import { acceptStaffInvitation } from '../api/staff-actions.ts';

const AcceptSchema = withMatchingPasswords(z.object(newPasswordFields));
type AcceptValues = z.infer<typeof AcceptSchema>;

/**
 * Opened from the invitation e-mail: /staff-invitation?token=… The invited person chooses
 * a password and their staff account is made and linked at once (decision 044).
 */
export function AcceptInvitation({ token }: { token: string | null }) {
  const [accepted, setAccepted] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptValues>({ resolver: zodResolver(AcceptSchema), defaultValues: { password: '', confirmPassword: '' } });

  if (!token) return <FormError message="This invitation link is incomplete. Open the link in the e-mail again." />;
  if (accepted !== null) {
    return (
      <div className="portal-panel">
        <OutcomeHeading>Invitation Accepted</OutcomeHeading>
        <p>{accepted}</p>
        <Link className="button button--primary" to={ROUTES.practitioners}>
          Go to Practitioner Login
        </Link>
      </div>
    );
  }
  const submit = handleSubmit(async ({ password }) => {
    const outcome = await acceptStaffInvitation(token, password);
    if (outcome.accepted) setAccepted(outcome.message);
    else setError('root', { message: outcome.message });
  });
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p>
        Choose a password for your staff account. If you already have one (another prescriber invited you), any password will do: yours
        stays as it is.
      </p>
      <NewPasswordFields
        password={{ label: 'Password', registration: register('password'), error: errors.password?.message }}
        confirm={{ label: 'Confirm Password', registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Accepting...' : 'Accept invitation'}
      </button>
    </form>
  );
}
