import { useEffect, useState } from 'react';
import { enrolledPhone, finishEnrolment } from '../api/second-factor.ts';
import { EnrolSecondFactorForm } from './enrol-second-factor-form.tsx';

type State = { kind: 'loading' } | { kind: 'on'; phone: string } | { kind: 'off' } | { kind: 'enrolling' };

/**
 * A practitioner's choice to protect their account with two-step sign-in (admins always
 * have it, decision 022): a code texted to their mobile at every sign-in, after the password.
 */
export function TwoStepSettings() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void enrolledPhone().then((phone) => {
      if (active) setState(phone ? { kind: 'on', phone } : { kind: 'off' });
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="form-section two-step-settings" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading" className="form-title">
        Sign-in security
      </h2>
      {state.kind === 'loading' && <p>Checking your sign-in settings...</p>}
      {state.kind === 'on' && (
        <p role="status">
          Two-step sign-in is on: each time you log in, we text a code to {state.phone}. To change the number, contact the
          pharmacy.
        </p>
      )}
      {state.kind === 'off' && (
        <>
          <p>
            Two-step sign-in is off. Turn it on to be asked for a code texted to your mobile each time you log in, so a
            password alone cannot open your patients’ orders.
          </p>
          <p>
            <button type="button" className="button button--secondary" onClick={() => setState({ kind: 'enrolling' })}>
              Turn on two-step sign-in
            </button>
          </p>
        </>
      )}
      {state.kind === 'enrolling' && (
        <EnrolSecondFactorForm
          heading="Turn on two-step sign-in"
          intro={<p>Enter your mobile number. We will text it a code to check it is yours.</p>}
          enrol={async (verificationId, code) => {
            await finishEnrolment(verificationId, code);
            setState({ kind: 'on', phone: (await enrolledPhone()) ?? 'your phone' });
          }}
          onCancel={() => setState({ kind: 'off' })}
        />
      )}
    </section>
  );
}
