import { COURSE_MESSAGES, formatDateOfBirth, ORDER_STATUS_LABELS, repeatOfText, type CourseEntry } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { formatSydneyDate } from '@/lib/sydney-time.ts';
import { usePatientCourse } from '../api/course-api.ts';

function CourseRow({ entry }: { entry: CourseEntry }) {
  const name = [entry.formulaLabel, entry.strength, entry.amount].filter(Boolean).join(' ');
  const supplied = entry.supplies.filter((supply) => supply.requestId === entry.requestId);
  return (
    <li className="patient-course__entry">
      <strong>{name}</strong> × {entry.quantity} · ordered {formatSydneyDate(entry.orderedAt)} ({entry.requestId}, {ORDER_STATUS_LABELS[entry.status]})
      {entry.nextSupplyOf && <> · {repeatOfText(entry.nextSupplyOf.repeat, entry.nextSupplyOf.repeats)} of {entry.nextSupplyOf.requestId}</>}
      <br />
      {entry.directions && <>Directions: {entry.directions} · </>}
      Supplied: {supplied.length === 0 ? 'not yet' : supplied.map((supply) => `${supply.repeat === 0 ? 'original' : `repeat ${supply.repeat}`} on ${formatSydneyDate(supply.at)}`).join(', ')}
      {entry.repeats > 0 && (
        <>
          {' '}
          · {entry.repeatsLeft} of {entry.repeats} repeats left
          {entry.repeatsLeft > 0 && entry.nextFrom && <>, next from {formatDateOfBirth(entry.nextFrom)}</>}
          {entry.dueRemindersOff && <> · {COURSE_MESSAGES.remindersOff}</>}
        </>
      )}
    </li>
  );
}

/**
 * A patient's course (decision 053): what was ordered and supplied for them, when, the
 * repeats left and the next date, newest first, a page at a time from the server.
 */
export function PatientCourse({ patientId }: { patientId: string }) {
  const course = usePatientCourse(patientId);
  const entries = course.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="patient-course" aria-label="Course">
      <h4>Course</h4>
      {course.isPending && <p role="status">Loading the course...</p>}
      <FormError message={course.error?.message} />
      {course.isSuccess && entries.length === 0 && <p>Nothing ordered for this patient yet.</p>}
      {entries.length > 0 && (
        <ol className="patient-course__list">
          {entries.map((entry) => (
            <CourseRow key={`${entry.requestId}-${entry.itemIndex}`} entry={entry} />
          ))}
        </ol>
      )}
      {course.hasNextPage && (
        <button type="button" className="button button--secondary" aria-disabled={course.isFetchingNextPage} onClick={() => !course.isFetchingNextPage && void course.fetchNextPage()}>
          {course.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}
