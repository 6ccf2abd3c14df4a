import { CommitmentStatement, CompoundingExplainer, CoreServicesGrid, HomeHero, OrderCallToAction, WhyChooseUs } from '@/features/home/index.ts';

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
