import { useState, type FormEvent } from 'react';
import { CONSIGNMENT_MAX_LENGTHS, CONSIGNMENT_MESSAGES, sydneyDateTimeInputOf, sydneyDateTimeInstant, type AdminConsignment } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useRecordProofOfDelivery } from '../api/record-proof-of-delivery.ts';

/**
 * Proof of delivery typed by the pharmacy from the returned receipt (issue 33 part 4): who
 * signed and when (Sydney time); for a Schedule 8 item the ID seen as well. The server
 * refuses a time in the future or before dispatch, and says so.
 */
export function ProofOfDeliveryForm({ consignment }: { consignment: AdminConsignment }) {
  const record = useRecordProofOfDelivery();
  const carrierSigner = consignment.proofOfDelivery?.signedBy ?? '';
  const [signedBy, setSignedBy] = useState(carrierSigner);
  // The carrier's time when it gave one, else now (a lazy start: read once, not on every render).
  const [signedAt, setSignedAt] = useState(() =>
    sydneyDateTimeInputOf(consignment.proofOfDelivery ? Date.parse(consignment.proofOfDelivery.at) : Date.now()),
  );
  const [idSeen, setIdSeen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (record.isPending) return;
    const at = sydneyDateTimeInstant(signedAt);
    const missing =
      signedBy.trim() === ''
        ? CONSIGNMENT_MESSAGES.signedByRequired
        : at === null
          ? CONSIGNMENT_MESSAGES.signedAtRequired
          : consignment.containsS8 && idSeen.trim() === ''
            ? CONSIGNMENT_MESSAGES.idSeenRequired
            : null;
    setProblem(missing);
    if (missing || at === null) return;
    record.mutate({ consignmentId: consignment.consignmentId, proof: { signedBy, signedAt: new Date(at).toISOString(), idSeen } });
  }

  return (
    <form className="form proof-of-delivery" aria-label={`Proof of delivery of ${consignment.consignmentId}`} onSubmit={handleSubmit} noValidate>
      <p className="field-hint">
        {consignment.proofOfDelivery
          ? 'The carrier recorded who signed; a Schedule 8 receipt also needs the ID seen, typed from the returned receipt.'
          : 'Typed from the signed receipt or the carrier’s proof of delivery.'}
      </p>
      <FormField label={CONSIGNMENT_MESSAGES.signedByLabel}>
        {(control) => <input {...control} maxLength={CONSIGNMENT_MAX_LENGTHS.name} value={signedBy} onChange={(event) => setSignedBy(event.target.value)} />}
      </FormField>
      <FormField label={CONSIGNMENT_MESSAGES.signedAtLabel}>
        {(control) => <input {...control} type="datetime-local" value={signedAt} onChange={(event) => setSignedAt(event.target.value)} />}
      </FormField>
      {consignment.containsS8 && (
        <FormField label={CONSIGNMENT_MESSAGES.idSeenLabel}>
          {(control) => <input {...control} maxLength={CONSIGNMENT_MAX_LENGTHS.idSeen} value={idSeen} onChange={(event) => setIdSeen(event.target.value)} />}
        </FormField>
      )}
      <FormError message={problem ?? record.error?.message} />
      <button type="submit" className="button button--primary" aria-disabled={record.isPending}>
        {record.isPending ? 'Saving...' : 'Record proof of delivery'}
      </button>
    </form>
  );
}
