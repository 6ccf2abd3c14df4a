import {
  ORDER_STATUS_LABELS,
  PATIENT_MESSAGES,
  S8_MESSAGES,
  SCRIPT_METHOD_LABELS,
  SITE,
  formatAustralianPhone,
  formatDateOfBirth,
  formulaKindText,
  directionsText,
  legalScriptText,
  needsS8Prescription,
  s8PrescriptionText,
  orderPatients,
  formatWeightKg,
  patientName,
  type OrderItem,
  type OrderRequest,
} from '@pharmacy/shared';
import { WorksheetCompounding } from '@/features/compounding-records/index.ts';
import { WorksheetLabels } from '@/features/labels/index.ts';
import { deliveryText } from '@/components/ui/patient-facts.tsx';
import { QrCode } from '@/components/ui/qr-code.tsx';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import { OrderSignOffFacts } from './order-sign-off.tsx';

/** Blank strengths, amounts and notes show as the spec's "-". */
const orDash = (text: string) => (text.trim() === '' ? '-' : text);

/**
 * An order request's dispensing worksheet: everything the dispensing pharmacist
 * works from on one A4 page (styles/print.css), with the request ID as text and as a
 * QR code the pharmacy's scanner reads back into the queue's search.
 */
export function OrderWorksheet({ order, readAt }: { order: OrderRequest; readAt: number }) {
  const { practitioner } = order;
  return (
    <article className="worksheet" aria-labelledby="worksheet-heading">
      <header className="worksheet__head">
        <div>
          <p className="worksheet__pharmacy">{SITE.productName}</p>
          <h1 id="worksheet-heading">Dispensing worksheet</h1>
          <p className="worksheet__request-id">
            Request ID <strong>{order.requestId}</strong>
          </p>
          <dl className="worksheet__facts">
            <dt>Submitted</dt>
            <dd>{formatSydneyShortDateTime(order.createdAt)}</dd>
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
            <dt>As of</dt>
            <dd>{formatSydneyShortDateTime(readAt)}</dd>
          </dl>
        </div>
        <QrCode value={order.requestId} label={`QR code of request ID ${order.requestId}`} size="22mm" />
      </header>

      <section aria-labelledby="worksheet-prescriber">
        <h2 id="worksheet-prescriber">Prescriber</h2>
        <dl className="worksheet__facts worksheet__facts--wide">
          <dt>Name</dt>
          <dd>
            {practitioner.firstName} {practitioner.lastName} ({practitioner.role})
          </dd>
          <dt>Ahpra or board number</dt>
          <dd>{orDash(practitioner.practitionerNumber)}</dd>
          <dt>Clinic</dt>
          <dd>
            {orDash(practitioner.clinicName)}, {orDash(practitioner.clinicAddress)}
          </dd>
          <dt>Email</dt>
          <dd>{practitioner.email}</dd>
          <OrderSignOffFacts order={order} />
        </dl>
      </section>

      <WorksheetPatients items={order.items} />

      <section aria-labelledby="worksheet-items">
        <h2 id="worksheet-items">Items ({order.items.length})</h2>
        <table className="worksheet__items">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Medicine</th>
              <th scope="col">Qty</th>
              <th scope="col">Prescription</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <WorksheetItem key={index} item={item} position={index + 1} />
            ))}
          </tbody>
        </table>
      </section>

      <WorksheetCompounding order={order} />
      <WorksheetLabels order={order} />

      <section aria-labelledby="worksheet-notes">
        <h2 id="worksheet-notes">Order notes</h2>
        <p className="worksheet__notes">{order.notes.trim() === '' ? 'No notes.' : order.notes}</p>
      </section>

    </article>
  );
}

function WorksheetItem({ item, position }: { item: OrderItem; position: number }) {
  const s8 = needsS8Prescription(item.schedule);
  const kind = formulaKindText({ schedule: item.schedule ?? null, storage: item.storage ?? null });
  return (
    <tr className={s8 ? 'worksheet__item--s8' : undefined}>
      <td>{position}</td>
      <td>
        {s8 && <strong className="worksheet__s8">{S8_MESSAGES.mark} </strong>}
        <strong>{item.formulaLabel}</strong> · strength {orDash(item.strength)} · amount {orDash(item.amount)}
        <br />
        {item.conditionLabel} · for {item.patient ? patientName(item.patient) : PATIENT_MESSAGES.noPatientRecorded}
        {kind && <> · {kind}</>}
        {item.s8Prescription && (
          <>
            <br />
            {s8PrescriptionText(item.s8Prescription)}
          </>
        )}
        <br />
        <span className="worksheet__directions">
          <strong>Directions:</strong> {directionsText(item)}
        </span>
      </td>
      <td>{item.quantity}</td>
      <td>
        {SCRIPT_METHOD_LABELS[item.scriptMethod]}
        {item.script && (
          <>
            <br />
            Advance copy: {item.script.fileName}
          </>
        )}
        {/* The legal prescription behind the item (decision 026), and its token to scan or type. */}
        {item.legalScript && (
          <>
            <br />
            {legalScriptText(item.legalScript)}
            {item.legalScript.state === 'token_received' && `: ${item.legalScript.token.value}`}
          </>
        )}
      </td>
      <td className="worksheet__notes">{orDash(item.notes)}</td>
    </tr>
  );
}

/**
 * Each patient the order is for, once (most orders are for one): what the label and
 * the pharmacist's check need, allergies first among the notes.
 */
function WorksheetPatients({ items }: { items: readonly OrderItem[] }) {
  const patients = orderPatients(items);
  return (
    <section aria-labelledby="worksheet-patients">
      <h2 id="worksheet-patients">{patients.length === 1 ? 'Patient' : `Patients (${patients.length})`}</h2>
      {patients.length === 0 ? (
        <p>{PATIENT_MESSAGES.noPatientRecorded}</p>
      ) : (
        <ul className="worksheet__patients">
          {patients.map((patient) => (
            <li key={patient.patientId}>
              {/* An animal (decision 048): species, weight and owner where a person has a date of birth. */}
              {patient.animal ? (
                <>
                  <strong>{patient.animal.name}</strong>, species {patient.animal.species} · weight {formatWeightKg(patient.animal.weightKg)} · owner{' '}
                  {patient.givenName} {patient.familyName}
                </>
              ) : (
                <>
                  <strong>{patientName(patient)}</strong>, DOB {formatDateOfBirth(patient.dateOfBirth)}
                </>
              )}
              {patient.phone && <> · {formatAustralianPhone(patient.phone)}</>} · {deliveryText(patient.delivery)}
              <br />
              Allergies and notes: {orDash(patient.notes ?? '')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
