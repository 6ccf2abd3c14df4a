/** The FAQs page's questions and accordion. */
export { FaqAccordion } from './components/faq-accordion.tsx';
export { FAQ_ITEMS } from './faq-items.ts';
