import { Link } from 'react-router';
import { ROUTES, VERIFICATION_TOKEN_TTL_HOURS } from '@pharmacy/shared';
import { OutcomeHeading } from '@/components/ui/outcome-heading.tsx';

/** Replaces the registration form once the account exists and the verification e-mail is on its way. */
export function CheckEmailPanel({ email }: { email: string }) {
  return (
    <div className="portal-panel">
      <OutcomeHeading>Check Your Email!</OutcomeHeading>
      <p>
        We&apos;ve sent a verification link to <strong>{email}</strong>. Please open it to verify your email address;
        the link expires in {VERIFICATION_TOKEN_TTL_HOURS} hours.
      </p>
      <p>
        Once your address is verified, our team reviews your registration and lets you know by e-mail when your account
        has been approved.
      </p>
      <p>
        No e-mail? Check your spam folder, or log in on the <Link to={ROUTES.practitioners}>Practitioner Login</Link>{' '}
        page to request a new link.
      </p>
      <Link className="button button--primary" to={ROUTES.faqs}>
        View FAQs
      </Link>
    </div>
  );
}
