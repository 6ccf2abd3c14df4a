import { Suspense, use } from 'react';
import { Link } from 'react-router';
import { REGISTRATION_MESSAGES, ROUTES } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { OutcomeHeading } from '@/components/ui/outcome-heading.tsx';
import { verifyEmailOnce } from '../api/verify-email.ts';

/** The /verify screen's three states: verifying, then verified or failed (spec section 4). */
export function EmailVerification({ token }: { token: string | null }) {
  if (!token) return <VerificationFailed message={REGISTRATION_MESSAGES.invalidVerificationLink} />;
  return (
    <Suspense fallback={<Verifying />}>
      <VerificationResult token={token} />
    </Suspense>
  );
}

function VerificationResult({ token }: { token: string }) {
  const result = use(verifyEmailOnce(token));
  return result.verified ? <Verified message={result.message} /> : <VerificationFailed message={result.message} />;
}

function Verifying() {
  return (
    <p className="verify-status" role="status">
      <span className="spinner" aria-hidden="true" />
      Verifying your email address...
    </p>
  );
}

function Verified({ message }: { message: string }) {
  return (
    <div className="portal-panel">
      <OutcomeHeading>Email Verified Successfully!</OutcomeHeading>
      <p>{message}</p>
      <p>
        Your account is now pending admin approval. Our team reviews every registration, and you will receive a
        notification by e-mail once yours has been approved.
      </p>
      <Link className="button button--primary" to={ROUTES.faqs}>
        View FAQs
      </Link>
    </div>
  );
}

function VerificationFailed({ message }: { message: string }) {
  return (
    <div className="portal-panel portal-panel--error">
      <OutcomeHeading>Verification Failed</OutcomeHeading>
      <FormError message={message} />
      <Link className="button button--primary" to={ROUTES.register}>
        Register Again
      </Link>
    </div>
  );
}
