/** The breach register (issue 23 part 3, decision 041): record, update, remind. */
export { breachesRouter } from './router.ts';
export { breachStore } from './breach-store.ts';
export { devBreachRemindersRouter } from './dev-breach-reminders-router.ts';
export { resendBreachMail, sendBreachReminders, type BreachMailDeps } from './breach-reminders.ts';
