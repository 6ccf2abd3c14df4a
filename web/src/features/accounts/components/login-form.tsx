import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { confirmAdminMobile } from '../api/confirm-admin-mobile.ts';
import { sendSignInCode, type SecondStep } from '../api/second-factor.ts';
import { enrolAndContinue, signInToPortal, signInWithCode, type LoginResult } from '../api/sign-in.ts';
import { signOutOfPortal } from '../api/sign-out.ts';
import { authErrorMessage } from '../auth-error-message.ts';
import { EnrolSecondFactorForm } from './enrol-second-factor-form.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { SecondStepForm } from './second-step-form.tsx';

type Notice = { tone: 'error' | 'success'; message: string; offerResend: boolean };

/** After the password: the code from the phone, or (an admin's first sign-in) setting a phone up. */
type Stage = { kind: 'password' } | { kind: 'code'; step: SecondStep } | { kind: 'enrol'; mobileHint: string };

export function LoginForm() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  // Kept when the form comes back after the second step.
  const [typedEmail, setTypedEmail] = useState('');

  /** Goes where the sign-in leads, or back to the password with what it says. */
  async function follow(result: LoginResult) {
    if (result.kind === 'redirect') {
      await navigate(result.to);
      return;
    }
    if (result.kind === 'second-step') {
      setStage({ kind: 'code', step: result.step });
      return;
    }
    if (result.kind === 'enrol') {
      setStage({ kind: 'enrol', mobileHint: result.mobileHint });
      return;
    }
    setStage({ kind: 'password' });
    setBusy(false);
    setNotice({
      tone: result.kind === 'activated' ? 'success' : 'error',
      message: result.message,
      offerResend: result.kind === 'unverified',
    });
  }

  function backToPassword() {
    setStage({ kind: 'password' });
    setBusy(false);
    void signOutOfPortal().catch(() => undefined);
  }

  if (stage.kind === 'code') {
    return (
      <SecondStepForm
        phoneHint={stage.step.phoneHint}
        send={(container) => sendSignInCode(stage.step, container)}
        verify={async (verificationId, code) => follow(await signInWithCode(stage.step, verificationId, code))}
        onCancel={backToPassword}
      />
    );
  }
  if (stage.kind === 'enrol') {
    return (
      <EnrolSecondFactorForm
        heading="Set up two-step sign-in"
        intro={
          <p>
            The admin portal holds patients’ health information, so it needs more than a password. Each time you log
            in, we will text a code to the mobile the pharmacy has on record for you, to enter after your password.
          </p>
        }
        onRecord={{ mobileHint: stage.mobileHint, confirmMobile: confirmAdminMobile }}
        enrol={async (verificationId, code) => follow(await enrolAndContinue(verificationId, code))}
        onCancel={backToPassword}
      />
    );
  }

  function credentials() {
    const data = new FormData(form.current ?? undefined);
    return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = credentials();
    setTypedEmail(email);
    setBusy(true);
    setNotice(null);
    try {
      await follow(await signInToPortal(email, password));
      return;
    } catch (caught) {
      setNotice({ tone: 'error', message: authErrorMessage(caught), offerResend: false });
    }
    setBusy(false);
  }

  return (
    <form ref={form} className="form" onSubmit={(event) => void handleSubmit(event)}>
      <FormField label="Email">
        {(control) => <input {...control} name="email" type="email" autoComplete="username" defaultValue={typedEmail} required />}
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
