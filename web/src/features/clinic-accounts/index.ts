/** Clinic accounts in the browser (issue 34 part 4, decision 081): the admin's list, open and close; a prescriber's own account and "Who pays". */
export { useClinicAccounts, useCloseClinicAccount, useMyClinicAccount, useOpenClinicAccount } from './api/clinic-accounts.ts';
export { WhoPays } from './components/who-pays.tsx';
