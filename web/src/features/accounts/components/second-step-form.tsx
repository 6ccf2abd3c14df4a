import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SMS_CODE_MESSAGE, smsCode } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { secondFactorErrorMessage } from '../api/second-factor.ts';

interface SecondStepFormProps {
  /** The phone as Firebase shows it (e.g. +*******0156). */
  phoneHint: string;
  /** Texts a code; resolves the verification ID it goes with. */
  send: (container: HTMLElement) => Promise<string>;
  /** Checks the code; throws Firebase's error when it is wrong or expired. */
  verify: (verificationId: string, code: string) => Promise<void>;
  onCancel: () => void;
  /** The verify button's text. */
  submitLabel?: string;
}

/**
 * The second step of two-step sign-in: a code is texted to the enrolled phone as soon
 * as this shows, the person types it, and may ask for another.
 */
export function SecondStepForm({ phoneHint, send, verify, onCancel, submitLabel = 'Verify code' }: SecondStepFormProps) {
  const verifierContainer = useRef<HTMLDivElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const sentOnce = useRef(false);

  async function sendCode() {
    if (!verifierContainer.current) return;
    setSending(true);
    setError(null);
    try {
      setVerificationId(await send(verifierContainer.current));
      codeInput.current?.focus();
    } catch (caught) {
      setError(secondFactorErrorMessage(caught));
    }
    setSending(false);
  }

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (sentOnce.current) return;
    sentOnce.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts the first code on showing, once
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = smsCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    setCodeError(code ? undefined : SMS_CODE_MESSAGE);
    if (!code || !verificationId) return;
    setVerifying(true);
    setError(null);
    try {
      await verify(verificationId, code);
    } catch (caught) {
      setError(secondFactorErrorMessage(caught));
      setVerifying(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="second-step-heading">
      <h2 id="second-step-heading" className="form-title">
        Two-step sign-in
      </h2>
      <p role="status">
        {sending
          ? `Sending a code to ${phoneHint}...`
          : verificationId
            ? `We texted a 6-digit code to ${phoneHint}. Enter it below.`
            : `We could not send a code to ${phoneHint} yet.`}
      </p>
      <FormField label="Code from text message" error={codeError}>
        {(control) => (
          <input {...control} ref={codeInput} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        )}
      </FormField>
      <FormError message={error} />
      <div ref={verifierContainer} />
      <button type="submit" className="button button--primary" disabled={verifying || sending || !verificationId}>
        {verifying ? 'Verifying...' : submitLabel}
      </button>
      <p className="form-aside">
        <button type="button" className="link-button" onClick={() => void sendCode()} disabled={sending}>
          Send a new code
        </button>{' '}
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </form>
  );
}
