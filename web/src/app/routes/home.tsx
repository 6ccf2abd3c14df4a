import { CommitmentStatement } from '@/features/home/components/commitment-statement.tsx';
import { CompoundingExplainer } from '@/features/home/components/compounding-explainer.tsx';
import { CoreServicesGrid } from '@/features/home/components/core-services-grid.tsx';
import { HomeHero } from '@/features/home/components/home-hero.tsx';
import { OrderCallToAction } from '@/features/home/components/order-call-to-action.tsx';
import { WhyChooseUs } from '@/features/home/components/why-choose-us.tsx';

/** The home page: the spec's six parts, in the spec's order (section 2, "Home"). */
export function HomeRoute() {
  return (
    <>
      <HomeHero />
      <CompoundingExplainer />
      <WhyChooseUs />
      <CoreServicesGrid />
      <OrderCallToAction />
      <CommitmentStatement />
    </>
  );
}
