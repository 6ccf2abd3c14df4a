import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MOBILE_NUMBER_MESSAGE, SMS_CODE_MESSAGE, australianMobileE164, mobileHintEnding, smsCode } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { secondFactorErrorMessage, sendEnrolmentCode } from '../api/second-factor.ts';

interface EnrolSecondFactorFormProps {
  heading: string;
  intro: ReactNode;
  /** Enrols the number the code went to; throws Firebase's error when the code is wrong. */
  enrol: (verificationId: string, code: string) => Promise<void>;
  onCancel?: () => void;
  /**
   * An admin's mobile on record (decisions 037, 066) as its hint (04•• ••• 156): the only
   * number they may enrol. They type it, and `confirmMobile` asks the server before any code
   * is sent; the server refuses any other factor in any case.
   */
  onRecord?: { mobileHint: string; confirmMobile: (phone: string) => Promise<string | null> };
}

const mobileOnRecordHint = (mobileHint: string) =>
  `The mobile the pharmacy has on record for you, ending in ${mobileHintEnding(mobileHint)}. To change it, ask another admin.`;

/**
 * Turning on two-step sign-in: the person gives their mobile number, we text it a code,
 * and the code proves the phone is theirs. The number stays in the field throughout.
 */
export function EnrolSecondFactorForm({ heading, intro, enrol, onCancel, onRecord }: EnrolSecondFactorFormProps) {
  const verifierContainer = useRef<HTMLDivElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<{ phone: string; verificationId: string } | null>(null);
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();

  async function sendCode() {
    const phone = australianMobileE164(mobile);
    setMobileError(phone ? undefined : MOBILE_NUMBER_MESSAGE);
    if (!phone || !verifierContainer.current) return;
    setBusy('sending');
    setError(null);
    try {
      const refusal = onRecord ? await onRecord.confirmMobile(phone) : null;
      if (refusal !== null) {
        setMobileError(refusal);
        setBusy(null);
        return;
      }
      setSentTo({ phone, verificationId: await sendEnrolmentCode(phone, verifierContainer.current) });
      codeInput.current?.focus();
    } catch (caught) {
      setError(secondFactorErrorMessage(caught));
    }
    setBusy(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sentTo) {
      await sendCode();
      return;
    }
    const code = smsCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    setCodeError(code ? undefined : SMS_CODE_MESSAGE);
    if (!code) return;
    setBusy('verifying');
    setError(null);
    try {
      await enrol(sentTo.verificationId, code);
    } catch (caught) {
      setError(secondFactorErrorMessage(caught));
      setBusy(null);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" className="form-title">
        {heading}
      </h2>
      {intro}
      <FormField
        label="Mobile number"
        hint={onRecord ? mobileOnRecordHint(onRecord.mobileHint) : 'An Australian mobile, such as 0412 345 678.'}
        error={mobileError}
      >
        {(control) => (
          <input
            {...control}
            name="mobile"
            type="tel"
            autoComplete="tel"
            value={mobile}
            onChange={(event) => {
              setMobile(event.target.value);
              setSentTo(null);
            }}
          />
        )}
      </FormField>
      {sentTo && (
        <>
          <p role="status">We texted a 6-digit code to {sentTo.phone}. Enter it below.</p>
          <FormField label="Code from text message" error={codeError}>
            {(control) => <input {...control} ref={codeInput} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />}
          </FormField>
        </>
      )}
      <FormError message={error} />
      <div ref={verifierContainer} />
      {sentTo ? (
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {busy === 'verifying' ? 'Verifying...' : 'Turn on two-step sign-in'}
        </button>
      ) : (
        <button type="submit" className="button button--primary" disabled={busy !== null}>
          {busy === 'sending' ? 'Sending...' : 'Text me a code'}
        </button>
      )}
      <p className="form-aside">
        {sentTo && (
          <button type="button" className="link-button" onClick={() => void sendCode()} disabled={busy !== null}>
            Send a new code
          </button>
        )}
        {onCancel && (
          <button type="button" className="link-button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </p>
    </form>
  );
}
