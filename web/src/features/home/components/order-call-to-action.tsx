import { Link } from 'react-router';
import { ROUTES, SITE } from '@pharmacy/shared';
import { Band } from '@/components/ui/band.tsx';

export function OrderCallToAction() {
  return (
    <Band
      heading="Ready to Order?"
      intro="Upload a photo or scan of your script. Our pharmacists review it, contact you if they need more information and let you know when your medicine is ready."
      tone="dark"
      centred
    >
      <div className="button-row button-row--centred">
        <Link to={ROUTES.upload} className="button button--accent button--large">
          Order Your Medication Now
        </Link>
      </div>
      <p className="band__footer">
        Prefer to talk it through? Call us on <a href={SITE.phoneHref}>{SITE.phone}</a>.
      </p>
    </Band>
  );
}
