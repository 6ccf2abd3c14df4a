/**
 * Courses of treatment: supplies, next supplies and due reminders (decisions 052, 053).
 */
export * from './course-schema.ts';
export * from './course.ts';
