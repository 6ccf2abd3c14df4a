import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordResetRequestSchema, ROUTES, type PasswordResetRequest } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { OutcomeHeading } from '@/components/ui/outcome-heading.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { PASSWORD_RESET_MESSAGES } from '../password-reset-messages.ts';

/** Step one of a reset: the address to send the link to. */
export function RequestPasswordResetForm() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : PASSWORD_RESET_MESSAGES.requestFailed });
    }
  });

  if (sent) {
    return (
      <div className="portal-panel">
        <OutcomeHeading>Check Your Email</OutcomeHeading>
        <p>{PASSWORD_RESET_MESSAGES.linkSent}</p>
        <p>
          <Link to={ROUTES.practitioners}>Back to Practitioner Login</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>Enter the e-mail address you registered with and we will send you a link to choose a new password.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p className="form-aside">
        Remembered it? <Link to={ROUTES.practitioners}>Back to Practitioner Login</Link>
      </p>
    </form>
  );
}
