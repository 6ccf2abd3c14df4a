import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { OutcomeHeading } from '@/components/ui/outcome-heading.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { checkPasswordResetCode, resetPassword } from '../api/reset-password.ts';
import { NewPasswordSchema, type NewPasswordValues } from '../password-schema.ts';
import { PASSWORD_RESET_MESSAGES, isDeadResetLink, passwordResetErrorMessage } from '../password-reset-messages.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type LinkState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'dead'; message: string };

/** Step two of a reset, opened from the e-mail's link: /reset-password?oobCode=... */
export function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let active = true;
    checkPasswordResetCode(oobCode).then(
      (email) => active && setLink({ status: 'valid', email }),
      (error: unknown) => active && setLink({ status: 'dead', message: passwordResetErrorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [oobCode]);

  if (changed) {
    return (
      <div className="portal-panel">
        <OutcomeHeading>Password Changed</OutcomeHeading>
        <p>{PASSWORD_RESET_MESSAGES.changed}</p>
        <Link className="button button--primary" to={ROUTES.practitioners}>
          Go to Practitioner Login
        </Link>
      </div>
    );
  }
  if (link.status === 'checking') return <PageLoading label="Checking your reset link..." />;
  if (link.status === 'dead') {
    return (
      <div className="portal-panel portal-panel--error">
        <OutcomeHeading>Reset Link Not Valid</OutcomeHeading>
        <FormError message={link.message} />
        <Link className="button button--primary" to={ROUTES.resetPassword}>
          Request a New Link
        </Link>
      </div>
    );
  }
  return (
    <ChoosePasswordForm
      email={link.email}
      onSubmit={async ({ password }) => {
        try {
          await resetPassword(oobCode, password);
          setChanged(true);
          return null;
        } catch (error) {
          // The link died while the form was open (used in another tab, expired).
          if (isDeadResetLink(error)) setLink({ status: 'dead', message: passwordResetErrorMessage(error) });
          return passwordResetErrorMessage(error);
        }
      }}
    />
  );
}

interface ChoosePasswordFormProps {
  email: string;
  /** Resolves to an error message, or null on success. */
  onSubmit: (values: NewPasswordValues) => Promise<string | null>;
}

function ChoosePasswordForm({ email, onSubmit }: ChoosePasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    const message = await onSubmit(values);
    if (message !== null) setError('root', { message });
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p>Choose a new password for {email}.</p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordFields
        password={{ label: 'New Password', registration: register('password'), error: errors.password?.message }}
        confirm={{
          label: 'Confirm New Password',
          registration: register('confirmPassword'),
          error: errors.confirmPassword?.message,
        }}
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set New Password'}
      </button>
    </form>
  );
}
