import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { signInToPortal } from '../api/sign-in.ts';
import { authErrorMessage } from '../auth-error-message.ts';
import { ResendVerification } from './resend-verification.tsx';

type Notice = { tone: 'error' | 'success'; message: string; offerResend: boolean };

export function LoginForm() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  function credentials() {
    const data = new FormData(form.current ?? undefined);
    return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = credentials();
    setBusy(true);
    setNotice(null);
    try {
      const result = await signInToPortal(email, password);
      if (result.kind === 'redirect') {
        await navigate(result.to);
        return;
      }
      setNotice({
        tone: result.kind === 'activated' ? 'success' : 'error',
        message: result.message,
        offerResend: result.kind === 'unverified',
      });
    } catch (caught) {
      setNotice({ tone: 'error', message: authErrorMessage(caught), offerResend: false });
    }
    setBusy(false);
  }

  return (
    <form ref={form} className="form" onSubmit={(event) => void handleSubmit(event)}>
      <FormField label="Email">
        {(control) => <input {...control} name="email" type="email" autoComplete="username" required />}
      </FormField>
      <FormField label="Password">
        {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required />}
      </FormField>
      <FormError message={notice?.tone === 'error' ? notice.message : null} />
      {notice?.tone === 'success' && (
        <p className="notice" role="status">
          {notice.message}
        </p>
      )}
      {notice?.offerResend && <ResendVerification credentials={credentials} />}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
      <p className="form-aside">
        <Link to={ROUTES.resetPassword}>Forgot your password?</Link>
      </p>
      <p className="form-aside">
        New practitioner? <Link to={ROUTES.register}>Register for an account</Link>
      </p>
    </form>
  );
}
