import { assessmentClock, assessmentClockText, sydneyDateOf, type Breach } from '@pharmacy/shared';

/** The 30-day assessment clock as of today in Sydney: "12 days left", "Due today", "Overdue by 3 days" or "Assessed". */
export function AssessmentClock({ breach }: { breach: Pick<Breach, 'foundOn' | 'status'> }) {
  const clock = assessmentClock(breach, sydneyDateOf(new Date()));
  return <span className={`breach-clock breach-clock--${clock.kind}`}>{assessmentClockText(clock)}</span>;
}
