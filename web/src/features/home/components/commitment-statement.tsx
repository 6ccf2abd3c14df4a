import { SITE } from '@pharmacy/shared';
import { Band } from '@/components/ui/band.tsx';

export function CommitmentStatement() {
  return (
    <Band heading="Our Commitment" centred>
      <p className="statement">
        We are committed to preparing every medicine with care, to the standards of our profession, and to taking the
        time to answer your questions. Whether you visit us in {SITE.address.suburb} or order from anywhere in
        Australia, you deal with the same small team of pharmacists.
      </p>
    </Band>
  );
}
