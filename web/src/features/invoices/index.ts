/** Invoices in the web (issue 34 part 5, decision 078): an order's invoice, its PDF and the admin's missing prices, on the admin's order detail and in My Requests (composed in app/). */
export { OrderInvoice } from './components/order-invoice.tsx';
