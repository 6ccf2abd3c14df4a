/** Legal prescriptions (decision 049): where an item's legal prescription stands, and recording a posted original as received, for the pharmacy's order detail. */
export { LegalScriptFacts } from './components/legal-script-facts.tsx';
export { OriginalReceivedForm } from './components/original-received-form.tsx';
