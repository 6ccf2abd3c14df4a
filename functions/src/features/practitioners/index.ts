/** The practitioners feature: an admin's actions on users (status, deletion). */
export { practitionersRouter } from './router.ts';
