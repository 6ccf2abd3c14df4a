import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { BREACH_MESSAGES, BREACH_PARAM, BREACH_STATUS_LABELS, EMPTY_BREACH_FORM, LOCALE } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import { BREACH_LIST_LIMIT, useBreaches, type BreachRow } from '../api/breach-register.ts';
import { AssessmentClock } from './assessment-clock.tsx';
import { BreachDetail } from './breach-detail.tsx';
import { BreachEditor } from './breach-editor.tsx';

/** The address's value of BREACH_PARAM that opens the form for a new breach. */
const NEW = 'new';
const SUMMARY_LENGTH = 90;

const summary = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}\u2026` : text);

/**
 * The breach register (issue 23 part 3, decision 041): every suspected data breach with its
 * 30-day assessment clock, the form to record one, and each one's detail to update. The
 * open breach (or the new-breach form) lives in the address, so a reminder's link opens it.
 */
export function BreachRegister() {
  const [params, setParams] = useSearchParams();
  const selected = params.get(BREACH_PARAM);
  const open = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(BREACH_PARAM, value);
    else next.delete(BREACH_PARAM);
    setParams(next);
  };

  if (selected === NEW) {
    return (
      <section className="breach-register surface-panel" aria-label="Breach register">
        <h2>Breach register</h2>
        <BreachEditor breachId={null} initial={EMPTY_BREACH_FORM} onSaved={open} onCancel={() => open(null)} />
      </section>
    );
  }
  if (selected) return <BreachDetail breachId={selected} onClose={() => open(null)} />;
  return <BreachList onOpen={open} />;
}

function BreachList({ onOpen }: { onOpen: (value: string) => void }) {
  const headingId = useId();
  const breaches = useBreaches();
  const rows = breaches.data ?? [];
  return (
    <section className="breach-register" aria-labelledby={headingId}>
      <h2 id={headingId}>Breach register</h2>
      <p>
        Record any suspected data breach as soon as it is found. Under the Notifiable Data Breaches scheme the assessment must be
        finished within 30 days; every admin is e-mailed at 20 and 28 days while it is open. An eligible breach is notified to the
        OAIC and to the people affected as soon as practicable. Every change is in the audit log.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => onOpen(NEW)}>
          Record a suspected breach
        </button>
      </div>
      {breaches.isPending && <PageLoading label="Loading the breach register..." />}
      <FormError message={breaches.error ? `${BREACH_MESSAGES.loadFailed}${breaches.error.message}` : null} />
      {breaches.isSuccess && rows.length === 0 && <p>No breaches have been recorded.</p>}
      {rows.length > 0 && (
        <div className="table-frame" role="region" aria-label="Recorded breaches" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Found</th>
                <th scope="col">What happened</th>
                <th scope="col">Status</th>
                <th scope="col">Assessment</th>
                <th scope="col">Patients named</th>
                <th scope="col">
                  <span className="visually-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <BreachListRow key={row.id} row={row} onOpen={onOpen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length === BREACH_LIST_LIMIT && <p>Showing the {BREACH_LIST_LIMIT.toLocaleString(LOCALE)} most recently found.</p>}
    </section>
  );
}

function BreachListRow({ row, onOpen }: { row: BreachRow; onOpen: (value: string) => void }) {
  const { breach } = row;
  const open = (
    <button type="button" className="link-button" onClick={() => onOpen(row.id)}>
      Open<span className="visually-hidden"> breach {breach ? `found ${formatSydneyShortDateTime(breach.foundAt)}` : row.id}</span>
    </button>
  );
  if (!breach) {
    return (
      <tr>
        <td colSpan={5}>Breach {row.id} could not be read.</td>
        <td>{open}</td>
      </tr>
    );
  }
  return (
    <tr>
      <td>{formatSydneyShortDateTime(breach.foundAt)}</td>
      <td>{summary(breach.description)}</td>
      <td>{BREACH_STATUS_LABELS[breach.status]}</td>
      <td>
        <AssessmentClock breach={breach} />
      </td>
      <td>
        {breach.affected.patientCount.toLocaleString(LOCALE)}
        {breach.affected.othersDescribed && <span className="queue-secondary">and others described</span>}
      </td>
      <td>{open}</td>
    </tr>
  );
}
