import { useId, useState } from 'react';
import { BREACH_OUTCOME_LABELS, BREACH_STATUS_LABELS, breachFormValues, formatCalendarDate, type Breach } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';
import { useBreach } from '../api/breach-register.ts';
import { AffectedPatientList } from './affected-patient-list.tsx';
import { AssessmentClock } from './assessment-clock.tsx';
import { BreachEditor } from './breach-editor.tsx';

/** One breach: everything recorded about it, and the form to update its assessment, outcome and notifications. */
export function BreachDetail({ breachId, onClose }: { breachId: string; onClose: () => void }) {
  const headingId = useId();
  const query = useBreach(breachId);
  const [saved, setSaved] = useState(false);
  const breach = query.data?.breach;
  return (
    <article className="surface-panel breach-detail" aria-labelledby={headingId}>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Back to the register
      </button>
      <h2 id={headingId}>{breach ? `Suspected breach found ${formatCalendarDate(breach.foundOn)}` : `Breach ${breachId}`}</h2>
      {query.isPending && <PageLoading label="Loading the breach..." />}
      <FormError message={query.error ? `The breach could not be loaded: ${query.error.message}` : null} />
      {query.isSuccess && !breach && <p>This breach is not in the register, or could not be read.</p>}
      {saved && (
        <p role="status" className="notice">
          Saved. The change is in the audit log.
        </p>
      )}
      {breach && (
        <>
          <BreachFacts breach={breach} />
          {/* The form keeps what was typed after a save: it is what the breach now holds. */}
          <BreachEditor breachId={breachId} initial={breachFormValues(breach)} onSaved={() => setSaved(true)} onCancel={onClose} />
        </>
      )}
    </article>
  );
}

function BreachFacts({ breach }: { breach: Breach }) {
  const { access } = breach.affected;
  const { oaicNotifiedOn, individualsNotifiedOn, individualsHow } = breach.notifications;
  return (
    <dl className="fact-list breach-facts">
      <dt>Assessment</dt>
      <dd>
        <AssessmentClock breach={breach} /> <span className="queue-secondary">due by {formatCalendarDate(breach.dueOn)}</span>
      </dd>
      <dt>Status</dt>
      <dd>{BREACH_STATUS_LABELS[breach.status]}</dd>
      <dt>Found</dt>
      <dd>{formatSydneyDateTime(breach.foundAt)}</dd>
      <dt>Recorded by</dt>
      <dd>
        {breach.recordedBy.email} on {formatSydneyDateTime(breach.recordedAt)}
        <span className="queue-secondary">
          Last changed by {breach.updatedBy.email} on {formatSydneyDateTime(breach.updatedAt)}
        </span>
      </dd>
      <dt>What happened</dt>
      <dd className="queue-notes">{breach.description}</dd>
      <dt>Who may be affected</dt>
      <dd>
        {access && (
          <p>
            From the audit log: {access.entries} {access.entries === 1 ? 'entry' : 'entries'} of {access.actorEmail ?? 'any admin'} from{' '}
            {formatSydneyDateTime(access.from)} up to {formatSydneyDateTime(access.to)}, naming {breach.affected.patients.length}{' '}
            {breach.affected.patients.length === 1 ? 'patient' : 'patients'}:
          </p>
        )}
        {(access || breach.affected.patients.length > 0) && <AffectedPatientList patients={breach.affected.patients} />}
        {breach.affected.described && <p className="queue-notes">Others: {breach.affected.described}</p>}
        {!access && breach.affected.patients.length === 0 && !breach.affected.described && <p>Not recorded yet.</p>}
      </dd>
      <dt>Containment</dt>
      <dd className="queue-notes">{breach.containment || 'Not recorded yet.'}</dd>
      <dt>Outcome</dt>
      <dd>
        {breach.outcome ? (
          <>
            <strong>{BREACH_OUTCOME_LABELS[breach.outcome.kind]}</strong>
            <p className="queue-notes">{breach.outcome.reasons}</p>
          </>
        ) : (
          'Not decided yet.'
        )}
      </dd>
      <dt>Notifications</dt>
      <dd>
        {oaicNotifiedOn ? `OAIC notified on ${formatCalendarDate(oaicNotifiedOn)}.` : 'OAIC not notified.'}{' '}
        {individualsNotifiedOn ? `Individuals notified on ${formatCalendarDate(individualsNotifiedOn)} (${individualsHow ?? ''}).` : 'Individuals not notified.'}
      </dd>
    </dl>
  );
}
