/** The pharmacy overview: the admin's figures of the day, counted by the database (decision 031). */
export { pharmacyOverviewRouter } from './router.ts';
