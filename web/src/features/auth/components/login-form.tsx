import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { signInToPortal } from '../api/sign-in.ts';
import { authErrorMessage } from '../auth-error-message.ts';

export function LoginForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const outcome = await signInToPortal(String(form.get('email')), String(form.get('password')));
      if (outcome.kind === 'redirect') {
        await navigate(outcome.to);
        return;
      }
      setError(outcome.message);
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
    setBusy(false);
  }

  return (
    <form className="form" onSubmit={(event) => void handleSubmit(event)}>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </button>
      <p className="form-aside">
        New practitioner? <Link to={ROUTES.register}>Register for an account</Link>
      </p>
    </form>
  );
}
