// Clinic accounts, their balances, statements and the Xero export (decision 081). A view's own module: admin.tsx loads it when the view opens (decision 073).
export { ClinicAccountsView as View } from '@/features/invoices/index.ts';
