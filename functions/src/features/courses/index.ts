export { coursesRouter, devDueRemindersRouter, type CourseDeps } from './router.ts';
export { firestoreCourseStore, type CourseStore } from './course-store.ts';
export { sendDueReminders } from './due-reminders.ts';
