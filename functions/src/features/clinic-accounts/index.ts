/** Clinic accounts (issue 34 part 4, decision 081): opened and closed by the admin, and the payer check on orders. */
export { clinicAccountStore, parseClinicAccount, type ClinicAccountStore } from './clinic-account-store.ts';
export { clinicAccountsRouter, type ClinicAccountDeps } from './router.ts';
export { payerOfOrder, type PayerOfOrder } from './payer-check.ts';
