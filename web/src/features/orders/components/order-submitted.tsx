import { ORDER_MESSAGES, patientLabel, type PatientSnapshot } from '@pharmacy/shared';
import { OutcomeHeading } from '@/components/ui/outcome-heading.tsx';

interface OrderSubmittedProps {
  requestId: string;
  /** The patients the request's items are for. */
  patients: readonly PatientSnapshot[];
  onSubmitAnother: () => void;
}

/** The Thank you! panel that replaces the form and cart after a successful submission. */
export function OrderSubmitted({ requestId, patients, onSubmitAnother }: OrderSubmittedProps) {
  return (
    <section className="portal-panel order-submitted" aria-labelledby="order-submitted-heading">
      <div id="order-submitted-heading">
        <OutcomeHeading>{ORDER_MESSAGES.thankYou}</OutcomeHeading>
      </div>
      <p>
        Your request ID is <strong className="order-submitted__id">{requestId}</strong>.
      </p>
      {patients.length > 0 && (
        <>
          <p>{patients.length === 1 ? 'For this patient:' : 'For these patients:'}</p>
          <ul className="order-submitted__patients">
            {patients.map((patient) => (
              <li key={patient.patientId}>{patientLabel(patient)}</li>
            ))}
          </ul>
        </>
      )}
      <p>{ORDER_MESSAGES.confirmationSent}</p>
      <button type="button" className="button button--primary" onClick={onSubmitAnother}>
        {ORDER_MESSAGES.submitAnother}
      </button>
    </section>
  );
}
