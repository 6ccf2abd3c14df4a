/** The home page's sections. */
export { CommitmentStatement } from './components/commitment-statement.tsx';
export { CompoundingExplainer } from './components/compounding-explainer.tsx';
export { CoreServicesGrid } from './components/core-services-grid.tsx';
export { HomeHero } from './components/home-hero.tsx';
export { OrderCallToAction } from './components/order-call-to-action.tsx';
export { WhyChooseUs } from './components/why-choose-us.tsx';
