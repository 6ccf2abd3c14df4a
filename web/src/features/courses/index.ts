/**
 * Courses (decisions 052, 053): an item's supplies and next supply, its reminders, and a
 * patient's course, for the pharmacy's order detail, the prescriber's My Requests and the
 * patient's page.
 */
export { PharmacyItemCourse, PrescriberItemCourse } from './components/item-course.tsx';
export { PatientCourse } from './components/patient-course.tsx';
