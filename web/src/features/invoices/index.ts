import { PAY_MESSAGES } from '@pharmacy/shared';

/** Invoices in the web (issue 34 part 5, decision 078): an order's invoice, its PDF and the admin's missing prices, on the admin's order detail and in My Requests (composed in app/). */
export { OrderInvoice } from './components/order-invoice.tsx';
/** The patient's no-login pay page (issue 34 part 6, decision 079). */
export { PayPage } from './components/pay-page.tsx';
export const PAY_PAGE_TITLE = PAY_MESSAGES.pageTitle;
// Clinic accounts' money (decision 081): the admin's Clinic accounts view and the prescriber's Account panel.
export { ClinicAccountsView } from './components/clinic-accounts-view.tsx';
export { ClinicAccountPanel } from './components/clinic-account-panel.tsx';
