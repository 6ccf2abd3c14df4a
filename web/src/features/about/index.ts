/** The About page's content. */
export { PharmacyFacts } from './components/pharmacy-facts.tsx';
export { VALUES } from './values.ts';
