import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SIGN_IN_SECURITY_MESSAGES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { registerRecentSignIn } from '@/lib/recent-sign-in.ts';
import { finishSignIn, reauthenticate, sendSignInCode, type SecondStep } from '../api/second-factor.ts';
import { authErrorMessage } from '../auth-error-message.ts';
import { SecondStepForm } from './second-step-form.tsx';

type Pending = { resolve: (signedIn: boolean) => void };

/**
 * Asks for the password (and the code from the phone) again when an admin action needs a
 * recent sign-in (decision 022), over the screen the person was on: what they staged
 * there stays as it was, and the action goes ahead once they have signed in.
 * Mount it once on a portal screen (app/routes/admin.tsx).
 */
export function RecentSignInDialog({ email }: { email: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [step, setStep] = useState<SecondStep | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      registerRecentSignIn(
        () =>
          new Promise<boolean>((resolve) => {
            setError(null);
            setStep(null);
            setPending({ resolve });
          }),
      ),
    [],
  );

  useEffect(() => {
    if (pending && !dialog.current?.open) dialog.current?.showModal();
  }, [pending]);

  function close(signedIn: boolean) {
    pending?.resolve(signedIn);
    setPending(null);
    setStep(null);
    setBusy(false);
    dialog.current?.close();
  }

  async function handlePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError(null);
    try {
      const outcome = await reauthenticate(password);
      if (outcome.kind === 'done') close(true);
      else setStep(outcome.step);
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
    setBusy(false);
  }

  return (
    <dialog
      ref={dialog}
      className="reauth-dialog"
      aria-labelledby="reauth-heading"
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
    >
      {pending && !step && (
        <form className="form" onSubmit={(event) => void handlePassword(event)}>
          <h2 id="reauth-heading" className="form-title">
            Sign in again
          </h2>
          <p>{SIGN_IN_SECURITY_MESSAGES.recentSignInRequired}</p>
          <p>
            Signed in as <strong>{email}</strong>. Nothing you have chosen on the page is lost.
          </p>
          <FormField label="Password">
            {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required />}
          </FormField>
          <FormError message={error} />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Checking...' : 'Continue'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => close(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {pending && step && (
        <SecondStepForm
          phoneHint={step.phoneHint}
          send={(container) => sendSignInCode(step, container)}
          verify={async (verificationId, code) => {
            await finishSignIn(step, verificationId, code);
            close(true);
          }}
          onCancel={() => close(false)}
          submitLabel="Verify and continue"
        />
      )}
    </dialog>
  );
}
