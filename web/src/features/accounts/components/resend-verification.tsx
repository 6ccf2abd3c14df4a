import { useState } from 'react';
import { REGISTRATION_MESSAGES, VERIFICATION_TOKEN_TTL_HOURS } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { isNetworkFailure } from '@/lib/firebase-error.ts';
import { resendVerificationEmail } from '../api/resend-verification-email.ts';
import { VerificationEmailError } from '../api/send-verification-email.ts';
import { authErrorMessage } from '../auth-error-message.ts';

type ResendState = { status: 'idle' | 'sending' } | { status: 'sent' | 'failed'; message: string };

interface ResendVerificationProps {
  /** The e-mail and password currently in the login form. */
  credentials: () => { email: string; password: string };
}

/** Offered when login finds an unverified account: the first link may have expired or gone astray. */
export function ResendVerification({ credentials }: ResendVerificationProps) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  async function resend() {
    const { email, password } = credentials();
    setState({ status: 'sending' });
    try {
      await resendVerificationEmail(email, password);
      setState({
        status: 'sent',
        message: `We've sent a new verification link to ${email}. It expires in ${VERIFICATION_TOKEN_TTL_HOURS} hours.`,
      });
    } catch (error) {
      setState({ status: 'failed', message: resendErrorMessage(error) });
    }
  }

  return (
    <div className="resend-verification">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void resend()}
        disabled={state.status === 'sending'}
      >
        {state.status === 'sending' ? 'Sending...' : 'Send a new verification link'}
      </button>
      {state.status === 'sent' && (
        <p className="notice" role="status">
          {state.message}
        </p>
      )}
      <FormError message={state.status === 'failed' ? state.message : null} />
    </div>
  );
}

function resendErrorMessage(error: unknown): string {
  if (error instanceof VerificationEmailError) return error.detail;
  if (isNetworkFailure(error)) return REGISTRATION_MESSAGES.networkError;
  return authErrorMessage(error);
}
