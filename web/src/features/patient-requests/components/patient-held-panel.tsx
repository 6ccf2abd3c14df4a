import { Fragment, useId, useState } from 'react';
import {
  CORRECTABLE_FIELDS,
  ORDER_STATUS_LABELS,
  PATIENT_REQUEST_MESSAGES,
  SCRIPT_METHOD_LABELS,
  correctableFieldText,
  correctableFieldsOf,
  heldFileText,
  legalScriptText,
  patientLabel,
  type CorrectableField,
  type PatientHeld,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { formatSydneyDateTime, formatSydneyLogTime } from '@/lib/sydney-time.ts';
import { downloadPatientBundle, usePatientHeld } from '../api/patient-requests.ts';
import { PatientCorrection } from './patient-correction.tsx';

function RecordSection({ held }: { held: PatientHeld }) {
  const { record } = held;
  if (!record) {
    return <p>No record: it was deleted with its prescriber&rsquo;s account. The orders below keep the patient as each was sent.</p>;
  }
  return (
    <>
      <dl className="fact-list">
        {correctableFieldsOf(record.details).map(([field, label]) => (
          <Fragment key={field}>
            <dt>{label}</dt>
            <dd>{correctableFieldText(field, record.details)}</dd>
          </Fragment>
        ))}
        <dt>Prescriber</dt>
        <dd>
          {record.prescriber.name}
          {record.prescriber.clinicName && `, ${record.prescriber.clinicName}`} ({record.prescriber.email || 'no e-mail held'})
        </dd>
        <dt>Record</dt>
        <dd>
          created {formatSydneyDateTime(record.createdAt)}; last changed {formatSydneyDateTime(record.updatedAt)}
        </dd>
      </dl>
      <h4>Corrections</h4>
      {record.corrections.length === 0 ? (
        <p>None.</p>
      ) : (
        <ol className="patient-corrections">
          {record.corrections.map((correction) => (
            <li key={correction.at}>
              <p>
                <time dateTime={correction.at}>{formatSydneyLogTime(correction.at)}</time> by {correction.by.email}. Reason: {correction.reason}
              </p>
              <ul>
                {(correction.fields as CorrectableField[])
                  .filter((field) => field in CORRECTABLE_FIELDS)
                  .map((field) => (
                    <li key={field}>
                      {CORRECTABLE_FIELDS[field]}: was &ldquo;{correctableFieldText(field, correction.replaced)}&rdquo;, now &ldquo;
                      {correctableFieldText(field, correction.corrected)}&rdquo;
                    </li>
                  ))}
              </ul>
              {correction.laterEdits.length > 0 && (
                <>
                  <p>Changed since by the prescriber or their staff:</p>
                  <ul className="patient-corrections__later">
                    {correction.laterEdits.map((edit) => (
                      <li key={`${edit.at}-${edit.by.uid}`}>
                        <time dateTime={edit.at}>{formatSydneyLogTime(edit.at)}</time> by {edit.by.email}:{' '}
                        {(edit.fields as CorrectableField[])
                          .filter((field) => field in CORRECTABLE_FIELDS)
                          .map((field) => `${CORRECTABLE_FIELDS[field]} was \u201c${correctableFieldText(field, edit.was)}\u201d, now \u201c${correctableFieldText(field, edit.now)}\u201d`)
                          .join('; ')}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function OrdersSection({ held }: { held: PatientHeld }) {
  if (held.orders.length === 0) return <p>No order requests name this patient.</p>;
  return (
    <ul className="patient-held__orders">
      {held.orders.map((order) => (
        <li key={order.requestId}>
          <p>
            <strong>{order.requestId}</strong>, sent {formatSydneyDateTime(order.createdAt)} by {order.prescriber.name} ({order.prescriber.clinicName}):{' '}
            {ORDER_STATUS_LABELS[order.status]}
          </p>
          <ul>
            {order.items.map((item) => (
              <li key={item.itemIndex}>
                Item {item.itemIndex + 1}: {item.formulaLabel}
                {[item.strength, item.amount].filter(Boolean).length > 0 && ` (${[item.strength, item.amount].filter(Boolean).join(', ')})`}, quantity {item.quantity},
                for {item.conditionLabel}. Script: {SCRIPT_METHOD_LABELS[item.scriptMethod]}
                {item.script && `, file ${heldFileText(item.script)}`}. Legal script:{' '}
                {item.legalScript ? legalScriptText(item.legalScript) : 'not recorded (an older order)'}.
                {item.patient && ` Patient as sent: ${patientLabel(item.patient)}.`}
              </li>
            ))}
          </ul>
          {order.questionsLeftOut && <p className="field-hint">{PATIENT_REQUEST_MESSAGES.questionsLeftOut}</p>}
          {order.questions.length > 0 && (
            <ul className="patient-held__questions" aria-label={`Questions on ${order.requestId}`}>
              {order.questions.map((message) => (
                <li key={`${message.at}-${message.kind}`}>
                  {message.kind === 'question' ? 'Question' : 'Answer'} from {message.authorName},{' '}
                  <time dateTime={message.at}>{formatSydneyLogTime(message.at)}</time>: {message.text}
                  {message.attachment && ` File: ${heldFileText(message.attachment)}`}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function AccessSection({ held, actionLabel }: { held: PatientHeld; actionLabel: (action: string) => string }) {
  if (held.accessEntries.length === 0) return <p>No entries yet.</p>;
  return (
    <div className="table-frame" role="region" aria-label="Who has seen or changed this information" tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {held.accessEntries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>
                <time dateTime={entry.at}>{formatSydneyLogTime(entry.at)}</time>
              </td>
              <td>{entry.actorEmail}</td>
              <td>{actionLabel(entry.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The name the page gives the patient: as on their record, else as their first order was sent. */
function heldName(held: PatientHeld): string {
  const details = held.record?.details ?? held.orders.flatMap((order) => order.items).find((item) => item.patient)?.patient;
  return details ? patientLabel(details) : held.patientId;
}

/**
 * Everything held about one patient (APP 12): opening it is recorded in the audit log.
 * From here the admin downloads it all as one bundle and corrects the record (APP 13).
 */
export function PatientHeldPanel({ patientId, actionLabel }: { patientId: string; actionLabel: (action: string) => string }) {
  const headingId = useId();
  const held = usePatientHeld(patientId);
  const [correcting, setCorrecting] = useState(false);
  const [download, setDownload] = useState<{ state: 'idle' | 'working' | 'done' } | { state: 'failed'; message: string }>({ state: 'idle' });

  async function handleDownload() {
    setDownload({ state: 'working' });
    try {
      await downloadPatientBundle(patientId);
      setDownload({ state: 'done' });
    } catch (error) {
      setDownload({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  if (held.isPending) return <PageLoading label="Loading everything held about the patient..." />;
  if (held.isError) return <FormError message={`The patient could not be opened: ${held.error.message}`} />;
  const data = held.data;
  const record = data.record;

  return (
    <section className="patient-held" aria-labelledby={headingId}>
      <h3 id={headingId}>{heldName(data)}</h3>
      <p>
        Everything the pharmacy holds about this patient, across every prescriber. Opening it was recorded in the audit log. Files are listed, never
        opened.
      </p>
      <div className="toolbar">
        <button type="button" className="button button--primary" disabled={download.state === 'working'} onClick={() => void handleDownload()}>
          {download.state === 'working' ? 'Preparing...' : 'Download everything held'}
        </button>
        {record && !correcting && (
          <button type="button" className="button button--secondary" onClick={() => setCorrecting(true)}>
            Correct the record
          </button>
        )}
      </div>
      {download.state === 'done' && <p role="status">The bundle (a PDF summary and the same as JSON, in one zip) was downloaded and recorded.</p>}
      <FormError message={download.state === 'failed' ? `The bundle could not be downloaded: ${download.message}` : null} />
      {record && correcting && (
        <PatientCorrection patient={{ patientId, ...record.details }} onDone={() => setCorrecting(false)} />
      )}
      <h4>Patient record</h4>
      <RecordSection held={data} />
      <h4>Order requests ({data.orders.length})</h4>
      <p className="field-hint">Each order keeps the patient as it was sent; a correction of the record does not change them.</p>
      <OrdersSection held={data} />
      <h4>Who has seen or changed this information ({data.accessEntries.length})</h4>
      <AccessSection held={data} actionLabel={actionLabel} />
    </section>
  );
}
