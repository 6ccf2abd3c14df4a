import { PAYER_LABELS, type ClinicAccount, type Payer } from '@pharmacy/shared';

interface WhoPaysProps {
  account: Pick<ClinicAccount, 'name'>;
  payer: Payer;
  onChange: (payer: Payer) => void;
}

/**
 * "Who pays" on New order (decision 081), on a staff member's draft and on the signing screen
 * (decision 083): shown only while the prescriber has an open clinic account; the patient is the default.
 */
export function WhoPays({ account, payer, onChange }: WhoPaysProps) {
  return (
    <fieldset className="who-pays">
      <legend>Who pays</legend>
      <label className="checkbox-field">
        <input type="radio" name="payer" value="patient" checked={payer === 'patient'} onChange={() => onChange('patient')} />
        {PAYER_LABELS.patient}
      </label>
      <label className="checkbox-field">
        <input type="radio" name="payer" value="clinic" checked={payer === 'clinic'} onChange={() => onChange('clinic')} />
        {PAYER_LABELS.clinic} ({account.name})
      </label>
    </fieldset>
  );
}
