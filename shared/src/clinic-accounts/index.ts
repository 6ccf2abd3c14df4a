/** Clinic accounts (issue 34 part 4, decision 081): who the clinic's account is, its terms, and the payer check. */
export * from './clinic-account.ts';
