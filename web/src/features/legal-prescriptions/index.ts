/** Legal prescriptions (decision 049): recording a posted original as received, from the pharmacy's order detail. */
export { OriginalReceivedForm } from './components/original-received-form.tsx';
