/** Quotes (decision 080): the admin's re-pricing on the order detail, and the prescriber's answer on My Requests. */
export { RepriceForm } from './components/reprice-form.tsx';
export { QuoteAnswer } from './components/quote-answer.tsx';
export { QuoteBadge, QuoteSummary } from './components/quote-summary.tsx';
